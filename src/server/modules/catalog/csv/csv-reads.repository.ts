import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { TDeclarations, TProductFacts } from '#src/contracts/catalog';
import type { Database } from '#src/db/client';
import { categories, products, productVariants } from '#src/db/schema/catalog';
import type { NetUnit } from '#src/shared/unit-price';

// What the CSV export and import read: products and variants in their CSV shape, categories, positions.
/** What the CSV holds of a product. */
export const csvProductColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  description: products.description,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
  catId: products.catId,
  catName: products.catName,
  subCatId: products.subCatId,
  subCatName: products.subCatName,
  images: products.images,
  countries: products.countries,
  isFeatured: products.isFeatured,
  facts: products.facts,
  declarations: products.declarations,
  hsnCode: products.hsnCode,
  gstRateBps: products.gstRateBps,
  archivedAt: products.archivedAt,
};
export type CsvProductRow = {
  id: number;
  name: string;
  brand: string;
  description: string;
  nameHi: string | null;
  descriptionHi: string | null;
  catId: number;
  catName: string;
  subCatId: number | null;
  subCatName: string;
  images: string[];
  countries: string[];
  isFeatured: boolean;
  facts: TProductFacts | null;
  /** As stored: a product written before decision 056 holds `{}`; compare through `ZDeclarations.parse`. */
  declarations: Partial<TDeclarations>;
  hsnCode: string;
  gstRateBps: number;
  archivedAt: Date | null;
};

export const csvVariantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  label: productVariants.label,
  labelHi: productVariants.labelHi,
  size: productVariants.size,
  ram: productVariants.ram,
  weight: productVariants.weight,
  price: productVariants.price,
  oldPrice: productVariants.oldPrice,
  countInStock: productVariants.countInStock,
  netQuantity: productVariants.netQuantity,
  unit: productVariants.unit,
  image: productVariants.image,
  position: productVariants.position,
};
export type CsvVariantRow = {
  id: number;
  productId: number;
  sku: string;
  label: string;
  labelHi: string | null;
  size: string | null;
  ram: string | null;
  weight: string | null;
  price: number;
  oldPrice: number;
  countInStock: number;
  netQuantity: number | null;
  unit: NetUnit | null;
  image: string | null;
  position: number;
};

/** One page of products after `afterId` in id order (the primary key: each page is an index range). */
export async function productPage(db: Database, afterId: number, limit: number): Promise<CsvProductRow[]> {
  return db
    .select(csvProductColumns)
    .from(products)
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function variantsOfProducts(db: Database, productIds: readonly number[]): Promise<CsvVariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select(csvVariantColumns)
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/**
 * Products by id; with `lock`, inside the import's transaction, their rows locked in id order (the lock order
 * every catalogue writer keeps), so nobody changes them between the check and the write.
 */
export async function productsByIds(db: Database, ids: readonly number[], lock = false): Promise<CsvProductRow[]> {
  const found: CsvProductRow[] = [];
  for (const chunk of chunks(ids, 5000)) {
    const query = db
      .select(csvProductColumns)
      .from(products)
      .where(inArray(products.id, [...chunk]))
      .orderBy(asc(products.id));
    found.push(...(await (lock ? query.for('update') : query)));
  }
  return found;
}

export async function variantsBySkus(db: Database, skus: readonly string[]): Promise<CsvVariantRow[]> {
  const found: CsvVariantRow[] = [];
  for (const chunk of chunks(skus, 5000)) {
    found.push(
      ...(await db
        .select(csvVariantColumns)
        .from(productVariants)
        .where(inArray(productVariants.sku, [...chunk]))),
    );
  }
  return found;
}

export async function allCategories(db: Database) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The last variant position of each product (new variants go after it). */
export async function lastPositions(db: Database, productIds: readonly number[]): Promise<Map<number, number>> {
  const positions = new Map<number, number>();
  for (const chunk of chunks(productIds, 5000)) {
    const rows = await db
      .select({ productId: productVariants.productId, last: sql<number>`max(${productVariants.position})` })
      .from(productVariants)
      .where(inArray(productVariants.productId, [...chunk]))
      .groupBy(productVariants.productId);
    for (const row of rows) positions.set(row.productId, Number(row.last));
  }
  return positions;
}

/** A list in slices of `size`: one statement each, within the bind-parameter limit. */
export function* chunks<T>(list: readonly T[], size: number): Generator<readonly T[]> {
  for (let start = 0; start < list.length; start += size) yield list.slice(start, start + size);
}
