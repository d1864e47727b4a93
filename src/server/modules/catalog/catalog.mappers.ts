import type { TBanner, TCategory, TCategoryChild, TProduct } from '#src/contracts/catalog';
import type { banners, categories } from '#src/db/schema/index';
import { products } from '#src/db/schema/index';

/** The product columns answers need (never the search vector). */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  brand: products.brand,
  price: products.price,
  oldPrice: products.oldPrice,
  discount: products.discount,
  rating: products.rating,
  reviewCount: products.reviewCount,
  countInStock: products.countInStock,
  catId: products.catId,
  catName: products.catName,
  subCatId: products.subCatId,
  subCatName: products.subCatName,
  images: products.images,
  sizes: products.sizes,
  ram: products.ram,
  weights: products.weights,
  countries: products.countries,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
};

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'updatedAt'>;

/** `rating` is a float4 average; two decimals are all a half-star display needs. */
const roundRating = (rating: number) => Math.round(rating * 100) / 100;

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

type CategoryRow = typeof categories.$inferSelect;

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

export function toBanner(row: typeof banners.$inferSelect): TBanner {
  return { id: row.id, _id: row.id, title: row.title, images: row.images, catId: row.catId, subCatId: row.subCatId };
}
