/**
 * Server-side latency of the back office's orders list and dashboard (issue 15: p95 at 100,000 orders, docs/decisions/
 * 028), after `npm run seed:large -- --orders 100000`:
 *   DATABASE_URL=postgres://… node --import tsx bench/admin-orders.ts [--json]
 *   PGLITE_DIR=./data/db node --import tsx bench/admin-orders.ts [--json]
 * Like bench/admin-products.ts: every request through app.inject as a signed-in admin (routing, role check,
 * validation, database, serialisation; no socket), wall-clock and CPU time (this process plus, on PostgreSQL, its
 * server backend) per request, p50 and p95 per scenario. `--json` prints one JSON line for `npm run bench`.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/client';
import { ORDER_STATUSES } from '#src/shared/constants';
import { signedInUser } from '#src/test/auth';
import { measuredApp } from './lib/measured-app';
import { p50p95, type Scenario } from './lib/stats';

const json = process.argv.includes('--json');
const { database, config, app, cpuMs } = await measuredApp({
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-keys',
});
const admin = await signedInUser(
  { db: database.db, config },
  { isAdmin: true, email: `bench-orders-${Date.now()}@example.com` },
);
const [{ orders: orderCount = 0, newest = '' } = {}] = rowsOf<{ orders: number; newest: string }>(
  await database.db.execute(sql`select count(*)::int as orders, max(created_at)::text as newest from orders`),
);
if (orderCount === 0) throw new Error('No orders: run npm run seed:large -- --orders 100000 first');

const scenarios: Scenario[] = [];
const all: { wall: number[]; cpu: number[] } = { wall: [], cpu: [] };

async function measure(name: string, urls: string[], rounds = 1) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const url of urls) {
      const start = performance.now();
      const startCpu = cpuMs();
      const response = await app.inject({ method: 'GET', url, headers: admin.headers });
      cpu.push(cpuMs() - startCpu);
      wall.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
  all.wall.push(...wall);
  all.cpu.push(...cpu);
  scenarios.push({ name, n: wall.length, wall: p50p95(wall), cpu: p50p95(cpu) });
}

const sample = rowsOf<{ id: number; email: string; phone: string; name: string }>(
  await database.db.execute(sql`
    select id, email, phone_number as phone, name from orders order by id desc limit 20`),
);
const list = (query: string) => `/api/admin/orders?${query}`;
const lastPage = Math.ceil(orderCount / 50);
const day = (offset: number) =>
  new Date(new Date(newest).getTime() - offset * 24 * 3600_000).toISOString().slice(0, 10);

// Warm the JIT and the database's buffers a little, as a running server would be.
for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: list(`page=${i + 1}`), headers: admin.headers });
await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });

await measure(
  'orders: all, pages 1, 2, 50, 500, last',
  [1, 2, 50, 500, lastPage].map((page) => list(`page=${page}`)),
  4,
);
await measure(
  'orders: each status tab, pages 1 and 20',
  ORDER_STATUSES.flatMap((status) => [list(`status=${status}`), list(`status=${status}&page=20`)]),
  2,
);
await measure(
  'orders: search (id, e-mail, phone, name)',
  sample.flatMap((order) => [
    list(`q=%23${order.id}`),
    list(`q=${encodeURIComponent(order.email.slice(0, 18))}`),
    list(`q=${order.phone.slice(-6)}`),
    list(`q=${encodeURIComponent(order.name.split(' ')[1] ?? order.name)}`),
  ]),
);
await measure(
  'orders: day ranges (1 and 10 days), with a status',
  [0, 5, 20, 60].flatMap((offset) => [
    list(`from=${day(offset)}&to=${day(offset)}`),
    list(`from=${day(offset + 9)}&to=${day(offset)}`),
    list(`from=${day(offset + 9)}&to=${day(offset)}&status=delivered`),
  ]),
);
await measure(
  'dashboard',
  Array.from({ length: 20 }, () => '/api/admin/dashboard'),
);
await measure(
  'overview (stock, admins)',
  Array.from({ length: 10 }, () => '/api/admin/overview'),
);
await measure(
  'customers: newest, deep page, search',
  [
    '/api/admin/customers',
    '/api/admin/customers?page=40',
    ...sample.slice(0, 8).map((order) => `/api/admin/customers?q=${encodeURIComponent(order.email.slice(0, 18))}`),
  ],
  2,
);
await measure(
  'reviews: newest, hidden, 1 star, search',
  ['', 'hidden=true', 'rating=1', 'q=fresh', 'page=20'].map((query) => `/api/admin/reviews?${query}`),
  2,
);
scenarios.push({ name: 'all', n: all.wall.length, wall: p50p95(all.wall), cpu: p50p95(all.cpu) });

const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
if (json) {
  console.log(JSON.stringify({ engine: database.engine, orders: orderCount, load: Number(load), scenarios }));
} else {
  console.log(
    `\n${database.engine}, ${orderCount} orders, load average ${load} — back office orders and dashboard, ms per request (server-side, app.inject)\n`,
  );
  const rows = scenarios.map((s) => [s.name, String(s.n), ...s.wall.map(String), ...s.cpu.map(String)]);
  const header = ['what', 'n', 'wall p50', 'wall p95', 'cpu p50', 'cpu p95'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}
await app.close();
await database.close();
