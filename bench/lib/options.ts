import { parseArgs } from 'node:util';

export type EngineName = 'pglite' | 'postgres';
export const ENGINES: EngineName[] = ['pglite', 'postgres'];

export type BenchOptions = {
  engines: EngineName[];
  products: number;
  /** Seconds of measured load per endpoint, and of warm-up before it. */
  duration: number;
  warmup: number;
  connections: number;
  searchQueries: number;
  orders: number;
  /** Products of the PostgreSQL-only million-product run (issue 17 §4); 0 leaves it out. */
  million: number;
  /** Generated orders in each database for the back office's measurements (bench/admin-orders.ts). */
  adminOrders: number;
  lighthouse: EngineName[];
  /** Lighthouse runs per page; the run with the median performance score is reported. */
  lighthouseRuns: number;
  build: boolean;
  buildDir: string;
  keep: boolean;
  postgresUrl: string;
  quick: boolean;
  help: boolean;
};

export const USAGE = `Usage: npm run bench -- [options]
  --engine pglite|postgres|both   which databases to measure (default both)
  --products N                    generated catalogue size (default 100000)
  --quick                         a short run to check the script: 20,000 products, 3 s per endpoint, fewer samples
  --duration S, --warmup S        seconds of load per endpoint and of warm-up before it (default 8 and 2)
  --connections N                 concurrent connections of the load generator (default 10)
  --orders N                      orders placed from a 60-line cart per engine (default 40)
 --million N                     products of the extra PostgreSQL catalogue measured after the engines (default
                                  1000000: listing, filtered listing, search, back-office product list); 0 skips
                                  it (--quick and --engine pglite: 0 unless given)
  --admin-orders N                generated orders for the back office's list and dashboard (default 100000,
                                  --quick 20000)
  --lighthouse pglite|postgres|both|none
                                  where Lighthouse runs, once per page (default postgres: the pages are the same,
                                  only the time to first byte depends on the database)
  --lighthouse-runs N             Lighthouse runs per page, the median run reported (default 3, --quick 1)
  --no-build                      reuse the web build in BUILD_DIR (default build-bench) instead of building it
  --keep                          keep the generated databases after the run and reuse them on the next --keep run
  --postgres-url URL              PostgreSQL server to create the kirana_bench database on
                                  (default $BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres)`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got "${value}"`);
  return n;
}

function engineList(name: string, value: string | undefined, fallback: EngineName[]): EngineName[] {
  if (value === undefined) return fallback;
  if (value === 'both' || value === 'all') return [...ENGINES];
  if (value === 'none') return [];
  if (value === 'pglite' || value === 'postgres') return [value];
  throw new Error(`--${name} must be pglite, postgres, both${name === 'lighthouse' ? ' or none' : ''}, got "${value}"`);
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      engine: { type: 'string' },
      products: { type: 'string' },
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      orders: { type: 'string' },
      'admin-orders': { type: 'string' },
      million: { type: 'string' },
      lighthouse: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'postgres-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const quick = values.quick ?? false;
  const engines = engineList('engine', values.engine, [...ENGINES]);
  if (engines.length === 0) throw new Error('--engine none measures nothing');
  return {
    engines,
    products: Math.round(positive('products', values.products, quick ? 20_000 : 100_000)),
    duration: positive('duration', values.duration, quick ? 3 : 8),
    warmup: positive('warmup', values.warmup, quick ? 1 : 2),
    connections: Math.round(positive('connections', values.connections, 10)),
    searchQueries: quick ? 80 : 200,
    orders: Math.round(positive('orders', values.orders, quick ? 8 : 40)),
    million:
      values.million === '0'
        ? 0
        : engines.includes('postgres')
          ? Math.round(positive('million', values.million, quick ? 0 : 1_000_000)) || 0
          : 0,
    adminOrders: Math.round(positive('admin-orders', values['admin-orders'], quick ? 20_000 : 100_000)),
    lighthouse: engineList('lighthouse', values.lighthouse, [
      engines.includes('postgres') ? 'postgres' : engines[0]!,
    ]).filter((e) => engines.includes(e)),
    lighthouseRuns: Math.round(positive('lighthouse-runs', values['lighthouse-runs'], quick ? 1 : 3)),
    build: !values['no-build'],
    buildDir: process.env['BUILD_DIR'] || 'build-bench',
    keep: values.keep ?? false,
    postgresUrl:
      values['postgres-url'] ?? process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    quick,
    help: values.help ?? false,
  };
}
