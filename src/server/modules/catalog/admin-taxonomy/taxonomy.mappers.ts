import type { TAdminBanner, TAdminCategoryChild } from '#src/contracts/admin-taxonomy';
import type * as repo from './taxonomy.repository';

// The back office's category and banner answers and audit records, from their rows.
export function toAdminCategory(row: repo.CategoryRow, productCount: number): TAdminCategoryChild {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    nameHi: row.nameHi,
    slug: row.slug,
    color: row.color,
    image: row.images[0] ?? null,
    position: row.position,
    productCount,
  };
}

/** What the audit log keeps of a category (the product count is not the category's). */
export const categoryAudit = (row: repo.CategoryRow) => ({
  name: row.name,
  nameHi: row.nameHi,
  parentId: row.parentId,
  color: row.color,
  images: row.images,
  position: row.position,
});

export function toAdminBanner(row: repo.BannerRow): TAdminBanner {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    titleHi: row.titleHi,
    image: row.images[0] ?? null,
    catId: row.catId,
    subCatId: row.subCatId,
    active: row.active,
    position: row.position,
  };
}

export const bannerAudit = (row: repo.BannerRow) => ({
  kind: row.kind,
  title: row.title,
  titleHi: row.titleHi,
  images: row.images,
  catId: row.catId,
  subCatId: row.subCatId,
  active: row.active,
  position: row.position,
});
