import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../client';
import { insertDemoCatalogueIfEmpty, vacuumCatalogue } from './index';
import { generateProduct, type SubCategoryRef, templatesFor } from './large-products';
import { createRandom } from './prng';

export type LargeSeedOptions = {
  products: number;
  /** Empty the catalogue (and what hangs off it: reviews, carts, wish lists) first. */
  reset?: boolean;
  batchSize?: number;
  /** Reviews per product are 0..maxReviews. */
  maxReviews?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
};

export type LargeSeedResult = { products: number; reviews: number; ms: number };

/**
 * One statement per batch: the rows travel as a single JSON parameter, products are inserted from
 * `jsonb_to_recordset`, and their reviews in the same statement (joined back by the unique slug).
 */
async function insertBatch(db: Database, json: string): Promise<number> {
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb) as x(
        name text, slug text, description text, brand text, price integer, old_price integer, discount integer,
        rating real, review_count integer, count_in_stock integer, cat_id integer, sub_cat_id integer,
        cat_name text, sub_cat_name text, images text[], sizes text[], ram text[], weights text[], countries text[],
        is_featured boolean, created_at timestamptz, net_quantity double precision, unit text,
        unit_price double precision, variant_count integer, in_stock_prices int4multirange, max_in_stock_price integer,
        min_stock integer, facts jsonb, reviews jsonb, variants jsonb)
    ), inserted as (
      insert into products (name, slug, description, brand, price, old_price, discount, rating, review_count,
        count_in_stock, cat_id, sub_cat_id, cat_name, sub_cat_name, images, sizes, ram, weights, countries,
        is_featured, created_at, updated_at, net_quantity, unit, unit_price, variant_count, in_stock_prices,
        max_in_stock_price, min_stock, facts)
      select name, slug, description, brand, price, old_price, discount, rating, review_count,
        count_in_stock, cat_id, sub_cat_id, cat_name, sub_cat_name, images, sizes, ram, weights, countries,
        is_featured, created_at, created_at, net_quantity, unit, unit_price, variant_count, in_stock_prices,
        max_in_stock_price, min_stock, facts
      from input
      returning id, slug
    ), packs as (
      insert into product_variants (product_id, sku, label, size, ram, weight, price, old_price, discount,
        count_in_stock, net_quantity, unit, position, created_at, updated_at)
      select inserted.id, v.sku, v.label, v.size, v.ram, v.weight, v.price, v.old_price, v.discount,
        v.count_in_stock, v.net_quantity, v.unit, v.position, input.created_at, input.created_at
      from inserted
      join input using (slug)
      cross join lateral jsonb_to_recordset(input.variants)
        as v(sku text, label text, size text, ram text, weight text, price integer, old_price integer,
          discount integer, count_in_stock integer, net_quantity double precision, unit text, position integer)
      returning 1
    ), added as (
      insert into reviews (product_id, customer_name, review, customer_rating, created_at)
      select inserted.id, r.customer_name, r.review, r.customer_rating, r.created_at
      from inserted
      join input using (slug)
      cross join lateral jsonb_to_recordset(input.reviews)
        as r(customer_name text, review text, customer_rating real, created_at timestamptz)
      returning 1
    )
    select count(*)::integer as reviews from added`);
  return Number(rowsOf(result)[0]?.['reviews'] ?? 0);
}

/**
 * Secondary indexes of the tables being filled (not those behind constraints). Building them once after the load
 * is several times faster than keeping them up to date row by row, GIN ones above all.
 */
async function secondaryIndexes(db: Database): Promise<{ name: string; def: string }[]> {
  return rowsOf(
    await db.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i
      where i.indrelid in ('products'::regclass, 'reviews'::regclass, 'product_variants'::regclass)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`),
  ) as { name: string; def: string }[];
}

/**
 * Adds `products` generated products (plus their reviews) to the demo categories in one transaction (a failure
 * leaves the database as it was), rebuilds the indexes and runs VACUUM ANALYZE at the end (PGlite has no autovacuum:
 * without it the planner has no statistics and the listing totals cannot be index-only scans).
 */
export async function seedLargeCatalogue(db: Database, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = performance.now();
  const { products: total, batchSize = 5000, maxReviews = 4, seed = 7 } = options;
  let reviewCount = 0;
  await db.transaction(async (tx) => {
    if (options.reset)
      await tx.execute(sql`truncate reviews, product_variants, products, banners, categories restart identity cascade`);
    await insertDemoCatalogueIfEmpty(tx as unknown as Database);

    const subs = rowsOf(
      await tx.execute(sql`
        select s.id, s.parent_id as "catId", s.slug, s.name, c.name as "catName"
        from categories s join categories c on c.id = s.parent_id`),
    ) as SubCategoryRef[];
    const groups = templatesFor(subs);
    if (groups.length === 0)
      throw new Error('No demo sub-categories found: run with --reset to start from the demo catalogue.');
    const [{ offset = 0 } = {}] = rowsOf(
      await tx.execute(sql`select coalesce(max(id), 0)::integer as "offset" from products`),
    ) as { offset?: number }[];

    const indexes = await secondaryIndexes(tx as unknown as Database);
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));

    const random = createRandom(seed + offset);
    let done = 0;
    while (done < total) {
      const size = Math.min(batchSize, total - done);
      const batch = Array.from({ length: size }, (_, i) =>
        generateProduct(random, random.pick(groups), offset + done + i + 1, maxReviews),
      );
      reviewCount += await insertBatch(tx as unknown as Database, JSON.stringify(batch));
      done += size;
      options.onProgress?.(done, total);
    }
    // The catalogue-version triggers are deferred to commit, and PostgreSQL builds no index on a table with
    // pending trigger events: fire them now.
    await tx.execute(sql`set constraints all immediate`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.def));
  });
  await vacuumCatalogue(db);
  return { products: total, reviews: reviewCount, ms: Math.round(performance.now() - started) };
}
