import { and, asc, between, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAdminProductSort } from '#src/contracts/admin-catalog';
import type { Database } from '#src/db/client';
import { products, productVariants } from '#src/db/schema/catalog';
import { LOW_STOCK_THRESHOLD } from '#src/shared/constants';

/** What the back office reads of a product (never the search vector). */
export const adminColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  catId: products.catId,
  catName: products.catName,
  subCatId: products.subCatId,
  subCatName: products.subCatName,
  images: products.images,
  price: products.price,
  countInStock: products.countInStock,
  variantCount: products.variantCount,
  archivedAt: products.archivedAt,
  draft: products.draft,
  updatedAt: products.updatedAt,
  declarationsMissing: products.declarationsMissing,
};
export const detailColumns = {
  ...adminColumns,
  description: products.description,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
  countries: products.countries,
  isFeatured: products.isFeatured,
  facts: products.facts,
  declarations: products.declarations,
  hsnCode: products.hsnCode,
  gstRateBps: products.gstRateBps,
  createdAt: products.createdAt,
};

type ProductSelect = typeof products.$inferSelect;
export type AdminProductRow = Pick<ProductSelect, keyof typeof adminColumns>;
export type AdminProductDetailRow = Pick<ProductSelect, keyof typeof detailColumns>;
export type AdminVariantRow = typeof productVariants.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type NewVariantRow = typeof productVariants.$inferInsert;

// The back office's product list: filters, orders, one page, its variants.
export type AdminListFilters = {
  /** The shop's full-text query (websearch syntax) already built, or null. */
  match: SQL | null;
  /** Products found by an exact SKU instead of `match`. */
  ids?: readonly number[] | undefined;
  catId?: number | undefined;
  subCatId?: number | undefined;
  stock?: 'low' | 'out' | undefined;
  archived: boolean;
  /** Drafts only, or published products only (decision 063); both when undefined. */
  state?: 'draft' | 'published' | undefined;
  /** Only products with a required declaration empty (decision 056). */
  declarationsMissing?: boolean | undefined;
};

/**
 * Each order ends with the id so pages never overlap. Without a category or search, each is served by a partial
 * index over the products the shop shows (products_admin_*_idx); archived products are few.
 */
const orderings: Record<TAdminProductSort, SQL[]> = {
  // Spelt as the indexes are built (DESC NULLS LAST).
  newest: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
  name: [asc(products.name), asc(products.id)],
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
  stock: [asc(products.countInStock), asc(products.id)],
};

function adminConditions(filters: AdminListFilters): SQL | undefined {
  return and(
    filters.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    // Spelt as products_draft_idx's predicate (`draft and archived_at is null`): the few drafts, newest first.
    filters.state === 'draft' ? sql`${products.draft}` : undefined,
    filters.state === 'published' ? sql`not ${products.draft}` : undefined,
    filters.catId !== undefined ? eq(products.catId, filters.catId) : undefined,
    filters.subCatId !== undefined ? eq(products.subCatId, filters.subCatId) : undefined,
    // What needs restocking, by the product's lowest pack (products.min_stock, kept by refreshProductDefaults): a
    // sold-out pack, or a lowest pack with a few left. products_admin_min_stock_idx serves them newest first.
    filters.stock === 'low' ? between(products.minStock, 1, LOW_STOCK_THRESHOLD) : undefined,
    filters.stock === 'out' ? eq(products.minStock, 0) : undefined,
    // The same bound as a literal: lets the planner prove products_admin_restock_idx's predicate.
    filters.stock ? sql`${products.minStock} <= ${sql.raw(String(LOW_STOCK_THRESHOLD))}` : undefined,
    filters.declarationsMissing ? eq(products.declarationsMissing, true) : undefined,
    filters.ids !== undefined ? inArray(products.id, filters.ids.length ? [...filters.ids] : [0]) : undefined,
    filters.match !== null ? sql`${products.searchVector} @@ (${filters.match})` : undefined,
  );
}

/** Products whose variant has this exact SKU (as written or upper-cased). */
export async function productIdsBySku(db: Database, sku: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.sku, [sku, sku.toUpperCase()]));
  return rows.map((row) => row.id);
}

export type AdminListLimits = {
  page: number;
  perPage: number;
  sort: TAdminProductSort;
  /** A search takes the first `window` matches, as the shop's does (its ranking window). */
  window: number;
  /** Totals are counted up to this many: past it the list says "more than". */
  countMax: number;
};

export async function listAdminProducts(
  db: Database,
  filters: AdminListFilters,
  { page, perPage, sort, window, countMax }: AdminListLimits,
  countOnce: (where: SQL | undefined, bound: number) => Promise<number>,
): Promise<{ rows: AdminProductRow[]; total: number; capped: boolean }> {
  let where = adminConditions(filters);
  let bound = countMax;
  if (filters.match !== null) {
    // A common word matches half the catalogue: bound the work to the window's matches, then sort and page those.
    const hits = await db.select({ id: products.id }).from(products).where(where).limit(window);
    where = inArray(products.id, hits.length ? hits.map((hit) => hit.id) : [0]);
    bound = Math.min(window, countMax);
  }
  const offset = (page - 1) * perPage;
  // The page's ids first, from the indexes alone where they cover the filter and sort (deep pages and category
  // sorts skip thousands of entries; reading each one's row would cost a heap visit), then those rows.
  const pageIds = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderings[sort])
    .limit(perPage)
    .offset(offset);
  const byId = new Map(
    (pageIds.length
      ? await db
          .select(adminColumns)
          .from(products)
          .where(
            inArray(
              products.id,
              pageIds.map((row) => row.id),
            ),
          )
      : []
    ).map((row) => [row.id, row]),
  );
  const rows = pageIds.flatMap((row) => byId.get(row.id) ?? []);
  if (rows.length < perPage && (rows.length > 0 || offset === 0))
    return { rows, total: offset + rows.length, capped: false };
  const total = await countOnce(where, bound);
  return { rows, total: Math.min(total, bound), capped: total > bound };
}

/**
 * How many products match `where`, counting at most `bound` + 1: counting 100,000 index entries costs a quarter of a
 * second on PGlite. The caller caches it per catalogue version (every page and sort of one filter set shares it).
 */
export async function countMatching(db: Database, where: SQL | undefined, bound: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(bound + 1)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  return counted?.total ?? 0;
}

/** The variants of several products, each product's in display order. */
export async function listVariantsOf(db: Database, productIds: readonly number[]): Promise<AdminVariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}
