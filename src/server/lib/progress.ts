import type { AddressInfo } from 'node:net';
import type { Config } from '../config';

type ProgressConfig = Pick<Config, 'isProduction' | 'LOG_LEVEL' | 'DATABASE_URL' | 'DATA_DIR' | 'demoMode' | 'PORT'>;

/**
 * Whether the start's progress lines are written (decision 041): when a person is likely watching — stderr is a
 * terminal (`npm start` in one, even though serve runs in production mode), or the shop is not in production — and
 * the log level shows info lines. A production server under a supervisor (no terminal) writes none: its log stays
 * JSON lines for machines, where "Kirana is ready" already says the same.
 */
export function showsProgress(config: Pick<Config, 'isProduction' | 'LOG_LEVEL'>, isTerminal: boolean): boolean {
  const level = ['info', 'debug', 'trace'].includes(config.LOG_LEVEL);
  return level && (isTerminal || !config.isProduction);
}

/**
 * The plain lines a first start prints as it goes, instead of a silence of up to a minute (opening a new embedded
 * database, migrating, seeding the demo) before the first JSON log line. They go to stderr, so stdout stays the JSON
 * log whatever happens to it.
 */
export function startupProgress(
  config: ProgressConfig,
  out: { isTTY?: boolean; write: (text: string) => unknown } = process.stderr,
) {
  const say = showsProgress(config, out.isTTY === true) ? (line: string) => void out.write(`${line}\n`) : () => {};
  return {
    opening: () =>
      say(`Opening the database (${config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`})…`),
    migrating: () => say('Migrating the database…'),
    seeding: (products: number) => say(`Seeding the demo catalogue (${products} products, once)…`),
    /** `address`: the listening server's, so PORT=0 says the port it got. */
    ready: (address: AddressInfo | string | null, ms: number) =>
      say(
        `Kirana is ready at http://localhost:${typeof address === 'object' && address ? address.port : config.PORT}` +
          ` (started in ${(ms / 1000).toFixed(1)} s)` +
          (config.demoMode ? ' — a demo shop: payments use test cards and take no money.' : ''),
      ),
  };
}
