import type { Database } from '../db/client';

/**
 * Takes a test app's database away and brings it back, as a stopped PostgreSQL server does to a running shop: while it
 * is down every statement, transaction and new connection fails with ECONNREFUSED, as `pg` reports it, on either
 * engine. It wraps the driver's client that Drizzle holds (`db.$client`: a `pg.Pool` or a PGlite instance) — the
 * stand-in is the database server, none of our code changes. For the real outage see scripts/faults/db-outage.ts.
 */
export function databaseOutage(db: Database) {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  let down = false;
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111 });
  const patched: string[] = [];
  // pg.Pool: query, connect; PGlite: query, exec, transaction.
  for (const name of ['query', 'exec', 'transaction', 'connect']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    patched.push(name);
    client[name] = function (this: unknown, ...args: unknown[]) {
      if (!down) return (original as (...a: unknown[]) => unknown).apply(this, args);
      const callback = args.at(-1);
      // pg's callback style (`pool.connect((error, client) => …)`).
      if (typeof callback === 'function') return void setImmediate(() => (callback as (e: Error) => void)(refused()));
      return Promise.reject(refused());
    };
  }
  return {
    stop: () => void (down = true),
    start: () => void (down = false),
    /** Puts the driver's own methods back (the app closes after this). */
    restore: () => {
      down = false;
      // The driver's methods live on its prototype: removing the own property brings them back.
      for (const name of patched) delete client[name];
    },
  };
}
