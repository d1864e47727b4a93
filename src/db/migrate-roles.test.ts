import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { postgresReachable } from '#src/test/databases';
import { migrationsBefore, pgliteMigrationEngine, type MigrationEngine } from '#src/test/migrations';
import { migrationsFolder } from './client';

/**
 * Decision 021's migration on a shop that already has accounts: `users.is_admin` becomes `users.role`. Migrated up
 * to the migration before it, filled as the old schema allowed (an admin, shoppers), then brought up to date: the
 * admin is an 'admin' — since decision 059 an 'owner' —, the shoppers have no role, nobody is lost, and the check refuses any other role. On PGlite,
 * and on the PostgreSQL server when one answers.
 */
type Engine = MigrationEngine;

async function postgres(serverUrl: string): Promise<Engine> {
  const database = `kirana_roles_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  // DROP DATABASE … WITH (FORCE) below may terminate the connection pool.end() is still closing; that is the end
  // this test wants, not a failure (unhandled, it would fail the whole run).
  pool.on('error', () => undefined);
  return {
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    migrate: (folder) => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const oldFolder = migrationsBefore('_user_roles');
afterAll(() => rmSync(oldFolder, { recursive: true, force: true }));

const serverUrl = inject('postgres')?.serverUrl ?? inject('postgresUrl');

describe.each([
  ['PGlite', async () => pgliteMigrationEngine()],
  ['PostgreSQL', async () => ((await postgresReachable(serverUrl)) ? postgres(serverUrl) : null)],
] as const)('users.is_admin → users.role on %s', (_engine, open) => {
  it('keeps every account; the admins become admin, the rest have no role; other roles are refused', async () => {
    const engine = await open();
    if (!engine) {
      console.info(`[engine] no PostgreSQL server answered at ${serverUrl}: the roles migration ran on PGlite only`);
      return;
    }
    try {
      await engine.migrate(oldFolder);
      await engine.query(`
        insert into users (name, email, password_hash, is_admin, is_verified) values
          ('Owner', 'owner@example.com', 'hash-1', true, true),
          ('Asha', 'asha@example.com', 'hash-2', false, true),
          ('Ravi', 'ravi@example.com', null, false, false)`);
      await engine.migrate(migrationsFolder);

      const rows = await engine.query<Record<string, unknown>>(
        'select name, email, password_hash, is_verified, role from users order by id',
      );
      expect(rows).toEqual([
        { name: 'Owner', email: 'owner@example.com', password_hash: 'hash-1', is_verified: true, role: 'owner' },
        { name: 'Asha', email: 'asha@example.com', password_hash: 'hash-2', is_verified: true, role: null },
        { name: 'Ravi', email: 'ravi@example.com', password_hash: null, is_verified: false, role: null },
      ]);
      const columns = await engine.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'users' and column_name = 'is_admin'",
      );
      expect(columns).toEqual([]);
      // Decision 059 (migration clock_staff): the admin became the owner, and 'admin' is no role any more.
      await expect(engine.query("update users set role = 'admin' where name = 'Asha'")).rejects.toThrow(
        /users_role_check/,
      );
      await engine.query("update users set role = 'staff' where name = 'Asha'");
    } finally {
      await engine.close();
    }
  }, 120_000); // two full migrations of an embedded database: slow on a loaded 2-core machine
});
