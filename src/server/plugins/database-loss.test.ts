import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { eventually } from '#src/test/wait';
import { errorsPlugin } from './errors';

/**
 * PostgreSQL ends the server's connections (`pg_terminate_backend`, a restart, a fail-over): a connection checked
 * out of the pool for a transaction had no `error` listener, and its unheard `error` event ended the process
 * (issue 27, docs/decisions/038). Replayed on the PostgreSQL server: a transaction between two statements loses its
 * connection; the answer must be the "briefly unavailable" 503 and the next requests served by new connections.
 */

const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

let t: TestApp;
let killer: pg.Client;

/** Ends every connection of the app's database but the killer's own. */
async function endServerConnections(): Promise<number> {
  const { rowCount } = await killer.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rowCount ?? 0;
}

const lostLines = () => lines.filter((line) => line.includes('database connection lost')).length;

beforeAll(async () => {
  t = await createTestApp({
    template: 'empty',
    engine: 'postgres',
    env: { LOG_LEVEL: 'warn' },
    logStream,
    // A transaction whose connection is ended between its two statements, as a checkout's is when the database
    // restarts under it; answered by the shop's error handler.
    before: (app) =>
      void app.register(async (scope) => {
        await scope.register(errorsPlugin);
        scope.get('/test/transaction-interrupted', async () => {
          const before = lostLines();
          await t.db.transaction(async (tx) => {
            const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) as [
              { pid: number },
            ];
            await killer.query('select pg_terminate_backend($1)', [pid]);
            // The connection's `error` event has arrived while no statement was running on it.
            await eventually('the lost connection in the log', () => (lostLines() > before ? true : undefined));
            await tx.execute(sql`select 1`);
          });
          return { ok: true };
        });
      }),
  });
  // Without a PostgreSQL server these tests have nothing to replay: PGlite has no connections to lose.
  expect(t.database.engine, 'the PostgreSQL server at TEST_DATABASE_URL or 127.0.0.1:5432').toBe('postgres');
  const [{ name }] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`)) as [
    { name: string },
  ];
  const url = new URL(inject('postgres')!.serverUrl);
  url.pathname = `/${name}`;
  killer = new pg.Client({ connectionString: url.toString() });
  await killer.connect();
});

afterAll(async () => {
  await killer?.end();
  await t?.close();
});

describe('the database ends the server’s connections', () => {
  it('a transaction that loses its connection answers 503 "briefly unavailable", and the next requests are served', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/test/transaction-interrupted' });
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toMatchObject({ error: true, message: TEXT.errors.unavailable });
    for (const url of ['/api/health', '/api/category', '/api/products/featured']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('idle connections ended twice: every later request is served by new ones', async () => {
    for (let round = 0; round < 2; round += 1) {
      await Promise.all(['/api/category', '/api/products/featured'].map((url) => t.app.inject({ url })));
      const before = lostLines();
      const ended = await endServerConnections();
      expect(ended).toBeGreaterThan(0);
      await eventually('every lost connection in the log', () => (lostLines() >= before + ended ? true : undefined));
      const answers = await Promise.all(
        ['/api/health', '/api/category', '/api/products/featured', '/api/search?q=rice'].map((url) =>
          t.app.inject({ url }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    }
  });
});
