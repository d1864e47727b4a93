import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from './client';

/**
 * Many rows of a table in one statement with one parameter: the rows as a JSON array, read back by the database
 * (`jsonb_array_elements`), in their order, each absent field its column's default. Drizzle's multi-row insert sends a
 * parameter per field and builds each in turn, which a large order paid for per line; this builds one statement
 * whatever the number of rows (docs/decisions/076-one-parameter-inserts.md has the cost).
 * Answers the stored rows as Drizzle's `returning()` would, in the same order.
 *
 * For tables of scalar and JSON columns: an array column, a column whose default is computed in JavaScript or not
 * in its definition (a serial), or an identity given by default is refused when the statement is built, not guessed.
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const written = columns.filter(([, column]) => column.generatedIdentity?.type !== 'always' && !column.generated);
  const fields = written.map(([key, column]) => fieldOf(key, column));
  const json = rows.map((row) => {
    const fieldsOfRow: Record<string, unknown> = {};
    for (const [key, column] of written) {
      const value = (row as Record<string, unknown>)[key];
      if (value !== undefined) fieldsOfRow[key] = value === null ? null : column.mapToDriverValue(value);
    }
    return fieldsOfRow;
  });
  const result = await db.execute(sql`
    insert into ${table} (${sql.join(
      written.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${sql.join(fields, sql`, `)}
    from jsonb_array_elements(${JSON.stringify(json)}::jsonb) with ordinality as r(e, n)
    order by r.n
    returning ${sql.join(
      columns.map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
      sql`, `,
    )}`);
  return rowsOf<Record<string, unknown>>(result).map((stored) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = stored[key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}

/** A field of one JSON row as its column's type: the row's value when it has the key (null included), else the default. */
function fieldOf(key: string, column: PgColumn): SQL {
  const type = column.getSQLType();
  const computedInJavaScript = column.defaultFn || (column.onUpdateFn && column.default === undefined);
  const defaultNotKnown = column.hasDefault && column.default === undefined;
  if (!/^\w+$/.test(key) || type.endsWith(']') || computedInJavaScript || defaultNotKnown || column.generatedIdentity)
    throw new Error(`insertRows: column ${column.name} (${type}) is not supported`);
  const literalKey = sql.raw(`'${key}'`);
  // As text, then cast: a JSON column's driver value is already its JSON text.
  const value = sql`(e ->> ${literalKey})::${sql.raw(type)}`;
  const fallback =
    column.default === undefined
      ? sql`null`
      : is(column.default, SQL)
        ? column.default
        : sql`${column.mapToDriverValue(column.default)}::${sql.raw(type)}`;
  return sql`case when e ? ${literalKey} then ${value} else ${fallback} end`;
}
