/**
 * Issue 17 §4: the catalogue at a million products on PostgreSQL. A database of its own (`kirana_bench_million`,
 * filled by `scripts/seed-large.ts` like the others, without orders), then the back office's product list in-process
 * (bench/admin-products.ts), then the real server: requests per second of /api/health, a category listing and a
 * filtered listing, and the 200 mixed search queries timed by the server.
 */
import { MILLION_DATABASE, prepareEngine } from './databases';
import { fixturesOf } from './in-process';
import { logFile, runJsonScript } from './json-script';
import { measureSearch, type SearchLatency } from './latency';
import type { BenchOptions } from './options';
import type { AdminProductsReport } from './report';
import { startServer } from './server';
import { round } from './stats';
import { measureThroughput, type Throughput } from './throughput';

export type MillionReport = {
  products: number;
  categoryId: number;
  categorySize: number;
  seedSeconds: number;
  throughput: (Throughput & { ratio: number })[];
  search: SearchLatency;
  adminProducts: AdminProductsReport;
};

export async function measureMillion(options: BenchOptions, say: (line: string) => void): Promise<MillionReport> {
  say(`\n== postgres at ${options.million.toLocaleString('en')} products ==`);
  let started = performance.now();
  const target = await prepareEngine(
    'postgres',
    { ...options, products: options.million, adminOrders: 0 },
    logFile('seed-postgres-million'),
    { database: MILLION_DATABASE, kept: 'postgres-million' },
  );
  const seedSeconds = round((performance.now() - started) / 1000);
  const fixtures = await fixturesOf(target);
  say(
    `  ${fixtures.productCount.toLocaleString('en')} products ready in ${seedSeconds} s; category ${fixtures.categoryId} (${fixtures.categorySize.toLocaleString('en')} products)`,
  );

  started = performance.now();
  const adminProducts = await runJsonScript<AdminProductsReport>('bench/admin-products.ts', target, 'postgres-million');
  const all = adminProducts.scenarios.find((s) => s.name === 'all');
  say(`  back-office product list: CPU p95 ${all?.cpu[1]} ms, wall p95 ${all?.wall[1]} ms`);

  const server = await startServer(target, options.buildDir, logFile('server-postgres-million'));
  try {
    const category = `/api/products/catId?catId=${fixtures.categoryId}`;
    say('  requests per second:');
    const throughput = await measureThroughput(
      server.origin,
      server.pid,
      [
        { key: 'health', label: 'Health', path: '/api/health' },
        { key: 'listing', label: 'Category listing', path: category },
        {
          key: 'filtered',
          label: 'Filtered listing',
          path: `${category}&minPrice=150&maxPrice=1000&rating=4&location=India`,
        },
      ],
      options,
      say,
    );
    const health = throughput.find((t) => t.key === 'health')!.rps;
    started = performance.now();
    const search = await measureSearch(server.origin, fixtures.words, options.searchQueries);
    say(
      `  search: server-side p50 ${search.server.p50} ms, p95 ${search.server.p95} ms over ${search.n} queries (${round((performance.now() - started) / 1000)} s)`,
    );
    return {
      products: fixtures.productCount,
      categoryId: fixtures.categoryId,
      categorySize: fixtures.categorySize,
      seedSeconds,
      throughput: throughput.map((t) => ({ ...t, ratio: round(t.rps / health, 2) })),
      search,
      adminProducts,
    };
  } finally {
    await server.stop();
  }
}
