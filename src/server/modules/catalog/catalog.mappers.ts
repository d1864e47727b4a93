import type { TBanner, TCategory, TCategoryChild, TProduct } from '#src/contracts/catalog';
import type { BannerRow, CategoryRow, ProductRow } from './catalog.repository';
import { roundRating } from '#src/shared/rating';

export function toProduct(row: ProductRow): TProduct {
  const { sizes, ram, weights, createdAt, rating, ...rest } = row;
  return {
    ...rest,
    _id: row.id,
    rating: roundRating(rating),
    size: sizes,
    productRam: ram,
    productWeight: weights,
    dateCreated: new Date(createdAt).toISOString(),
  };
}

export function toCategoryChild(row: CategoryRow): TCategoryChild {
  return {
    id: row.id,
    _id: row.id,
    parentId: row.parentId,
    name: row.name,
    slug: row.slug,
    color: row.color,
    images: row.images,
  };
}

export function toCategory(row: CategoryRow, children: CategoryRow[]): TCategory {
  return { ...toCategoryChild(row), children: children.map(toCategoryChild) };
}

export function toBanner(row: BannerRow): TBanner {
  return { id: row.id, _id: row.id, title: row.title, images: row.images, catId: row.catId, subCatId: row.subCatId };
}
