import { and, asc, count, eq, gt, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TListingSort } from '#src/contracts/catalog';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '#src/db/client';
import { banners, catalogState, categories, products, productVariants } from '#src/db/schema/catalog';

export type CategoryRow = typeof categories.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

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
};

export type ProductRow = Omit<
  typeof products.$inferSelect,
  | 'searchVector'
  | 'updatedAt'
  | 'unitPrice'
  | 'facts'
  | 'archivedAt'
  | 'minStock'
  | 'inStockPrices'
  | 'maxInStockPrice'
  | 'soldOut'
>;
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

/** Not archived by the back office: the shop shows and sells only these (archived ones stay for orders). */
export const onSale = isNull(products.archivedAt);

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
const orderings: Record<TListingSort, SQL[]> = {
  newest: [asc(products.soldOut), ...newestFirst],
  'price-asc': [asc(products.soldOut), asc(products.price), asc(products.id)],
  'price-desc': [asc(products.soldOut), descending(products.price), descending(products.id)],
  rating: [asc(products.soldOut), descending(products.rating), descending(products.id)],
  // Ascending puts nulls (no net quantity) last, as the (category, sold_out, unit_price, id) indexes are built.
  'unit-price': [asc(products.soldOut), asc(products.unitPrice), asc(products.id)],
};

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
    .select({ ...productColumns, facts: products.facts })
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

/**
 * The unit-price sort key in SQL, so one statement refreshes many products: the rule of `unitPrice`
 * (src/shared/unit-price.ts), which the answers show. unit-price-sql.test.ts runs both over every seeded pack.
 */
export const unitPriceSql = (price: SQL, netQuantity: SQL, unit: SQL) => sql`case
  when ${netQuantity} is null or ${netQuantity} <= 0 then null
  when ${unit} in ('g', 'ml') then round((${price} / (${netQuantity} / 1000))::numeric, 2)::double precision
  when ${unit} in ('kg', 'l') then round((${price} / ${netQuantity})::numeric, 2)::double precision
  when ${unit} = 'piece' and ${netQuantity} > 1 then round((${price} / ${netQuantity})::numeric, 2)::double precision
end`;

/**
 * Copies each product's default variant (the cheapest in stock, else the cheapest; position breaks ties) onto the
 * product row — price, old price, discount, stock, net quantity, unit, the unit-price sort key — counts its
 * variants and keeps the price filter's keys (every in-stock price, the dearest of them), so listings read one
 * row per product (decision 020). Called by every writer of variants.
 */
