import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import { migrationsFolder } from '#src/db/client';

/** Tests of migrations that move data: a database migrated up to the one before, filled as the old schema allowed. */
type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that stops before the migration whose tag ends with `suffix` (remove it after). */
export function migrationsBefore(suffix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  expect(index).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

export type MigrationEngine = {
  query: <T>(text: string) => Promise<T[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A fresh in-memory PGlite to migrate step by step. */
export async function pgliteMigrationEngine(): Promise<MigrationEngine> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
