import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * A hot statement built once per database handle and sent under a name (docs/decisions/074-named-statements.md):
 * Drizzle builds its SQL once instead of on every call (~0.15 ms of CPU each), and PostgreSQL parses and plans it
 * once per connection. Its values are `sql.placeholder`s, given to `execute`.
 *
 * It runs on whatever it was asked for: a transaction gets its own, built on each call and not kept (a transaction
 * is short-lived; one prepared on the pool would run outside it), under the same name, so the transaction's
 * connection still skips the parse.
 */
export function namedStatement<Q>(
  name: string,
  build: (db: Database) => { prepare(name: string): Q },
): (db: Database) => Q {
  const prepared = new WeakMap<Database, Q>();
  return (db) => {
    if ((db as unknown) instanceof PgTransaction) return build(db).prepare(name);
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = build(db).prepare(name)));
    return statement;
  };
}
