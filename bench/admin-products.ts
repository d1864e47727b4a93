/**
 * Server-side latency of the back office's product list (issue 14: p95 ≤ 50 ms at 100,000 products), after
 * `npm run seed:large`:
 *   DATABASE_URL=postgres://… node --import tsx bench/admin-products.ts
 *   PGLITE_DIR=./data/db node --import tsx bench/admin-products.ts
 * `--json` prints one JSON line for `npm run bench` (p50 and p95 per scenario, wall and CPU, in ms).
 * Every request goes through app.inject as a signed-in admin (routing, the role check, validation, database,
 * serialisation; no socket). The admin list is not cached, so every request reads the database. Besides wall-clock
 * time it reports CPU time per request (this process plus, on PostgreSQL, its one server backend), which is what
 * the wall-clock time would be on an idle machine.
 */
import { measuredApp } from './lib/measured-app';
import { p50p95, type Scenario } from './lib/stats';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/client';
import { signedInUser } from '#src/test/auth';

const { database, config, app, productCount, cpuMs } = await measuredApp({
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-keys',
});
const admin = await signedInUser(
  { db: database.db, config },
  { isAdmin: true, email: `bench-${Date.now()}@example.com` },
);

const json = process.argv.includes('--json');
const scenarios: Scenario[] = [];
const all: { wall: number[]; cpu: number[] } = { wall: [], cpu: [] };
/** Every request's CPU time, for `SLOWEST=n`: the n most expensive URLs, to see what a p95 is made of. */
const byUrl: { url: string; cpu: number }[] = [];
async function measure(name: string, urls: string[]) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const url of urls) {
    const start = performance.now();
    const startCpu = cpuMs();
    const response = await app.inject({ method: 'GET', url, headers: admin.headers });
    cpu.push(cpuMs() - startCpu);
    wall.push(performance.now() - start);
    byUrl.push({ url, cpu: cpu.at(-1)! });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  all.wall.push(...wall);
  all.cpu.push(...cpu);
  scenarios.push({ name, n: urls.length, wall: p50p95(wall), cpu: p50p95(cpu) });
}

const words = rowsOf<{ w: string }>(
  await database.db.execute(sql`
    select distinct lower(w) as w from (
      select regexp_split_to_table(name, '[^[:alpha:]]+') as w from (select name from products order by id limit 2000) p) x
    where length(w) >= 4 order by 1 limit 60`),
).map((r) => r.w);
const skus = rowsOf<{ sku: string }>(
  await database.db.execute(sql`select sku from product_variants order by id desc limit 30`),
).map((r) => r.sku);
const categories = rowsOf<{ id: number }>(await database.db.execute(sql`select id from categories order by id`)).map(
  (r) => r.id,
);
const list = (query: string) => `/api/admin/products?${query}`;
const sorts = ['newest', 'name', 'price-asc', 'price-desc', 'stock'];
const pages = [1, 2, 50, 500];

// Warm the JIT and the database's buffers a little, as a running server would be.
for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: list(`page=${i + 1}`), headers: admin.headers });

await measure(
  'all products, each sort, pages 1-500',
  sorts.flatMap((sort) => pages.map((page) => list(`sort=${sort}&page=${page}`))),
);
await measure(
  'by category or sub-category, each sort',
  categories.flatMap((id) => sorts.slice(0, 3).map((sort) => list(`catId=${id}&sort=${sort}&page=2`))),
);
await measure('stock low / out', [
  ...categories.slice(0, 10).map((id) => list(`catId=${id}&stock=low`)),
  list('stock=low'),
  list('stock=out'),
  list('stock=low&page=20'),
  list('stock=out&sort=name'),
]);
await measure(
  'search (a word), newest',
  words.map((w) => list(`q=${encodeURIComponent(w)}`)),
);
await measure(
  'search (a word) in a category, low stock',
  words
    .slice(0, 30)
    .map((w, i) => list(`q=${encodeURIComponent(w)}&catId=${categories[i % categories.length]}&stock=low`)),
);
await measure(
  'SKU',
  skus.map((s) => list(`q=${encodeURIComponent(s)}`)),
);
await measure('archived', [list('archived=true'), list('archived=true&sort=name'), list('archived=true&q=rice')]);
scenarios.push({ name: 'all', n: all.wall.length, wall: p50p95(all.wall), cpu: p50p95(all.cpu) });

const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
if (json) {
  console.log(JSON.stringify({ engine: database.engine, products: productCount, load: Number(load), scenarios }));
} else {
  console.log(
    `\n${database.engine}, ${productCount} products, load average ${load} — admin list, ms per request (server-side, app.inject)\n`,
  );
  const rows = scenarios.map((s) => [s.name, String(s.n), ...s.wall.map(String), ...s.cpu.map(String)]);
  const header = ['what', 'n', 'wall p50', 'wall p95', 'cpu p50', 'cpu p95'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}
const slowest = Number(process.env['SLOWEST'] ?? 0);
if (slowest > 0) {
  console.log(`\nThe ${slowest} most expensive requests (CPU ms):`);
  for (const { url, cpu } of byUrl.sort((a, b) => b.cpu - a.cpu).slice(0, slowest))
    console.log(`${cpu.toFixed(1).padStart(8)}  ${url}`);
}
await app.close();
await database.close();
