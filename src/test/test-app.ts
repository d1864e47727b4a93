import { mkdtempSync, rmSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createServer, serverOptions } from '../server/app';
import { loadConfig } from '../server/config';
import { openTestDatabase, type TemplateName } from './databases';
import { beforeAllValue } from './hooks';

export type TestAppOptions = {
  /** 'demo' starts from the seeded demo catalogue, 'empty' from a migrated, empty database. */
  template?: TemplateName;
  env?: Record<string, string>;
  /** Where the app's log lines go (the server's own logger settings); without it a test app logs nothing. */
  logStream?: Writable;
  /**
   * 'postgres': on the PostgreSQL server when one is reachable (TEST_DATABASE_URL, or the default local one), even
   * in a PGlite run: for tests of locks and overlapping transactions, which PGlite serialises. Without a server
   * they run on PGlite and say so in the run's output (they still check the outcome, not the locking). Only 'empty'.
   */
  engine?: 'default' | 'postgres';
};

/** The whole app on its own copy of a template database; call it with `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const template = options.template ?? 'demo';
  const postgres = inject('postgres');
  let source = inject('templates')[template];
  if (options.engine === 'postgres' && postgres) {
    const onServer = postgres.templates[template];
    if (!onServer) throw new Error(`engine 'postgres' has no '${template}' template in a PGlite run; use 'empty'`);
    source = onServer;
  } else if (options.engine === 'postgres') {
    console.info(
      `[engine] no PostgreSQL server answered at ${inject('postgresUrl')}: these tests ran on PGlite, which ` +
        'serialises transactions, so they cannot see lock bugs (start one or set TEST_DATABASE_URL)',
    );
  }
  const database = await openTestDatabase(source, postgres?.serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
    ...options.env,
  });
  const app = await createServer({ config, database }, serverOptions(config, options.logStream));
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app of a whole test file: created before its tests, closed after them. `options` may be a function, read when
 * the app is created (for settings from a stand-in started by an earlier hook: `() => ({ env: { SMTP_URL: smtp.url } })`).
 */
export function testAppForFile(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  return beforeAllValue(
    () => createTestApp(typeof options === 'function' ? options() : options),
    (app) => app.close(),
  );
}
