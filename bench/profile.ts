/**
 * Where the server's CPU goes for one URL: the whole app (API and pages) in this process on an existing database,
 * the URL requested `--n` times one after the other, V8's sampling profiler on meanwhile; prints the mean time per
 * request and the self time grouped by package (or source folder) and by function.
 *
 *   DATABASE_URL=postgres://…/kirana_bench node --import tsx bench/profile.ts --url / --n 100
 *   DATA_DIR=/tmp/kirana-bench-kept/pglite node --import tsx bench/profile.ts --url '/api/products/catId?catId=2'
 *
 * Needs a web build (BUILD_DIR, default build-bench) for pages. `--encoding br` asks for compressed answers.
 * Several `--url`s are requested in turn (`--n` rounds of all of them): distinct search texts, say, so that the
 * catalogue cache cannot answer them (`--warm 0` keeps the first round cold). `--change`: before each request a
 * catalogue write (a category's name set to itself, which every page shows: since decision 067 a product's change
 * leaves other products' answers and pages kept) empties the catalogue and page caches, so every request is the
 * first render after a catalogue change (issue 17 §2); the write's own client time is in the figures (~0.2 ms).
 * `--price-change`: before each request the price of the pack the bench's first-render row edits goes up one paisa
 * and back in turn, MRP raised with it where needed (`editedVariant`; the product of a `/product/:id` URL, else
 * `--product`), written to the database directly (the catalogue's triggers tell the caches, as after the back
 * office's edit): a change to one product's cards, which drops that product's answers and the pages and listings
 * that show its card. The pack's price and MRP are put back at the end.
 * `--unique`: each request's query gets its own `r=N`, so the page cache misses while the catalogue cache holds: the
 * render alone, without the catalogue reads. `--no-sampling` leaves the profiler off (its thread costs ~15 % CPU).
 */
import { Session } from 'node:inspector/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

// Before React is first loaded: it picks its production or development build from NODE_ENV at that moment.
process.env['NODE_ENV'] = 'production';
const { openDatabase } = await import('#src/db/client');
const { sql } = await import('drizzle-orm');
const { createServer } = await import('#src/server/app');
const { databaseOptions, loadConfig } = await import('#src/server/config');
const { loadServerBuild } = await import('#src/server/plugins/web');
const { editedVariant } = await import('./lib/in-process');

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true, default: ['/'] },
    n: { type: 'string', default: '100' },
    warm: { type: 'string', default: '10' },
    encoding: { type: 'string' },
    top: { type: 'string', default: '15' },
    change: { type: 'boolean', default: false },
    'price-change': { type: 'boolean', default: false },
    product: { type: 'string' },
    unique: { type: 'boolean', default: false },
    'no-sampling': { type: 'boolean', default: false },
  },
});
const urls = values.url;
const runs = Number(values.n) * urls.length;
const buildDir = process.env['BUILD_DIR'] || 'build-bench';
const scratch = process.env['DATA_DIR'] ? undefined : mkdtempSync(path.join(tmpdir(), 'kirana-profile-'));
const dataDir = process.env['DATA_DIR'] || scratch!;
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  BUILD_DIR: buildDir,
  LOG_LEVEL: 'warn',
});
const database = await openDatabase(databaseOptions(config));
const app = await createServer({ config, database, web: { build: await loadServerBuild(buildDir), buildDir } });
const headers = values.encoding ? { 'accept-encoding': values.encoding } : {};
let next = 0;
let requested = 0;
type Variant = Awaited<ReturnType<typeof editedVariant>>;
/** `--price-change`: each product's edited pack as it was before the first change. */
const edited = new Map<number, Variant>();
// As the bench's edit through the back office: the MRP is never below the price.
const setPrice = (variant: Variant, price: number) =>
  database.db.execute(
    sql`update product_variants set price = ${price}, old_price = ${Math.max(variant.oldPrice, price)}
      where id = ${variant.id}`,
  );
const request = async () => {
  const address = urls[next++ % urls.length]!;
  requested += 1;
  const url = values.unique ? `${address}${address.includes('?') ? '&' : '?'}r=${requested}` : address;
  if (values.change)
    await database.db.execute(sql`update categories set name = name where id = (select min(id) from categories)`);
  if (values['price-change']) {
    const product = Number(/^\/product\/(\d+)/.exec(address)?.[1] ?? values.product);
    if (!Number.isInteger(product)) throw new Error('--price-change needs a /product/:id URL or --product N');
    const variant = edited.get(product) ?? (await editedVariant(database.db, product));
    edited.set(product, variant);
    await setPrice(variant, variant.price + (requested % 2));
  }
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return response.rawPayload.length;
};

for (let i = 0; i < Number(values.warm); i++) await request(); // warm caches and the JIT
next = 0;
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
if (!values['no-sampling']) await session.post('Profiler.start');
const cpu = process.cpuUsage();
const started = performance.now();
let bytes = 0;
for (let i = 0; i < runs; i++) bytes = await request();
const wallMs = (performance.now() - started) / runs;
const used = process.cpuUsage(cpu);
const { profile } = values['no-sampling']
  ? { profile: { nodes: [], samples: [], timeDeltas: [] } satisfies Profile }
  : ((await session.post('Profiler.stop')) as { profile: Profile });
session.disconnect();

// Self time per node from the samples, then grouped.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const groupOf = (url: string) => {
  if (!url) return '(native, GC, idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node core';
  const local = /\/work\/[^/]+\/(.*)\/[^/]+$/.exec(url.replace('file://', ''))?.[1];
  return local ?? url;
};
const sum = (key: (n: Node) => string) => {
  const totals = new Map<string, number>();
  for (const [id, ms] of self) {
    const k = key(byId.get(id)!);
    totals.set(k, (totals.get(k) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
};
const print = (title: string, rows: [string, number][]) => {
  console.log(`\n${title}`);
  for (const [k, ms] of rows)
    console.log(
      `  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${(ms / runs).toFixed(2).padStart(7)} ms/req  ${k}`,
    );
};

console.log(
  `${urls.length === 1 ? urls[0] : `${urls.length} URLs`} on ${database.engine}: ${runs} requests, ${wallMs.toFixed(1)} ms each (wall), ` +
    `${((used.user + used.system) / 1000 / runs).toFixed(1)} ms CPU each, ${(bytes / 1024).toFixed(1)} KB answer`,
);
print(
  'Self time by package or folder',
  sum((n) => groupOf(n.callFrame.url)),
);
print(
  'Self time by function',
  sum((n) => `${n.callFrame.functionName || '(anonymous)'} ${groupOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`),
);
for (const variant of edited.values())
  await database.db.execute(
    sql`update product_variants set price = ${variant.price}, old_price = ${variant.oldPrice} where id = ${variant.id}`,
  );
await app.close();
await database.close();
if (scratch) rmSync(scratch, { recursive: true, force: true });
