/**
 * The part of a run that needs the database itself, done before the server starts (the embedded database admits
 * one process at a time):
 * - picks what the load targets (the largest category, a product with reviews, words for search queries) and 60
 *   plain products for the order measurements, whose stock is raised so every order can succeed;
 * - counts the SQL statements of placing a 60-line order the way `checkout/statements.test.ts` does: a second app
 *   whose Drizzle logs every statement it sends (on PostgreSQL that includes BEGIN and COMMIT; PGlite runs those
 *   itself, outside Drizzle's logger). This replaces the former `bench/shopping.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { type Database, openDatabase, rowsOf } from '#src/db/client';
import * as schema from '#src/db/schema/index';
import { createServer } from '#src/server/app';
import { loadConfig } from '#src/server/config';
import { signedInUser } from '#src/test/auth';
import { CARD_DETAILS, GOOD_CARD } from '#src/test/checkout';
import type { EngineTarget } from './databases';
import type { CatalogueEditor } from './first-render';
import { onCleanup } from './processes';
import { latencyOf, type Latency, timed } from './stats';

export const ORDER_LINES = 60;
export const SHIPPING = {
  name: 'Bench Shopper',
  phoneNumber: '9876543210',
  address: '1 Bench Street, Koramangala',
  pincode: '560034',
};
/** The test provider's pay request for a payment order, with the test card that is always accepted. */
export const testCardPayment = (orderId: unknown) => ({ orderId, cardNumber: GOOD_CARD, ...CARD_DETAILS });

export type Fixtures = {
  productCount: number;
  categoryId: number;
  categorySize: number;
  productId: number;
  orderProductIds: number[];
  /** Lower-case words of product and category names (4 letters or more), for search queries. */
  words: string[];
  /** The most frequent word of product names: the load test's search, one with many matches to rank. */
  searchWord: string;
};

export type StatementCount = { perOrder: number[]; max: number; statements: string[]; inProcess: Latency };

async function pickFixtures(db: Database): Promise<Fixtures> {
  const [{ n: productCount } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products`),
  );
  const [largest] = rowsOf<{ id: number; n: number }>(
    await db.execute(
      sql`select cat_id as id, count(*)::int as n from products group by cat_id order by n desc, cat_id limit 1`,
    ),
  );
  if (!largest) throw new Error('the catalogue is empty');
  const [product] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from products where cat_id = ${largest.id} and review_count > 0 and count_in_stock > 0 order by id limit 1 offset 500`,
    ),
  );
  // Plain products (no size/RAM/weight to choose) sold everywhere, made plentiful so every measured order succeeds.
  const plain = rowsOf<{ id: number }>(
    await db.execute(sql`
      with chosen as (
        select id from products where sizes = '{}' and ram = '{}' and weights = '{}' and countries = '{}' order by id limit ${ORDER_LINES}
      ), variants as (
        update product_variants set count_in_stock = 1000000 where product_id in (select id from chosen)
      )
      update products set count_in_stock = 1000000 where id in (select id from chosen)
      returning id`),
  ).map((r) => r.id);
  const words = rowsOf<{ w: string }>(
    await db.execute(sql`
      select distinct lower(w) as w from (
        select regexp_split_to_table(name, '[^[:alpha:]]+') as w from (select name from products order by id limit 5000) p
        union select regexp_split_to_table(name, '[^[:alpha:]]+') from categories) x
      where length(w) >= 4 order by 1`),
  ).map((r) => r.w);
  const [common] = rowsOf<{ w: string }>(
    await db.execute(sql`
      select lower(w) as w from (select regexp_split_to_table(name, '[^[:alpha:]]+') as w from (select name from products order by id limit 5000) p) x
      where length(w) >= 4 group by 1 order by count(*) desc, 1 limit 1`),
  );
  return {
    productCount,
    categoryId: largest.id,
    categorySize: largest.n,
    productId: product!.id,
    orderProductIds: plain.sort((a, b) => a - b),
    words,
    searchWord: common?.w ?? words[0] ?? 'rice',
  };
}

