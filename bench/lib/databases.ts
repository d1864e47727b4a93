/**
 * The two databases of a run, each filled by the project's own generator (`scripts/seed-large.ts`): an embedded
 * PGlite under a fresh DATA_DIR, and a fresh database on the PostgreSQL server. Both are removed at the end unless
 * `--keep`, which also starts from the kept ones when their catalogue has the requested size (quicker re-runs).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchOptions, EngineName } from './options';
import { onCleanup, runChild } from './processes';

export type EngineTarget = {
  engine: EngineName;
  /** The server's DATA_DIR: the embedded database (PGlite), outbox, JWT secret, media. */
  dataDir: string;
  databaseUrl?: string;
  /** The environment that points the server (and the generator) at this database. */
  env: Record<string, string>;
};

const KEPT_DIR = path.join(tmpdir(), 'kirana-bench-kept');
// Only ever these names: creating and dropping them cannot touch anyone else's database.
export const BENCH_DATABASE = 'kirana_bench';
/** The million-product catalogue (issue 17 §4), PostgreSQL only. */
export const MILLION_DATABASE = 'kirana_bench_million';

/** Which of the run's databases: its name on the PostgreSQL server and its folder under the kept ones. */
export type DatabaseSlot = { database: typeof BENCH_DATABASE | typeof MILLION_DATABASE; kept: string };

async function adminQuery(serverUrl: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function productCount(target: EngineTarget): Promise<number> {
  if (!target.databaseUrl) return -1;
  try {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ n: number }>('select count(*)::int as n from products')
      .finally(() => client.end());
    return rows[0]?.n ?? 0;
  } catch {
    return -1;
  }
}

/** What a kept database was generated with: products and orders. */
const seededMarker = (options: BenchOptions) => `${options.products} products, ${options.adminOrders} orders`;

/** Creates (or, with --keep, finds) the engine's database and fills it with `options.products` products. */
export async function prepareEngine(
  engine: EngineName,
  options: BenchOptions,
  logFile: string,
  slot: DatabaseSlot = { database: BENCH_DATABASE, kept: engine },
): Promise<EngineTarget> {
  const dataDir = options.keep
    ? path.join(KEPT_DIR, slot.kept)
    : mkdtempSync(path.join(tmpdir(), `kirana-bench-${engine}-`));
  const marker = path.join(dataDir, 'seeded.txt');
  const reusing = options.keep && existsSync(marker) && readFileSync(marker, 'utf8').trim() === seededMarker(options);
  if (!reusing) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (!options.keep) onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));

  const target: EngineTarget = { engine, dataDir, env: { DATA_DIR: dataDir } };
  if (engine === 'postgres') {
    target.databaseUrl = databaseUrlFor(options.postgresUrl, slot.database);
    target.env['DATABASE_URL'] = target.databaseUrl;
    if (!options.keep)
      onCleanup(
        async () =>
          void (await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${slot.database} WITH (FORCE)`)),
      );
    if (reusing && (await productCount(target)) < options.products) {
      console.log(`  ${slot.kept}: the kept database is missing or smaller; generating it again`);
      return prepareFresh(target, options, logFile, slot);
    }
  }
  if (reusing) {
    console.log(`  ${slot.kept}: reusing the kept catalogue in ${dataDir}`);
    return target;
  }
  return prepareFresh(target, options, logFile, slot);
}

async function prepareFresh(
  target: EngineTarget,
  options: BenchOptions,
  logFile: string,
  slot: DatabaseSlot,
): Promise<EngineTarget> {
  if (target.engine === 'postgres') {
    await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${slot.database} WITH (FORCE)`);
    await adminQuery(options.postgresUrl, `CREATE DATABASE ${slot.database}`);
  }
  const started = performance.now();
  const args = [
    'scripts/seed-large.ts',
    '--products',
    String(options.products),
    '--orders',
    String(options.adminOrders),
  ];
  await runChild('node', ['--import', 'tsx', ...args], {
    env: { ...target.env, ...(target.databaseUrl ? {} : { DATABASE_URL: '' }) },
    logFile,
    // A guard against a hung generator: a million products take several minutes.
    timeoutMs: (15 + Math.ceil(options.products / 25_000)) * 60_000,
  });
  writeFileSync(path.join(target.dataDir, 'seeded.txt'), `${seededMarker(options)}\n`);
  console.log(
    `  ${slot.kept}: ${options.products.toLocaleString('en')} products and ${options.adminOrders.toLocaleString('en')} orders generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return target;
}
