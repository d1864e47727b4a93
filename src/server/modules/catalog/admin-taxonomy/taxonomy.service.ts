import type { z } from 'zod';
import type {
  TAdminBanner,
  TAdminBannerLists,
  TAdminCategoryChild,
  TAdminCategoryTree,
  TBannerKind,
  ZBannerCreate,
  ZBannerUpdate,
  ZCategoryCreate,
  ZCategoryUpdate,
} from '#src/contracts/admin-taxonomy';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { claimUploads, pendingImageNames } from '#src/server/modules/media/index';
import * as repo from './taxonomy.repository';

const T = ADMIN_TAXONOMY_TEXT;

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'category';

function toAdminCategory(row: repo.CategoryRow, productCount: number): TAdminCategoryChild {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    slug: row.slug,
    color: row.color,
    image: row.images[0] ?? null,
    position: row.position,
    productCount,
  };
}

function toAdminBanner(row: repo.BannerRow): TAdminBanner {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    image: row.images[0] ?? null,
    catId: row.catId,
    subCatId: row.subCatId,
    active: row.active,
    position: row.position,
  };
}

/** What the audit log keeps of a category (the product count is not the category's). */
const categoryAudit = (row: repo.CategoryRow) => ({
  name: row.name,
  parentId: row.parentId,
  color: row.color,
  images: row.images,
  position: row.position,
});

export async function categoryTree(db: Database): Promise<TAdminCategoryTree> {
  const rows = await repo.listCategoriesWithCounts(db);
  const tops = rows.filter((row) => row.parentId === null);
  return {
    categories: tops.map((top) => ({
      ...toAdminCategory(top, top.productCount),
      children: rows.filter((row) => row.parentId === top.id).map((row) => toAdminCategory(row, row.productCount)),
    })),
  };
}

/**
 * A new image must be one the admin uploaded (POST /api/admin/images) and has not saved yet; saving it claims the
 * upload, so the hourly sweep of unsaved uploads keeps its files (decision 018). The entity's current image passes.
 */
async function claimImage(tx: Database, who: AuditActor, image: string | null | undefined, current: string[]) {
  if (!image || current.includes(image)) return;
  const pending = new Set(await pendingImageNames(tx, who.actor.id));
  if (!pending.has(image)) throw badRequest(T.imageNotUploaded(image));
  await claimUploads(tx, who.actor.id, [image]);
}

async function uniqueSlug(tx: Database, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugExists(tx, slug))) return slug;
  }
}

/** Two admins creating categories of one name at once: the slug's unique index refuses the second → 409. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function createCategory(
  db: Database,
  who: AuditActor,
  input: z.output<typeof ZCategoryCreate>,
): Promise<TAdminCategoryChild> {
  try {
    return await insertNewCategory(db, who, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.createdMeanwhile);
    throw error;
  }
}

async function insertNewCategory(db: Database, who: AuditActor, input: z.output<typeof ZCategoryCreate>) {
  return auditedWrite(db, who, async (tx, audit) => {
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      const parent = await repo.lockCategory(tx, parentId);
      if (!parent) throw notFound(T.parentNotFound);
      if (parent.parentId !== null) throw badRequest(T.parentNotTop);
    }
    await claimImage(tx, who, input.image, []);
    const row = await repo.insertCategory(tx, {
      name: input.name,
      parentId,
      slug: await uniqueSlug(tx, input.name),
      ...(input.color ? { color: input.color } : {}),
      images: input.image ? [input.image] : [],
      position: await repo.nextCategoryPosition(tx, parentId),
    });
    await audit({
      action: 'category.create',
      entity: 'category',
      entityId: row.id,
      after: categoryAudit(row),
    });
    return toAdminCategory(row, 0);
  });
}

export async function updateCategory(
  db: Database,
  who: AuditActor,
  id: number,
  input: z.output<typeof ZCategoryUpdate>,
): Promise<TAdminCategoryChild> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockCategory(tx, id);
    if (!before) throw notFound(T.categoryNotFound);
    await claimImage(tx, who, input.image, before.images);
    const row = await repo.updateCategory(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
      ...(input.image !== undefined ? { images: input.image ? [input.image] : [] } : {}),
    });
    if (row.name !== before.name) await repo.copyCategoryName(tx, row);
    await audit({
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before: categoryAudit(before),
      after: categoryAudit(row),
    });
    const counts = await repo.countProductsUsing(tx, id);
    return toAdminCategory(row, counts);
  });
}

export async function reorderCategories(
  db: Database,
  who: AuditActor,
  parentId: number | null,
  ids: readonly number[],
): Promise<TAdminCategoryTree> {
  await auditedWrite(db, who, async (tx, audit) => {
    if (parentId !== null && !(await repo.lockCategory(tx, parentId))) throw notFound(T.parentNotFound);
    const current = await repo.lockSiblings(tx, parentId);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest(T.orderMismatch);
    await repo.setCategoryPositions(tx, ids);
    await audit({
      action: 'category.reorder',
      entity: 'category',
      entityId: parentId ?? 'top',
      before: { order: current },
      after: { order: ids },
    });
  });
  return categoryTree(db);
}

/** A foreign-key violation: a product was filed under the category while it was being deleted. */
const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23503' ||
  (error as { cause?: { code?: string } }).cause?.code === '23503';

