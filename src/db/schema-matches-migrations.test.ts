import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/client';
import * as schema from '#src/db/schema/index';
import { testAppForFile } from '#src/test/test-app';
import { sql } from 'drizzle-orm';

/**
 * The migrations build the schema the code declares: every table, column and index of `src/db/schema` exists in a
 * database migrated from nothing, and the database has no column the schema does not name. A migration edited by
 * hand (custom SQL, a renumbering at a merge) that drops or forgets a statement fails here, not in a shop.
 */
const t = testAppForFile({ template: 'empty' });

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

describe('the migrated database', () => {
  it('has every table, column and index the schema declares, and no column it does not', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
      ),
    );
    const indexes = new Set(
      rowsOf<{ indexname: string }>(
        await t.db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`),
      ).map((row) => row.indexname),
    );
    for (const table of tables) {
      const inDatabase = columns
        .filter((row) => row.table_name === table.name)
        .map((row) => row.column_name)
        .sort();
      expect(inDatabase, `columns of ${table.name}`).toEqual(table.columns.map((column) => column.name).sort());
      for (const index of table.indexes) {
        expect(indexes.has(index.config.name!), `index ${index.config.name} of ${table.name}`).toBe(true);
      }
    }
    expect(tables.length).toBeGreaterThan(20);
  });
});