export async function refreshProductDefaults(db: Database, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`array[${sql.join(
    [...productIds].map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  await db.execute(sql`
    update ${products} p set price = d.price, old_price = d.old_price, discount = d.discount,
      count_in_stock = d.count_in_stock, net_quantity = d.net_quantity, unit = d.unit,
      unit_price = ${unitPriceSql(sql`d.price`, sql`d.net_quantity`, sql`d.unit`)},
      variant_count = d.n, in_stock_prices = d.in_stock, max_in_stock_price = upper(d.in_stock) - 1,
      min_stock = d.min_stock, updated_at = now()
    from (
      select distinct on (v.product_id) v.product_id, v.price, v.old_price, v.discount, v.count_in_stock,
        v.net_quantity, v.unit, (count(*) over (partition by v.product_id))::int as n,
        range_agg(int4range(v.price, v.price, '[]')) filter (where v.count_in_stock > 0)
          over (partition by v.product_id) as in_stock,
        (min(v.count_in_stock) over (partition by v.product_id))::int as min_stock
      from ${productVariants} v
      where v.product_id = any(${ids})
      order by v.product_id, (v.count_in_stock > 0) desc, v.price, v.position, v.id
    ) d
    where d.product_id = p.id`);
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

/** The whole category tree: a shop has tens of categories, so one ordered read is cheapest. */
export async function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function listBanners(db: Database, kind: 'home' | 'side' | 'strip') {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.kind, kind), eq(banners.active, true)))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Reviews keep the product's average and count in step (called by the reviews service). */
export async function setRatingSummary(db: Database, productId: number, rating: number, reviewCount: number) {
  await db.update(products).set({ rating, reviewCount, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** The catalogue's version: every committed catalogue change raises it (migration 0008), emptying the cache. */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
  return Number(row?.version ?? 0);
}

/** What other modules show of a product next to their own rows (a cart line, a list entry). */
const lineColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  rating: products.rating,
  price: products.price,
  countInStock: products.countInStock,
};
export type ProductLineRow = { [K in keyof typeof lineColumns]: (typeof lineColumns)[K]['_']['data'] };

/** Products on sale only: an archived product drops out of carts and My List as a deleted one would. */
export async function findProductLines(db: Database, ids: readonly number[]): Promise<ProductLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(lineColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), onSale));
}

/**
 * Inside a transaction: the products' rows, locked in id order so that two transactions sharing products queue
 * instead of deadlocking (placing an order, adding a review); an archived product is not there to buy or review.
 */
export async function lockProductLines(tx: Database, ids: readonly number[]): Promise<ProductLineRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select(lineColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), onSale))
    .orderBy(asc(products.id))
    .for('update');
}

/** What a cart or order line needs of the variant it points at: its label, options, price, stock and pack size. */
const variantLineColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  label: productVariants.label,
  size: productVariants.size,
  ram: productVariants.ram,
  weight: productVariants.weight,
  price: productVariants.price,
  countInStock: productVariants.countInStock,
  netQuantity: productVariants.netQuantity,
  unit: productVariants.unit,
};
export type VariantLineRow = Pick<VariantRow, keyof typeof variantLineColumns>;

export async function findVariantLines(db: Database, ids: readonly number[]): Promise<VariantLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(variantLineColumns)
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]));
}

/** Inside a transaction, after the products' rows: the variants' rows, locked in id order. */
export async function lockVariantLines(tx: Database, ids: readonly number[]): Promise<VariantLineRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select(variantLineColumns)
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/**
 * Takes the ordered quantities (per variant id) off the variants' stock in one statement, whatever the number of
 * lines, then copies each touched product's default variant onto its row again. The rows are already locked and
 * checked by the caller; the `>=` guard keeps stock from ever going negative regardless, and a variant it skips
 * makes the whole order fail (the transaction rolls back). The catalogue's version trigger invalidates its cache on
 * commit, so listings show the new stock on the next read.
 */
export async function takeStock(tx: Database, wanted: ReadonlyMap<number, number>): Promise<void> {
  if (wanted.size === 0) return;
  const values = sql.join(
    [...wanted].map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
    sql`, `,
  );
  const taken = rowsOf<{ productId: number }>(
    await tx.execute(sql`
    update ${productVariants} as v
    set count_in_stock = v.count_in_stock - w.quantity, updated_at = now()
    from (values ${values}) as w(id, quantity)
    where v.id = w.id and v.count_in_stock >= w.quantity
    returning v.product_id as "productId"`),
  );
  if (taken.length !== wanted.size) throw new Error('Stock changed under a row lock: order rolled back');
  await refreshProductDefaults(tx, [...new Set(taken.map((row) => Number(row.productId)))]);
}

/**
 * Puts quantities (per variant id) back on the stock of a cancelled order's variants, then keeps each product's copy
 * of its default variant in step (decision 020). A variant deleted since is skipped. Locks the variants' products first, in id order.
 */
export async function returnStock(tx: Database, returned: ReadonlyMap<number, number>): Promise<void> {
  if (returned.size === 0) return;
  const productIds = rowsOf<{ productId: number }>(
    await tx.execute(
      sql`select distinct product_id as "productId" from ${productVariants} where id in (${sql.join(
        [...returned.keys()].map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    ),
  ).map((row) => Number(row.productId));
  // Archived products too (their variants take the stock back): every product in id order, the writers' lock order.
  if (productIds.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for('update');
  }
  const values = sql.join(
    [...returned].map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
    sql`, `,
  );
  const restocked = rowsOf<{ productId: number }>(
    await tx.execute(sql`
    update ${productVariants} as v
    set count_in_stock = v.count_in_stock + r.quantity, updated_at = now()
    from (values ${values}) as r(id, quantity)
    where v.id = r.id
    returning v.product_id as "productId"`),
  );
  await refreshProductDefaults(tx, [...new Set(restocked.map((row) => Number(row.productId)))]);
}

/** A variant that could stand in for an order line (docs/decisions/032), with its product's name and image. */
export type SubstituteRow = {
  productId: number;
  variantId: number;
  title: string;
  label: string;
  image: string;
  price: number;
  countInStock: number;
};

/**
 * Variants on sale with at least `quantity` in stock at most `maxPrice`, other than `variantId`: the product's own
 * other packs, then its sub-category's (its category's when it has none), nearest price first.
 */
export async function findSubstitutes(
  db: Database,
  input: { productId: number; variantId: number | null; maxPrice: number; quantity: number; limit: number },
): Promise<SubstituteRow[]> {
  const [source] = await db
    .select({ catId: products.catId, subCatId: products.subCatId })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!source) return [];
  const sameProduct = sql<boolean>`${products.id} = ${input.productId}`;
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      title: products.name,
      label: productVariants.label,
      images: products.images,
      price: productVariants.price,
      countInStock: productVariants.countInStock,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        or(
          eq(products.id, input.productId),
          source.subCatId === null ? eq(products.catId, source.catId) : eq(products.subCatId, source.subCatId),
        ),
        onSale,
        gte(productVariants.countInStock, input.quantity),
        lte(productVariants.price, input.maxPrice),
        input.variantId === null ? undefined : ne(productVariants.id, input.variantId),
      ),
    )
    .orderBy(sql`${sameProduct} desc`, sql`${productVariants.price} desc`, asc(products.name), asc(productVariants.id))
    .limit(input.limit);
  return rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? '' }));
}

/** Each product's category names, archived products included (packing slips of orders placed before an archive). */
export async function findProductCategories(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; catName: string; subCatName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, catName: products.catName, subCatName: products.subCatName })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Products' names by id, archived ones too (the back office names what a review or order line is about). */
export async function productTitles(db: Database, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
}

/** Inside a transaction: one product's row locked, on sale or archived; false when there is none. */
export async function lockAnyProduct(tx: Database, id: number): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return rows.length > 0;
}
