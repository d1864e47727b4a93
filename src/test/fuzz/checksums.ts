import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '#src/db/client';
import * as schema from '#src/db/schema/index';

/** Every table declared in `src/db/schema`, so a new table is covered without touching the fuzzer. */
export const schemaTables: string[] = (Object.values(schema) as unknown[])
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

/**
 * Tables a background job writes while the fuzzer runs, with the columns requests write: only those are compared.
 * The order-mail dispatcher (decision 025) counts attempts and marks rows sent after the request that queued them.
 */
const REQUEST_COLUMNS: Record<string, string> = {
  mail_outbox: 'id, "to", kind, order_id, data, created_at',
};

// One statement, one row: a column per table holding the md5 of all its rows in a stable order. On the fuzzer's
// small shop (tens of rows) it costs about as much as a health check.
const checksumQuery = sql.raw(
  `select ${schemaTables
    .map((name) => {
      const rows = REQUEST_COLUMNS[name] ? `(select ${REQUEST_COLUMNS[name]} from "${name}")` : `"${name}"`;
      return `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${rows} t) as "${name}"`;
    })
    .join(', ')}`,
);

/** One md5 per table over all its rows: equal checksums mean no row changed. */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  return rowsOf<Record<string, string>>(await db.execute(checksumQuery))[0]!;
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return schemaTables.filter((name) => before[name] !== after[name]);
}
