/**
 * The back office's catalogue CSV on a large catalogue (issue 14): export every product (streamed) and import
 * 10,000 rows (dry run, then the real run in one transaction). Prints wall time and the process's peak memory.
 *
 *   DATA_DIR=/tmp/kirana-csv npm run seed:large -- --reset      (100,000 products; once)
 *   DATA_DIR=/tmp/kirana-csv node --import tsx bench/csv.ts [--rows 10000]
 *   DATABASE_URL=postgres://… node --import tsx bench/csv.ts
 *   … bench/csv.ts --export-only     (the export alone: compare its peak on a small and a large catalogue)
 *
 * The app runs in this process and listens on 127.0.0.1 (a random port); the export is read over the socket in
 * chunks and counted, never held, so the peak shows what the server keeps. The import's file is built from the
 * first products of the export: half its rows change an existing pack's price (update by SKU), half add new
 * products of two packs each (handles). The import writes to the database: run it on a bench copy.
 */
import { mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '#src/db/client';
import { createServer } from '#src/server/app';
import { loadConfig } from '#src/server/config';
import { CSV_COLUMNS } from '#src/server/modules/catalog/csv/csv.format';
import { signedInUser } from '#src/test/auth';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '10000' }, 'export-only': { type: 'boolean', default: false } },
});
const importRows = Number(values.rows);
const dataDir = process.env['DATA_DIR'] || './data';
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kirana-csv-bench-')),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: 'warn',
});
const app = await createServer({ config, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const admin = await signedInUser({ db: database.db, config }, { isAdmin: true, name: 'Bench Admin' });

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(0);
/** Peak RSS and heap while `work` runs, sampled every 20 ms (plus before and after). */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    return await work();
  } finally {
    sample();
    clearInterval(timer);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const used = process.cpuUsage(cpu);
    const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
    console.log(
      `${label}: ${seconds} s wall, ${cpuSeconds} s CPU (load ${os.loadavg()[0]!.toFixed(1)}); RSS ${mb(before.rss)} → peak ${mb(peakRss)} MB, heap ${mb(before.heapUsed)} → ` +
        `peak ${mb(peakHeap)} MB`,
    );
  }
}

const [{ products = 0, variants = 0 } = {}] = rowsOf<{ products: number; variants: number }>(
  await database.db.execute(
    sql`select (select count(*)::int from products) as products, (select count(*)::int from product_variants) as variants`,
  ),
);
console.log(`${database.engine}: ${products.toLocaleString('en')} products, ${variants.toLocaleString('en')} variants`);

// ── Export: read over the socket, counted and dropped; the first rows are kept for the import's file ──────────────
type Row = Record<(typeof CSV_COLUMNS)[number], string>;
const kept: Row[] = [];
const keep = Math.ceil(importRows / 2);
await measured('export', async () => {
  const response = await fetch(`${address}/api/admin/export/products.csv`, { headers: admin.headers });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  // Only the first rows are parsed (for the import's file); every chunk is counted by its line ends.
  const parser = parse({ columns: true });
  let bytes = 0;
  let lines = 0;
  const collecting = (async () => {
    for await (const record of parser) {
      kept.push(record as Row);
      if (kept.length >= keep) break;
    }
  })();
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
    if (!parser.destroyed && kept.length < keep) parser.write(chunk);
  }
  if (!parser.destroyed) parser.end();
  await collecting;
  console.log(`  ${mb(bytes)} MB of CSV, ${lines.toLocaleString('en')} lines`);
});

if (values['export-only']) {
  await app.close();
  await database.close();
  process.exit(0);
}

// ── Import: half price changes by SKU, half new products of two packs ─────────────────────────────────────────────
const updates = kept.map((row) => ({
  ...row,
  price: String(Number(row.price) + 1),
  old_price: String(Math.max(Number(row.old_price), Number(row.price) + 1)),
}));
const template = kept[0]!;
const run = Date.now().toString(36);
const fresh: Row[] = [];
for (let i = 0; fresh.length < importRows - updates.length; i += 1) {
  for (const [n, pack] of [
    [1, '500 g'],
    [2, '1 kg'],
  ] as const) {
    fresh.push({
      ...template,
      product: `bench-${run}-${i}`,
      name: `Bench Product ${run} ${i}`,
      facts: '',
      sku: `BENCH-${run}-${i}-${n}`,
      label: pack,
      size: '',
      ram: '',
      weight: pack,
      price: String(100 * n + (i % 50)),
      old_price: String(120 * n + (i % 50)),
      stock: String(i % 20),
      net_quantity: n === 1 ? '500' : '1',
      unit: n === 1 ? 'g' : 'kg',
    });
  }
}
const rows = [...updates, ...fresh].slice(0, importRows);
const file = stringify(
  rows.map((row) => CSV_COLUMNS.map((column) => row[column])),
  { header: true, columns: [...CSV_COLUMNS] },
);
console.log(`import file: ${rows.length.toLocaleString('en')} rows, ${(file.length / MB).toFixed(1)} MB`);

async function importFile(dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
  const response = await fetch(`${address}/api/admin/import/products?dryRun=${dryRun}`, {
    method: 'POST',
    headers: admin.headers,
    body: form,
  });
  const answer = (await response.json()) as { counts?: unknown; errorCount?: number; msg?: string };
  if (response.status !== 200 || answer.errorCount)
    throw new Error(`import: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  console.log(`  ${JSON.stringify(answer.counts)}`);
}
await measured('import dry run', () => importFile(true));
await measured('import', () => importFile(false));

await app.close();
await database.close();
