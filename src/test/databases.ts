import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../db/client';
import { seedDemoCatalogueIfEmpty } from '../db/seed/index';

export type TemplateName = 'empty' | 'demo';

export const pgliteTemplateFile = (dir: string, name: TemplateName) => path.join(dir, `${name}.tar.gz`);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server the lock tests use when TEST_DATABASE_URL is not set (the CI's and the developers' guide's one). */
export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** True when a PostgreSQL server answers at `serverUrl` within two seconds. */
export async function postgresReachable(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Builds `kirana_tpl_<name>_<pid>` on the server for each of `names`; answers their URLs. */
export async function createPostgresTemplates<N extends TemplateName>(
  serverUrl: string,
  names: readonly N[],
): Promise<Record<N, string>> {
  const result = {} as Record<N, string>;
  for (const name of names) {
    // Unique per run, so two suites on one server never drop each other's templates.
    const database = `kirana_tpl_${name}_${process.pid}`;
    await admin(serverUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${database}`);
    });
    const url = withDatabase(serverUrl, database);
    const handle = await openDatabase({ databaseUrl: url, dataDir: '.', poolSize: 1 });
    await handle.migrate();
    if (name === 'demo') await seedDemoCatalogueIfEmpty(handle.db);
    await handle.close();
    result[name] = url;
  }
  return result;
}

export async function dropPostgresTemplates(serverUrl: string, templates: Partial<Record<TemplateName, string>>) {
  await admin(serverUrl, async (client) => {
    for (const url of Object.values(templates)) {
      await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
    }
  });
}

/**
 * A fresh database for one test file, copied from a template: a PGlite dump file, or a PostgreSQL template database
 * (then `serverUrl` is the server's URL to create the copy through, not the template's own).
 */
export async function openTestDatabase(template: string, serverUrl?: string): Promise<DatabaseHandle> {
  if (template.startsWith('postgres')) {
    if (!serverUrl) throw new Error('openTestDatabase: a PostgreSQL template needs the server URL');
    const source = new URL(template).pathname.slice(1);
    const database = `kirana_t_${randomBytes(6).toString('hex')}`;
    await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${database} TEMPLATE ${source}`));
    const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, database), dataDir: '.', poolSize: 5 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      },
    };
  }
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(template)]),
    extensions: { pg_trgm },
  });
  return pgliteHandle(client);
}
