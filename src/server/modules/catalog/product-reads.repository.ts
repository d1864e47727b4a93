import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import type { TListingSort } from '#src/contracts/catalog';
import { type Database } from '#src/db/client';
import { products, productVariants } from '#src/db/schema/catalog';
import {
  filterConditions,
  newestFirst,
  onSale,
  orderings,
  productColumns,
  soldIn,
  type ProductFilters,
  type ProductRow,
  type VariantRow,
} from './product-query.repository';

export async function listProducts(
  db: Database,
  filters: ProductFilters,
  { page, perPage, sort }: { page: number; perPage: number; sort: TListingSort },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = filterConditions(filters);
  const offset = (page - 1) * perPage;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...orderings[sort])
    .limit(perPage)
    .offset(offset);
  // A short page tells the total without counting (the common case for small categories).
  if (rows.length < perPage && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Ids and last changes in id order, from the primary key: a sitemap reads the whole catalogue this way. */
export async function listProductIds(db: Database, after: number, limit: number) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(gt(products.id, after), onSale))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function findProduct(db: Database, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), onSale));
  return row;
}

/** The product with its facts (the product page, adding to a cart; listings never read facts). None when archived. */
export async function findProductDetail(db: Database, id: number) {
  const [row] = await db
    .select({ ...productColumns, facts: products.facts, declarations: products.declarations })
    .from(products)
    .where(and(eq(products.id, id), onSale));
  return row;
}

/** A product's variants in display order. */
export async function listVariants(db: Database, productId: number): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** Same sub-category (or category, for a product without one), newest first, without the product itself. */
export async function listRelated(db: Database, product: ProductRow, iso2: string | null, limit: number) {
  const sameGroup =
    product.subCatId !== null ? eq(products.subCatId, product.subCatId) : eq(products.catId, product.catId);
  return db
    .select(productColumns)
    .from(products)
    .where(and(sameGroup, ne(products.id, product.id), soldIn(iso2)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function listFeatured(db: Database, iso2: string | null, limit: number) {
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.isFeatured, true), soldIn(iso2)))
    .orderBy(...newestFirst)
    .limit(limit);
}
