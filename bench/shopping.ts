/**
 * Shopping latency: add to cart, and placing an order from a 60-line cart (issue 5's budgets: p95 ≤ 20 ms and
 * ≤ 100 ms on PostgreSQL). Requests go through the whole app in-process (`app.inject`: routing, auth, validation,
 * SQL), without a socket.
 *
 *   node --import tsx bench/shopping.ts                       # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/shopping.ts
 *
 * With a server URL a scratch database is created next to the named one and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { cartItems } from '../src/db/schema/index';
import { createServer } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { signedInUser } from '../src/test/auth';
import { createCategory, createProduct } from '../src/test/factories';

const LINES = 60;
const ORDER_RUNS = Number(process.env['BENCH_ORDER_RUNS'] ?? 40);
const ADD_RUNS = Number(process.env['BENCH_ADD_RUNS'] ?? 300);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (n=${samples.length})`;

async function scratchDatabase(): Promise<{ handle: DatabaseHandle; engine: string; drop: () => Promise<void> }> {
  const serverUrl = process.env['BENCH_DATABASE_URL'];
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'kirana-bench-'));
    const handle = await openDatabase({ dataDir: dir, pgliteDataDir: 'memory://' });
    return { handle, engine: 'pglite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `kirana_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '.' });
  return { handle, engine: 'postgres', drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function main() {
  const { handle, engine, drop } = await scratchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-bench-app-'));
  try {
    await handle.migrate();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') });
    const app = await createServer({ config, database: handle });
    const t = { db: handle.db, config };
    const category = await createCategory(handle.db);
    const items = [];
    for (let i = 0; i < Math.max(LINES, ADD_RUNS); i++) {
      items.push(await createProduct(handle.db, { catId: category.id, price: 20 + (i % 50), countInStock: 1_000_000 }));
    }
    const shopper = await signedInUser(t);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: shopper.headers, payload });

    // Add to cart: each run adds a product not yet in the cart.
    const adds: number[] = [];
    for (let i = 0; i < ADD_RUNS; i++) {
      const started = performance.now();
      const response = await post('/api/cart/add', { productId: items[i]!.id, quantity: 1 });
      adds.push(performance.now() - started);
      if (response.statusCode !== 201) throw new Error(`add to cart: ${response.statusCode} ${response.body}`);
    }
    await handle.db.delete(cartItems);

    // Place an order from a 60-line cart; filling the cart and paying are not timed.
    const placements: number[] = [];
    for (let run = 0; run < ORDER_RUNS; run++) {
      await handle.db.insert(cartItems).values(items.slice(0, LINES).map((item, i) => ({ userId: shopper.id, productId: item.id, quantity: 1 + (i % 3) })));
      const payment = (await post('/api/payments/order', {})).json<{ orderId: string }>();
      const proof = (await post('/api/payments/test/pay', { orderId: payment.orderId, cardNumber: '4111111111111111' })).json<Record<string, string>>();
      const started = performance.now();
      const response = await post('/api/orders/create', {
        name: 'Bench Shopper',
        phoneNumber: '9876543210',
        address: '1 Bench Street',
        pincode: '560001',
        ...proof,
      });
      placements.push(performance.now() - started);
      if (response.statusCode !== 201) throw new Error(`place order: ${response.statusCode} ${response.body}`);
    }

    console.log(`Shopping on ${engine} (in-process)`);
    console.log(`  add to cart:             ${summary(adds)}   budget p95 ≤ 20 ms`);
    console.log(`  place ${LINES}-line order:    ${summary(placements)}   budget p95 ≤ 100 ms (PostgreSQL)`);
    await app.close();
  } finally {
    await handle.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
