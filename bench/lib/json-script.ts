/** Runs an in-process bench script (bench/*.ts --json) on one engine's database and reads the JSON it printed. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineTarget } from './databases';
import { runChild } from './processes';

export const RESULTS = path.resolve('bench/results');
export const logFile = (name: string) => path.join(RESULTS, `${name}.log`);

/**
 * Runs an in-process bench script with `--json` on the engine's database before the server opens it (an embedded
 * PGlite has one process at a time) and answers the JSON line it printed last.
 */
export async function runJsonScript<T>(
  script: string,
  target: EngineTarget,
  logName: string = target.engine,
): Promise<T> {
  const log = logFile(`${path.basename(script, '.ts')}-${logName}`);
  await runChild('node', ['--import', 'tsx', script, '--json'], {
    env: target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl }
      : { DATABASE_URL: '', PGLITE_DIR: path.join(target.dataDir, 'db') },
    logFile: log,
    timeoutMs: 15 * 60_000,
  });
  // The log stream closes just after the child exits.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const line = readFileSync(log, 'utf8')
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .at(-1);
  if (!line) throw new Error(`${script} printed no result; log ${log}`);
  return JSON.parse(line) as T;
}
