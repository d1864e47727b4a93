import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoCatalogueIfEmpty } from '../db/seed/index';
import {
  createPostgresTemplates,
  DEFAULT_TEST_POSTGRES_URL,
  dropPostgresTemplates,
  pgliteTemplateFile,
  postgresReachable,
  type TemplateName,
} from './databases';

/** A PostgreSQL server for the tests: its URL (to create copies through) and this run's template databases. */
export type TestPostgres = { serverUrl: string; templates: Partial<Record<TemplateName, string>> };

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Record<TemplateName, string>;
    /** The server every run's lock tests use when one is reachable (see `testAppForFile`'s `engine`), else null. */
    postgres: TestPostgres | null;
    /** Where that server was looked for, for the skip message. */
    postgresUrl: string;
  }
}

/**
 * Migrates (and seeds) each template database once per run; every test file then starts from a copy:
 * a PGlite data-dir dump by default, or `CREATE DATABASE … TEMPLATE` when TEST_DATABASE_URL is set.
 *
 * PGlite serialises transactions, so lock bugs cannot show on it: when TEST_DATABASE_URL is not set but the default
 * local server answers, an empty template is made there too, for the tests that ask for `engine: 'postgres'`. The
 * template's name carries the run's process id and each file gets its own copy, so parallel runs never collide.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const postgresTemplates = await createPostgresTemplates(serverUrl, ['empty', 'demo']);
    project.provide('templates', postgresTemplates);
    project.provide('postgres', { serverUrl, templates: postgresTemplates });
    project.provide('postgresUrl', serverUrl);
    return () => dropPostgresTemplates(serverUrl, postgresTemplates);
  }
  project.provide('postgresUrl', DEFAULT_TEST_POSTGRES_URL);
  let postgres: TestPostgres | null = null;
  if (await postgresReachable(DEFAULT_TEST_POSTGRES_URL)) {
    const templates = await createPostgresTemplates(DEFAULT_TEST_POSTGRES_URL, ['empty']);
    postgres = { serverUrl: DEFAULT_TEST_POSTGRES_URL, templates };
  }
  project.provide('postgres', postgres);
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-test-'));
  const templates = {} as Record<TemplateName, string>;
  for (const name of ['empty', 'demo'] as const) {
    const handle = await openDatabase({ dataDir: dir, pgliteDataDir: 'memory://' });
    await handle.migrate();
    if (name === 'demo') await seedDemoCatalogueIfEmpty(handle.db);
    const file = pgliteTemplateFile(dir, name);
    writeFileSync(file, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
    await handle.close();
    templates[name] = file;
  }
  project.provide('templates', templates);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres) await dropPostgresTemplates(postgres.serverUrl, postgres.templates);
  };
}
