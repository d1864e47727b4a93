import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { TListingSort } from '#src/contracts/catalog';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, products, type productVariants } from '#src/db/schema/catalog';
import type { Language } from '#src/shared/texts/language';

// The product columns, filters and orders every product read shares.
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
  netQuantity: products.netQuantity,
  unit: products.unit,
  variantCount: products.variantCount,
  createdAt: products.createdAt,
  diet: products.diet,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
  // The categories' Hindi names (products keep only the English ones): one primary-key probe per row read.
  catNameHi: sql<string | null>`(select c.name_hi from ${categories} c where c.id = ${products.catId})`,
  subCatNameHi: sql<string | null>`(select c.name_hi from ${categories} c where c.id = ${products.subCatId})`,
};

const englishColumns = {
  ...productColumns,
  catNameHi: sql<string | null>`null::text`,
  subCatNameHi: sql<string | null>`null::text`,
};

/**
 * The product columns for an answer in `language`: an English answer shows the English category names whatever
 * the Hindi ones are (`localized`), so it does not read them — two subqueries per row saved on every English read.
 */
export const productColumnsIn = (language: Language) => (language === 'hi' ? productColumns : englishColumns);

export type ProductRow = Omit<
  typeof products.$inferSelect,
  | 'searchVector'
  | 'updatedAt'
  | 'unitPrice'
  | 'facts'
  | 'declarations'
  | 'declarationsMissing'
  | 'hsnCode'
  | 'gstRateBps'
  | 'archivedAt'
  | 'draft'
  | 'minStock'
  | 'inStockPrices'
  | 'maxInStockPrice'
  | 'soldOut'
  | 'hsnCode'
  | 'gstRateBps'
> & {
  /** The category's and sub-category's Hindi names (null: English shows). */
  catNameHi: string | null;
  subCatNameHi: string | null;
};
export type VariantRow = typeof productVariants.$inferSelect;

export type ProductFilters = {
  catId?: number | undefined;
  subCatId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** n stars and up. */
  rating?: number | undefined;
  /** ISO2 code, or null for every country. */
  iso2: string | null;
};

/**
 * Neither archived by the back office nor a draft: the shop shows and sells only these (archived ones stay for
 * orders). The listing indexes' predicate (`onSale` in the schema), conjunct by conjunct, so they serve every shop read (decision 063).
 */
export const onSale = and(isNull(products.archivedAt), sql`not ${products.draft}`)!;

/**
 * Sold in the country (every country for null): products that list no countries are sold everywhere, archived
 * products nowhere. Every shop read of products applies it (listings, search, suggestions, featured, related).
 */
export function soldIn(iso2: string | null): SQL | undefined {
  if (!iso2) return onSale;
  return and(onSale, sql`(cardinality(${products.countries}) = 0 or ${products.countries} @> array[${iso2}]::text[])`);
}

/**
 * The price filter (decision 020): some in-stock variant costs between `min` and `max` (either may be open); a
 * product with nothing in stock never matches. The row keeps every in-stock price as a multirange, so this is one
 * overlap test per row. The row also bounds them — `price` is the cheapest in-stock variant's whenever one is in
 * stock (the default variant), `max_in_stock_price` the dearest's — and those implied bounds (and not sold out),
 * spelt out, are what the price indexes range over and check without visiting a row.
 */
export function inStockPriceWithin(min: number | undefined, max: number | undefined): SQL | undefined {
  if (min === undefined && max === undefined) return undefined;
  return and(
    sql`${products.inStockPrices} && int4range(${min ?? null}::int, ${max ?? null}::int, '[]')`,
    eq(products.soldOut, false),
    max !== undefined ? lte(products.price, max) : undefined,
    min !== undefined ? gte(products.maxInStockPrice, min) : undefined,
  );
}

/** The listing's filters as one condition (search applies the same ones). */
export function filterConditions(filters: ProductFilters): SQL | undefined {
  return and(
    filters.catId !== undefined ? eq(products.catId, filters.catId) : undefined,
    filters.subCatId !== undefined ? eq(products.subCatId, filters.subCatId) : undefined,
    inStockPriceWithin(filters.minPrice, filters.maxPrice),
    // rating is a 4-byte real: compare with the filter as a real holds it (1e-300 would be an out-of-range error).
    filters.rating !== undefined ? gte(products.rating, Math.fround(filters.rating)) : undefined,
    soldIn(filters.iso2),
  );
}

/** Descending as the indexes are built: drizzle-kit writes DESC NULLS LAST, and a plain DESC would not match them. */
const descending = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/**
 * Newest first (featured, related), spelt as the indexes are built (a plain DESC would not match them and PostgreSQL
 * would sort the whole category instead of reading 20 index entries).
 */
export const newestFirst = [descending(products.createdAt), descending(products.id)];

/**
 * Each listing order puts sold-out products last (sold_out ascending: false first, issue 13) and ends with the id so
 * pages never overlap; every one is served by a (category, sold_out, sort key, id) index built in its directions.
 */
export const orderings: Record<TListingSort, SQL[]> = {
  newest: [asc(products.soldOut), ...newestFirst],
  'price-asc': [asc(products.soldOut), asc(products.price), asc(products.id)],
  'price-desc': [asc(products.soldOut), descending(products.price), descending(products.id)],
  rating: [asc(products.soldOut), descending(products.rating), descending(products.id)],
  // Ascending puts nulls (no net quantity) last, as the (category, sold_out, unit_price, id) indexes are built.
  'unit-price': [asc(products.soldOut), asc(products.unitPrice), asc(products.id)],
};
