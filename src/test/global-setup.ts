import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoCatalogueIfEmpty } from '../db/seed/index';
import { createPostgresTemplates, dropPostgresTemplates, pgliteTemplateFile, type TemplateName } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Record<TemplateName, string>;
  }
}

/**
 * Migrates (and seeds) each template database once per run; every test file then starts from a copy:
 * a PGlite data-dir dump by default, or `CREATE DATABASE … TEMPLATE` when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const postgresTemplates = await createPostgresTemplates(serverUrl);
    project.provide('templates', postgresTemplates);
    return () => dropPostgresTemplates(serverUrl, postgresTemplates);
  }
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
  return () => rmSync(dir, { recursive: true, force: true });
}
