import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSpecs } from '#src/db/seed/artwork/specs';
import { buildDemoCatalogue } from '#src/db/seed/demo-rows';
import { seedLargeCatalogue } from '#src/db/seed/large';
import { seedLargeOrders } from '#src/db/seed/large-orders';
import { rowsOf } from '#src/db/client';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { parseSeedLargeArgs } from './seed-large';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
});
afterAll(async () => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));
const counts = async () =>
  (
    await rows<{ categories: number; products: number; reviews: number; banners: number }>(sql`
    select (select count(*) from categories)::int as categories, (select count(*) from products)::int as products,
           (select count(*) from reviews)::int as reviews, (select count(*) from banners)::int as banners`)
  )[0]!;
/** The empty template gets the demo catalogue first, so generated products have the ids after it. */
const demoProducts = buildDemoCatalogue().products.length;
const indexNames = async () =>
  (
    await rows<{ name: string }>(
      sql`select indexname as name from pg_indexes where tablename in ('products', 'reviews') order by 1`,
    )
  ).map((r) => r.name);

describe('seed:large arguments', () => {
  it('defaults to 100,000 products without a reset', () => {
    expect(parseSeedLargeArgs([])).toEqual({
      products: 100_000,
      reset: false,
      batch: 5000,
      reviews: 4,
      orders: 0,
      help: false,
    });
  });

  it('reads --products, --reset, --batch, --reviews and --orders', () => {
    expect(
      parseSeedLargeArgs(['--products', '500', '--reset', '--batch', '100', '--reviews', '0', '--orders', '250']),
    ).toEqual({
      products: 500,
      reset: true,
      batch: 100,
      reviews: 0,
      orders: 250,
      help: false,
    });
  });

  it('refuses counts that are not whole positive numbers', () => {
    expect(() => parseSeedLargeArgs(['--products', 'lots'])).toThrow(
      '--products must be a whole number of at least 1, got "lots"',
    );
    expect(() => parseSeedLargeArgs(['--products', '0'])).toThrow('--products must be a whole number');
    expect(() => parseSeedLargeArgs(['--products', '2.5'])).toThrow('--products must be a whole number');
  });
});

