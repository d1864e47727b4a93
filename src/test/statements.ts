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
  // The order-mail dispatcher (decision 025) claims and marks the outbox's rows on its own, after start-up and after
  // commits: those statements are never the measured request's (queueing a mail, an insert, is).
  const fromDispatcher = (query: string) => query.includes('"mail_outbox"') && !query.startsWith('insert');
  // Start-up and background work of other modules, never a shopper request's: the media sweep of abandoned uploads,
  // the store settings' first-start row and their cache filled when the dispatcher renders a mail's contact lines
  // (decision 052). The catalogue version reads stay counted: a cached read's cost is one of them on PostgreSQL.
  const background = (query: string) => query.includes('"pending_uploads"') || query.includes('"store_settings"');
  const logger = {
    logQuery: (query: string) => {
      if (!fromDispatcher(query) && !background(query)) statements.push(query);
    },
  };
  const client = (t.db as unknown as { $client: unknown }).$client;
  const db =
    t.database.engine === 'postgres'
      ? drizzleNodePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  // Without the stuck-refund sweep (decision 024), whose first run after start-up would land among the counted.
  const config = { ...t.config, REFUND_SWEEP: false };
  const app = await createServer({ config, database: { ...t.database, db: db as unknown as Database } });
  // Started now, not by the first request: the modules' start-up work (the mail outbox's first run) is not counted
  // as that request's.
  await app.ready();
  // `db`: the logging handle, by which the app's own services (its outbox dispatcher) are found.
  return { app, db: db as unknown as Database, statements, close: () => app.close() };
}