export async function deleteCategory(db: Database, who: AuditActor, id: number): Promise<void> {
  try {
    await auditedWrite(db, who, async (tx, audit) => {
      const row = await repo.lockCategory(tx, id);
      if (!row) throw notFound(T.categoryNotFound);
      const used = await repo.countProductsUsing(tx, id);
      if (used > 0) throw conflict(T.categoryInUse(row.name, used));
      await repo.deleteCategory(tx, id);
      await audit({
        action: 'category.delete',
        entity: 'category',
        entityId: id,
        before: categoryAudit(row),
      });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const row = await repo.findCategory(db, id);
    throw conflict(T.categoryInUse(row?.name ?? String(id), await repo.countProductsUsing(db, id)));
  }
}

// ── Banners ───────────────────────────────────────────────────────────────────────────────────────────────────────────
export async function bannerLists(db: Database): Promise<TAdminBannerLists> {
  const rows = (await repo.listAllBanners(db)).map(toAdminBanner);
  return {
    home: rows.filter((row) => row.kind === 'home'),
    side: rows.filter((row) => row.kind === 'side'),
    strip: rows.filter((row) => row.kind === 'strip'),
  };
}

/** The link must name a top category and, optionally, one of its sub-categories. */
async function assertLink(tx: Database, catId: number, subCatId: number | null): Promise<void> {
  const top = await repo.findCategory(tx, catId);
  if (!top) throw badRequest(T.bannerLinkMissing);
  if (top.parentId !== null) throw badRequest(T.bannerLinkNotTop);
  if (subCatId === null) return;
  const sub = await repo.findCategory(tx, subCatId);
  if (!sub) throw badRequest(T.bannerLinkMissing);
  if (sub.parentId !== catId) throw badRequest(T.bannerSubCatMismatch);
}

const bannerAudit = (row: repo.BannerRow) => ({
  kind: row.kind,
  title: row.title,
  images: row.images,
  catId: row.catId,
  subCatId: row.subCatId,
  active: row.active,
  position: row.position,
});

export async function createBanner(
  db: Database,
  who: AuditActor,
  input: z.output<typeof ZBannerCreate>,
): Promise<TAdminBanner> {
  return auditedWrite(db, who, async (tx, audit) => {
    const subCatId = input.subCatId ?? null;
    await assertLink(tx, input.catId, subCatId);
    await claimImage(tx, who, input.image, []);
    const row = await repo.insertBanner(tx, {
      kind: input.kind,
      title: input.title,
      images: [input.image],
      catId: input.catId,
      subCatId,
      active: input.active,
      position: await repo.nextBannerPosition(tx, input.kind),
    });
    await audit({
      action: 'banner.create',
      entity: 'banner',
      entityId: row.id,
      after: bannerAudit(row),
    });
    return toAdminBanner(row);
  });
}

export async function updateBanner(
  db: Database,
  who: AuditActor,
  id: number,
  input: z.output<typeof ZBannerUpdate>,
): Promise<TAdminBanner> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockBanner(tx, id);
    if (!before) throw notFound(T.bannerNotFound);
    const catId = input.catId ?? before.catId;
    // A new category without a sub-category drops the old sub-category (it belonged to the old category).
    const subCatId = input.subCatId !== undefined ? input.subCatId : input.catId !== undefined ? null : before.subCatId;
    if (input.catId !== undefined || input.subCatId !== undefined) await assertLink(tx, catId, subCatId);
    await claimImage(tx, who, input.image, before.images);
    const row = await repo.updateBanner(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.image !== undefined ? { images: [input.image] } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      catId,
      subCatId,
    });
    await audit({
      action: 'banner.update',
      entity: 'banner',
      entityId: id,
      before: bannerAudit(before),
      after: bannerAudit(row),
    });
    return toAdminBanner(row);
  });
}

export async function reorderBanners(
  db: Database,
  who: AuditActor,
  kind: TBannerKind,
  ids: readonly number[],
): Promise<TAdminBannerLists> {
  await auditedWrite(db, who, async (tx, audit) => {
    const current = await repo.lockBannerIds(tx, kind);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest(T.bannerOrderMismatch);
    await repo.setBannerPositions(tx, kind, ids);
    await audit({
      action: 'banner.reorder',
      entity: 'banner',
      entityId: kind,
      before: { order: current },
      after: { order: ids },
    });
  });
  return bannerLists(db);
}

export async function deleteBanner(db: Database, who: AuditActor, id: number): Promise<void> {
  await auditedWrite(db, who, async (tx, audit) => {
    const row = await repo.lockBanner(tx, id);
    if (!row) throw notFound(T.bannerNotFound);
    await repo.deleteBanner(tx, id);
    await audit({
      action: 'banner.delete',
      entity: 'banner',
      entityId: id,
      before: bannerAudit(row),
    });
  });
}
