import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';

/** Every table declared in `src/db/schema`, so a new table is covered without touching the fuzzer. */
export const schemaTables: string[] = (Object.values(schema) as unknown[])
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

/** One md5 per table over all its rows in a stable order: equal checksums mean no row changed. */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const selects = schemaTables.map(
    (name) =>
      `select '${name}' as name, coalesce(md5(string_agg(t::text, ',' order by t::text)), 'empty') as sum from "${name}" t`,
  );
  const result = (await db.execute(sql.raw(selects.join(' union all ')))) as unknown as {
    rows: { name: string; sum: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return schemaTables.filter((name) => before[name] !== after[name]);
}
