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
// Only ever this name: creating and dropping it cannot touch anyone else's database.
export const BENCH_DATABASE = 'kirana_bench';

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
export async function prepareEngine(engine: EngineName, options: BenchOptions, logFile: string): Promise<EngineTarget> {
  const dataDir = options.keep
    ? path.join(KEPT_DIR, engine)
    : mkdtempSync(path.join(tmpdir(), `kirana-bench-${engine}-`));
  const marker = path.join(dataDir, 'seeded.txt');
  const reusing = options.keep && existsSync(marker) && readFileSync(marker, 'utf8').trim() === seededMarker(options);
  if (!reusing) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (!options.keep) onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));

  const target: EngineTarget = { engine, dataDir, env: { DATA_DIR: dataDir } };
  if (engine === 'postgres') {
    target.databaseUrl = databaseUrlFor(options.postgresUrl, BENCH_DATABASE);
    target.env['DATABASE_URL'] = target.databaseUrl;
    if (!options.keep)
      onCleanup(
        async () =>
          void (await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`)),
      );
    if (reusing && (await productCount(target)) < options.products) {
      console.log(`  ${engine}: the kept database is missing or smaller; generating it again`);
      return prepareFresh(target, options, logFile);
    }
  }
  if (reusing) {
    console.log(`  ${engine}: reusing the kept catalogue in ${dataDir}`);
    return target;
  }
  return prepareFresh(target, options, logFile);
}

async function prepareFresh(target: EngineTarget, options: BenchOptions, logFile: string): Promise<EngineTarget> {
  if (target.engine === 'postgres') {
    await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await adminQuery(options.postgresUrl, `CREATE DATABASE ${BENCH_DATABASE}`);
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
    timeoutMs: 15 * 60_000,
  });
  writeFileSync(path.join(target.dataDir, 'seeded.txt'), `${seededMarker(options)}\n`);
  console.log(
    `  ${target.engine}: ${options.products.toLocaleString('en')} products and ${options.adminOrders.toLocaleString('en')} orders generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return target;
}
