import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_SHARED_BUFFERS_MB } from '#src/shared/constants';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a raw `db.execute(sql\`…\`)`. Both drivers answer `{ rows }`, but `Database`'s execute result type is
 * driver-neutral: this is the one place that says so. `T` is what the statement selects; nothing checks it.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Brings the schema up to date; safe to call on every start. */
  migrate: () => Promise<void>;
  /** True when a trivial query answers. */
  ping: () => Promise<boolean>;
  /**
   * PostgreSQL only: called when a connection the pool holds — idle or checked out — is lost (the server restarted, a
   * `pg_terminate_backend`). The statement that was using it fails on its own; this is for the log.
   */
  onConnectionLost: (listener: (error: Error) => void) => void;
  /**
   * PostgreSQL only: a connected client of its own beside the pool, with the pool's settings, for a session that
   * holds its connection (LISTEN). Its `error` is heard; the caller ends it.
   */
  openClient?: () => Promise<pg.Client>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates, backups). */
  dumpDataDir: () => Promise<Blob>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  pgliteDataDir?: string;
  /** PGlite's buffer pool in MB (default PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(
        options.pgliteDataDir ?? path.join(options.dataDir, 'db'),
        options.pgliteSharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB,
      );
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const settings: pg.ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    // A database host that vanishes without a reset (a cable, a firewall) is noticed by the kernel, not after hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({ ...settings, max: poolSize });
  let lost: (error: Error) => void = () => undefined;
  // A client losing its server emits `error`. The pool listens only while a client is idle: one checked out (a
  // transaction between statements, a migration) had no listener, and an unheard `error` event ends the process
  // (docs/decisions/038). Every client gets its own listener for life; the pool drops a client that erred.
  pool.on('connect', (client) => client.on('error', (error) => lost(error)));
  // The pool passes an idle client's error on as its own: heard (or it would throw), already told by the client's.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    onConnectionLost: (listener) => (lost = listener),
    openClient: async () => {
      const client = new pg.Client(settings);
      // An error before `connect` settles (a refused connection) is that promise's rejection; heard here so an
      // unheard `error` event cannot end the process (docs/decisions/038).
      client.on('error', () => undefined);
      await client.connect();
      return client;
    },
    migrate: () => migratePostgres(pool),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
    dumpDataDir: () => Promise.reject(new Error('dumpDataDir is a PGlite feature; use pg_dump on a server')),
  };
}

// Any fixed number: every Kirana process asks for the same session-level lock before migrating.
const MIGRATION_LOCK = 4_242_001;

/**
 * Migrations under an advisory lock: several processes starting at once on an empty database would otherwise all
 * run the first migration (duplicate extension/table errors, one process exits). The others wait, then find the
 * migrations applied and do nothing.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(dir: string, sharedBuffersMb: number): Promise<DatabaseHandle> {
  if (dir === 'memory://') return pgliteHandle(await startPglite(undefined, sharedBuffersMb));
  // PGlite does not create parent directories itself.
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    return pgliteHandle(await startPglite(dir, sharedBuffersMb), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * A PGlite instance with the shop's settings (extensions, buffer pool, planner costs). Takes no lock: a caller that
 * opens a directory itself (bench/search-plans.ts) takes `lockDataDir` first; everything else uses `openDatabase`.
 */
export async function startPglite(dir: string | undefined, sharedBuffersMb: number): Promise<PGlite> {
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    // The buffer pool is touched (so resident) from the start: PGlite's 128 MB was most of the process's memory
    // (docs/decisions/036).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
  try {
    // PGlite reads its files through the operating system's cache, where a random read costs what a sequential one
    // does. With PostgreSQL's default (4) the planner sent common search words to a sequential scan, and a table
    // scan larger than a quarter of shared_buffers goes through a small ring of buffers: every search read its
    // ~1,000 pages again. As with fast disks, 1.1 lets it choose the full-text index (docs/decisions/010).
    await client.exec('SET random_page_cost = 1.1');
  } catch (error) {
    // Closed before its data directory's lock is released: no instance may outlive the lock.
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}

/** How many migrations the database has applied (none, or no table yet, on a new one). */
async function appliedMigrations(client: PGlite): Promise<number> {
  const table = await client.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table.rows[0]?.exists) return 0;
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0]?.n ?? 0;
}

/**
 * Migrations, then — when they changed an existing database — `VACUUM (ANALYZE)`. PGlite runs no autovacuum, and a
 * migration that rewrites or updates a table (products, decision 020's 0019) leaves it without a visibility
 * map for good: every index-only scan (listing totals, the price filter) would visit the rows again, and the
 * planner then prefers bitmap scans of thousands of pages. A new database (nothing applied before) needs none.
 */
async function migratePgliteAndVacuum(client: PGlite): Promise<void> {
  const before = await appliedMigrations(client);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  if (before > 0 && (await appliedMigrations(client)) > before) await client.exec('VACUUM (ANALYZE)');
}

/** `unlock`: the data directory's lock (data-dir-lock.ts), released once the instance is closed. */
export function pgliteHandle(client: PGlite, unlock?: () => void): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePgliteAndVacuum(client),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await client.close();
      unlock?.();
    },
    // An embedded database has no connection to lose.
    onConnectionLost: () => undefined,
    dumpDataDir: async () => client.dumpDataDir('gzip'),
  };
}
