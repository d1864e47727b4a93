import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { TListingSort } from '#src/contracts/catalog';
import { type Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
import { products, productVariants } from '#src/db/schema/catalog';
import {
  filterConditions,
  newestFirst,
  onSale,
  orderings,
  productColumnsIn,
  soldIn,
  type ProductFilters,
  type ProductRow,
  type VariantRow,
} from './product-query.repository';
import { currentLanguage, LANGUAGES, type Language } from '#src/shared/texts/language';

/**
 * A named statement (src/db/named-statement.ts) per language, their columns differing (an English read skips the
 * Hindi names): the one of the request's language.
 */
function namedPerLanguage<Q>(name: string, build: (db: Database, language: Language) => { prepare(name: string): Q }) {
  const statements = new Map(
    LANGUAGES.map((language) => [language, namedStatement(`${name}_${language}`, (db) => build(db, language))]),
  );
  return (db: Database): Q => statements.get(currentLanguage())!(db);
}

/** One page of a listing in its order. */
export async function listProductPage(
  db: Database,
  filters: ProductFilters,
  { page, perPage, sort }: { page: number; perPage: number; sort: TListingSort },
): Promise<ProductRow[]> {
  return db
    .select(productColumnsIn(currentLanguage()))
    .from(products)
    .where(filterConditions(filters))
    .orderBy(...orderings[sort])
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** How many products a listing's filters match (its pages, sorts and sizes share it). */
export async function countProducts(db: Database, filters: ProductFilters): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(filterConditions(filters));
  return counted?.total ?? 0;
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
  const [row] = await productRow(db).execute({ id });
  return row;
}

// A product's card row (adding to the cart, related products).
const productRow = namedPerLanguage('catalog_product', (db, language) =>
  db
    .select(productColumnsIn(language))
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), onSale)),
);

/** A pack as the product answer needs it (toVariant): the variant row's shop-facing fields. */
export type VariantFields = Pick<
  VariantRow,
  | 'id'
  | 'sku'
  | 'label'
  | 'labelHi'
  | 'size'
  | 'ram'
  | 'weight'
  | 'price'
  | 'oldPrice'
  | 'discount'
  | 'countInStock'
  | 'netQuantity'
  | 'unit'
  | 'maxPerOrder'
  | 'image'
>;

/**
 * The product's packs in display order as one JSON array, under VariantFields' names. Spelt with an alias: Drizzle
 * writes a one-table select's columns unqualified, which inside this subquery would name the variant's own columns.
 */
const variantsJson = sql<VariantFields[]>`(select coalesce(json_agg(json_build_object(
    'id', pv.id, 'sku', pv.sku, 'label', pv.label, 'labelHi', pv.label_hi, 'size', pv.size, 'ram', pv.ram,
    'weight', pv.weight, 'price', pv.price, 'oldPrice', pv.old_price, 'discount', pv.discount,
    'countInStock', pv.count_in_stock, 'netQuantity', pv.net_quantity, 'unit', pv.unit,
    'maxPerOrder', pv.max_per_order, 'image', pv.image
  ) order by pv.position, pv.id), '[]'::json) from ${productVariants} pv where pv.product_id = ${products}.id)`;

const productPage = namedPerLanguage('catalog_product_page', (db, language) =>
  db
    .select({
      ...productColumnsIn(language),
      facts: products.facts,
      declarations: products.declarations,
      variants: variantsJson,
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), onSale)),
);

/**
 * The product page's answer in one statement: the product with its facts and its packs (the product page; listings
 * never read facts). None when archived.
 */
export async function findProductDetail(db: Database, id: number) {
  const [row] = await productPage(db).execute({ id });
  return row;
}

/** Same sub-category (or category, for a product without one), newest first, without the product itself. */
export async function listRelated(db: Database, product: ProductRow, iso2: string | null, limit: number) {
  const sameGroup =
    product.subCatId !== null ? eq(products.subCatId, product.subCatId) : eq(products.catId, product.catId);
  return db
    .select(productColumnsIn(currentLanguage()))
    .from(products)
    .where(and(sameGroup, ne(products.id, product.id), soldIn(iso2)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function listFeatured(db: Database, iso2: string | null, limit: number) {
  return db
    .select(productColumnsIn(currentLanguage()))
    .from(products)
    .where(and(eq(products.isFeatured, true), soldIn(iso2)))
    .orderBy(...newestFirst)
    .limit(limit);
}
