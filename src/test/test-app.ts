import { mkdtempSync, rmSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, serverOptions } from '../server/app';
import { loadConfig } from '../server/config';
import { loadServerBuild } from '../server/plugins/web';
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
  /**
   * Serve the pages too, from the web build in BUILD_DIR (default `build`; `npm test` builds it before Vitest runs,
   * `npx react-router build` makes it by hand).
   */
  web?: boolean;
  /** Called on the bare Fastify instance before the shop is registered: a test's own hooks, which see every request. */
  before?: (app: FastifyInstance) => void;
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
  const web = options.web ? { build: await loadServerBuild(config.BUILD_DIR), buildDir: config.BUILD_DIR } : undefined;
  const app = await createServer(
    { config, database, ...(web ? { web } : {}) },
    serverOptions(config, options.logStream),
    options.before,
  );
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
