/**
 * Query plans of the catalogue's hot statements on a large catalogue: each listing sort with and without every
 * filter, its total, featured, related, reviews and search. The statements are the ones the services send
 * (captured with a drizzle logger), explained with their parameters.
 *   DATABASE_URL=postgres://… node --import tsx bench/search-plans.ts
 *   PGLITE_DIR=./data/db node --import tsx bench/search-plans.ts
 */
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { rowsOf, startPglite, type Database } from '#src/db/client';
import { lockDataDir } from '#src/db/data-dir-lock';
import { databaseOptions, loadConfig } from '#src/server/config';
// A measuring script, not served code: it opens its own Drizzle over the whole schema and calls the services.
import * as schema from '#src/db/schema/index';
import * as catalog from '#src/server/modules/catalog/catalog.service';
import { searchProducts } from '#src/server/modules/catalog/search/search.service';
import { listReviews } from '#src/server/modules/reviews/index';

type Raw = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
const captured: { query: string; params: unknown[] }[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };

let raw: Raw;
let db: Database;
const url = process.env['DATABASE_URL'];
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  raw = pool;
  db = drizzleNodePg(pool, { schema, logger }) as unknown as Database;
} else {
  const dir = process.env['PGLITE_DIR'] ?? './data/db';
  // Its own PGlite (no openDatabase, for the logger), so the lock openDatabase takes: a server running on the
  // directory is refused, not corrupted. Released when the script exits. The server's settings, so its plans.
  lockDataDir(dir);
  const client = await startPglite(dir, databaseOptions(loadConfig(process.env)).pgliteSharedBuffersMb);
  raw = client;
  db = drizzlePglite(client, { schema, logger }) as unknown as Database;
}

const [big] = rowsOf<{ cat: number; sub: number; product: number }>(
  await db.execute(sql`select p.cat_id as cat, p.sub_cat_id as sub, min(p.id) as product from products p
    group by 1, 2 order by count(*) desc limit 1`),
);
if (!big) throw new Error('No products: fill the catalogue first (npm run seed:large)');
const filters = { minPrice: 500, maxPrice: 20000, rating: 3, location: 'India' };
const paging = { page: 3, perPage: 20 };

async function explain(title: string, run: () => Promise<unknown>) {
  await db.execute(sql`update catalog_state set version = version + 1`); // no cached answers
  captured.length = 0;
  await run();
  for (const { query, params } of captured) {
    if (!/^select/i.test(query) || /catalog_state|set_config/.test(query)) continue;
    const plan = await raw.query(`explain (analyze, costs off, timing off, summary off) ${query}`, params);
    const lines = plan.rows.map((row) => String(Object.values(row)[0]));
    console.log(`\n## ${title}\n${query.slice(0, 160)}…\n${lines.join('\n')}`);
  }
}

for (const sort of ['newest', 'price-asc', 'price-desc', 'rating'] as const) {
  await explain(`category, ${sort}`, () => catalog.listProducts(db, { catId: big.cat, sort, ...paging }));
  await explain(`sub-category, ${sort}, every filter`, () =>
    catalog.listProducts(db, { subCatId: big.sub, sort, ...filters, ...paging }),
  );
}
await explain('category, every filter, price-asc', () =>
  catalog.listProducts(db, { catId: big.cat, sort: 'price-asc', ...filters, ...paging }),
);
await explain('featured in India', () => catalog.listFeatured(db, 'India'));
await explain('related', () => catalog.listRelated(db, big.product, undefined));
await explain('reviews', () => listReviews(db, big.product));
await explain('search "milk"', () => searchProducts(db, { q: 'milk', page: 1, perPage: 20 }));
await explain('search "chocolte"', () => searchProducts(db, { q: 'chocolte', page: 1, perPage: 20 }));
process.exit(0);