async function countOrderStatements(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  fixtures: Fixtures,
  orders: number,
): Promise<StatementCount> {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db =
    handle.engine === 'postgres'
      ? drizzleNodePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-bench-count-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  // Removed however this ends, also when the app fails to start.
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const app = await createServer({ config, database: { ...handle, db: db as unknown as Database } });
  try {
    const shopper = await signedInUser({ db: handle.db, config }, { name: 'Bench Counter' });
    const post = async (url: string, payload: object) => {
      const response = await app.inject({ method: 'POST', url, headers: shopper.headers, payload });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<Record<string, string>>();
    };
    const perOrder: number[] = [];
    const times: number[] = [];
    let last: string[] = [];
    // Each product's first variant: cart lines point at a variant (decision 020).
    const firstVariant = new Map<number, number>();
    const variantRows = (await handle.db.execute(sql`
      select distinct on (product_id) product_id as "productId", id from product_variants
      where product_id = any(${sql`array[${sql.join(
        fixtures.orderProductIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]`})
      order by product_id, position, id`)) as unknown as { rows: { productId: number; id: number }[] };
    for (const row of variantRows.rows) firstVariant.set(Number(row.productId), Number(row.id));
    for (let run = 0; run < orders; run++) {
      const lines = fixtures.orderProductIds.map((productId, i) => ({
        userId: shopper.id,
        productId,
        variantId: firstVariant.get(productId)!,
        quantity: 1 + (i % 3),
      }));
      await handle.db.insert(schema.cartItems).values(lines);
      const payment = await post('/api/payments/order', {});
      const proof = await post('/api/payments/test/pay', testCardPayment(payment['orderId']!));
      statements.length = 0;
      const [placed, ms] = await timed(() => post('/api/orders/create', { ...SHIPPING, ...proof }));
      if ((placed as unknown as { products: unknown[] }).products.length !== ORDER_LINES)
        throw new Error('the order lost lines');
      perOrder.push(statements.length);
      times.push(ms);
      last = statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 160));
    }
    return { perOrder, max: Math.max(...perOrder), statements: last, inProcess: latencyOf(times) };
  } finally {
    await app.close();
  }
}

/**
 * An administrator of the server about to start (its session signed with the key the server will read from its
 * DATA_DIR) and the measured product's default variant, whose price the first-render measurement changes.
 */
async function catalogueEditor(db: Database, target: EngineTarget, productId: number): Promise<CatalogueEditor> {
  const config = loadConfig({ DATA_DIR: target.dataDir, SEED_DEMO: 'false', PAYMENT_PROVIDER: 'test' });
  const admin = await signedInUser({ db, config }, { isAdmin: true, name: 'Bench Admin' });
  const variant = await editedVariant(db, productId);
  return { token: admin.token, variantId: variant.id, price: variant.price, oldPrice: variant.oldPrice };
}

/**
 * The pack of a product whose price the first-render measurement moves (the first in stock, then the cheapest); also
 * `bench/profile.ts --price-change`, so that both measure the same change.
 */
export async function editedVariant(db: Database, productId: number) {
  const [variant] = rowsOf<{ id: number; price: number; oldPrice: number }>(
    await db.execute(sql`
      select id, price, old_price as "oldPrice" from product_variants where product_id = ${productId}
      order by count_in_stock > 0 desc, price, id limit 1`),
  );
  if (!variant) throw new Error(`product ${productId} has no variant`);
  return variant;
}

/** Opens the engine's database in this process and picks the fixtures alone (the million-product run). */
export async function fixturesOf(target: EngineTarget): Promise<Fixtures> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
  try {
    await handle.migrate();
    return await pickFixtures(handle.db);
  } finally {
    await handle.close();
  }
}

/** Opens the engine's database in this process, picks the fixtures and counts an order's statements; closes it. */
export async function inspectDatabase(target: EngineTarget, countedOrders: number) {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
  try {
    await handle.migrate();
    const fixtures = await pickFixtures(handle.db);
    if (fixtures.orderProductIds.length < ORDER_LINES)
      throw new Error(`only ${fixtures.orderProductIds.length} plain products for the orders`);
    const statements = await countOrderStatements(handle, fixtures, countedOrders);
    const editor = await catalogueEditor(handle.db, target, fixtures.productId);
    return { fixtures, statements, editor };
  } finally {
    await handle.close();
  }
}
