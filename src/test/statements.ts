import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { createServer } from '../server/app';
import type { TestApp } from './test-app';

/**
 * A second app on the same database whose Drizzle logs every statement it sends: on PostgreSQL that includes
 * BEGIN and COMMIT; PGlite runs those itself, outside Drizzle's logger.
 */
export async function statementCountingApp(t: TestApp) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (t.db as unknown as { $client: unknown }).$client;
  const db =
    t.database.engine === 'postgres'
      ? drizzleNodePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  const app = await createServer({ config: t.config, database: { ...t.database, db: db as unknown as Database } });
  // Started now, not by the first request: the modules' start-up work (the mail outbox's first run) is not counted
  // as that request's.
  await app.ready();
  return { app, statements, close: () => app.close() };
}