describe('seedLargeCatalogue', () => {
  it('adds the demo catalogue and then N generated products with their reviews, in batches', async () => {
    const before = await indexNames();
    const progress: number[] = [];
    const result = await seedLargeCatalogue(t.db, {
      products: 500,
      batchSize: 200,
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([200, 400, 500]);
    const after = await counts();
    expect(after.categories).toBeGreaterThanOrEqual(40);
    expect(after.banners).toBeGreaterThanOrEqual(9);
    expect(after.products).toBe(demoProducts + 500);
    expect(result).toMatchObject({ products: 500 });
    expect(result.reviews).toBeGreaterThan(0);
    // The indexes dropped for the load are all back.
    expect(await indexNames()).toEqual(before);
  });

  it('leaves the tables vacuumed and analysed: planner statistics and a visibility map (PGlite has no autovacuum)', async () => {
    const stats = await rows<{ name: string; tuples: number; visible: number }>(sql`
      select relname as name, reltuples::int as tuples, relallvisible::int as visible from pg_class
      where relname in ('products', 'reviews', 'search_terms') and relkind = 'r' order by 1`);
    expect(stats.map((s) => s.name)).toEqual(['products', 'reviews', 'search_terms']);
    for (const table of stats) {
      expect(table.tuples, table.name).toBeGreaterThan(0);
      expect(table.visible, table.name).toBeGreaterThan(0);
    }
    // The planner knows how many products there are (the demo catalogue's and the 500 generated).
    expect(stats.find((s) => s.name === 'products')!.tuples).toBe(demoProducts + 500);
  });

  it('files every generated product under an existing category and sub-category, with demo artwork', async () => {
    const generated = await rows<{
      cat_ok: boolean;
      images: string[];
      price: number;
      old_price: number;
      discount: number;
    }>(sql`
      select (s.parent_id = p.cat_id and s.name = p.sub_cat_name and c.name = p.cat_name) as cat_ok, p.images, p.price,
             p.old_price, p.discount
      from products p join categories s on s.id = p.sub_cat_id join categories c on c.id = p.cat_id
      where p.id > ${demoProducts}`);
    expect(generated).toHaveLength(500);
    const rendered = new Set(artworkSpecs().map((s) => s.name));
    for (const p of generated) {
      expect(p.cat_ok).toBe(true);
      expect(p.images.every((name) => rendered.has(name))).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(100);
      expect(p.price).toBeLessThanOrEqual(60000);
      expect(p.discount).toBe(Math.round(((p.old_price - p.price) / p.old_price) * 100));
    }
  });

  it('gives generated products 2 to 4 variants on average, the product row carrying its default one', async () => {
    const [stats] = await rows<{ average: number; without: number; mismatched: number }>(sql`
      select avg(n)::float8 as average,
        count(*) filter (where n = 0)::int as without,
        count(*) filter (where n <> p.variant_count or p.price <> d.price or p.count_in_stock <> d.count_in_stock)::int
          as mismatched
      from products p
      cross join lateral (select count(*)::int as n from product_variants v where v.product_id = p.id) c
      cross join lateral (
        select v.price, v.count_in_stock from product_variants v where v.product_id = p.id
        order by (v.count_in_stock > 0) desc, v.price, v.position limit 1) d
      where p.id > ${demoProducts}`);
    expect(stats!.without).toBe(0);
    expect(stats!.mismatched).toBe(0);
    expect(stats!.average).toBeGreaterThanOrEqual(2);
    expect(stats!.average).toBeLessThanOrEqual(4);
  });

  it("keeps ratings equal to the reviews' average and makes the products findable", async () => {
    const mismatched = await rows(sql`
      select p.id from products p left join reviews r on r.product_id = p.id
      group by p.id
      having p.review_count <> count(r.id) or abs(p.rating - coalesce(round(avg(r.customer_rating)::numeric, 1), 0)) > 0.001`);
    expect(mismatched).toEqual([]);
    const found = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where search_vector @@ plainto_tsquery('english', 'organic')`,
    );
    expect(found[0]!.n).toBeGreaterThan(0);
  });

  it('appends on a second run with unique slugs, and starts over with reset', async () => {
    const first = await counts();
    await seedLargeCatalogue(t.db, { products: 300 });
    const second = await counts();
    expect(second.products).toBe(first.products + 300);
    expect(second.categories).toBe(first.categories);
    const dupes = await rows(sql`select slug from products group by slug having count(*) > 1`);
    expect(dupes).toEqual([]);

    await seedLargeCatalogue(t.db, { products: 100, reset: true });
    const reset = await counts();
    expect(reset.categories).toBe(first.categories);
    expect(reset.products).toBe(demoProducts + 100);
    expect(reset.banners).toBe(first.banners);
  });
});

describe('seedLargeOrders (--orders N)', () => {
  it('adds N orders with lines on real packs over the last 90 days, statuses by age, indexes back', async () => {
    const orderIndexes = async () =>
      (
        await rows<{ name: string }>(
          sql`select indexname as name from pg_indexes where tablename in ('orders', 'order_lines') order by 1`,
        )
      ).map((r) => r.name);
    const before = await orderIndexes();
    const now = new Date('2026-11-20T12:00:00Z');
    const progress: number[] = [];
    const result = await seedLargeOrders(t.db, {
      orders: 600,
      batchSize: 250,
      now,
      onProgress: (n) => progress.push(n),
    });
    expect(progress).toEqual([250, 500, 600]);
    expect(result).toMatchObject({ orders: 600, customers: 50 });
    const [stats] = await rows<{
      orders: number;
      oldest: string;
      newest: string;
      wrong_amounts: number;
      unknown_variants: number;
      statuses: string[];
      recent_delivered_share: number;
      old_open: number;
    }>(sql`
      select count(*)::int as orders, min(o.created_at)::text as oldest, max(o.created_at)::text as newest,
        count(*) filter (where o.amount <> (select sum(sub_total) from order_lines l where l.order_id = o.id))::int
          as wrong_amounts,
        (select count(*) from order_lines l left join product_variants v on v.id = l.variant_id
          where v.id is null)::int as unknown_variants,
        array_agg(distinct o.status order by o.status) as statuses,
        (count(*) filter (where o.created_at > ${now}::timestamptz - interval '1 day' and o.status = 'delivered'))::int
          as recent_delivered_share,
        (count(*) filter (where o.created_at < ${now}::timestamptz - interval '30 days'
          and o.status in ('packed', 'out_for_delivery')))::int as old_open
      from orders o`);
    expect(stats!.orders).toBe(600);
    expect(result.lines).toBeGreaterThanOrEqual(600);
    expect(new Date(stats!.oldest).getTime()).toBeGreaterThanOrEqual(now.getTime() - 90 * 24 * 3600_000);
    expect(new Date(stats!.newest).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(stats!.wrong_amounts).toBe(0);
    expect(stats!.unknown_variants).toBe(0);
    expect(stats!.statuses).toEqual(expect.arrayContaining(['cancelled', 'delivered', 'pending']));
    // Nothing placed today is delivered yet, nothing old is still on its way.
    expect(stats!.recent_delivered_share).toBe(0);
    expect(stats!.old_open).toBe(0);
    expect(await orderIndexes()).toEqual(before);
  });
});
