/**
 * The shop as the in-process latency scripts measure it (bench/search-latency.ts, bench/admin-products.ts): the
 * database of `DATABASE_URL` or `PGLITE_DIR` (default ./data/db) on one connection, migrated, and the app on it with
 * logging off; `cpuMs()` counts this process's CPU time plus, on PostgreSQL, the one server backend serving it —
 * what wall-clock time would be on an idle machine.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '#src/db/client';
import { createServer } from '#src/server/app';
import { databaseOptions, loadConfig } from '#src/server/config';

export async function measuredApp(extraConfig: Record<string, string> = {}) {
  const databaseUrl = process.env['DATABASE_URL'];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kirana-measure-')),
    LOG_LEVEL: 'silent',
    // The buffer pool as the server would take it (decision 036), so its size can be measured here too.
    PGLITE_SHARED_BUFFERS_MB: process.env['PGLITE_SHARED_BUFFERS_MB'],
    ...extraConfig,
  });
  const database = await openDatabase({
    ...databaseOptions(config),
    databaseUrl,
    pgliteDataDir: process.env['PGLITE_DIR'] ?? './data/db',
    // One connection, so its server process's CPU time can be read.
    poolSize: 1,
  });
  await database.migrate();
  const app = await createServer({ config, database });
  const [{ n: productCount } = { n: 0 }] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from products`),
  );
  const [{ pid: backendPid = 0 } = {}] = databaseUrl
    ? rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`))
    : [];
  /** CPU milliseconds used so far by this process and the database server process serving it. */
  const cpuMs = (): number => {
    const own = process.cpuUsage();
    const backend = backendPid ? Number(readFileSync(`/proc/${backendPid}/schedstat`, 'utf8').split(' ')[0]) / 1e6 : 0;
    return (own.user + own.system) / 1000 + backend;
  };
  return { databaseUrl, database, config, app, productCount, cpuMs };
}
