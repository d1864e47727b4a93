/**
 * Database connection failures: the server is fine, the database is not (yet) reachable. Drivers and Drizzle wrap
 * the socket's and PostgreSQL's errors, and a transaction whose connection died reports the failed `rollback`
 * ("not queryable") instead of the statement that met the loss, so the whole cause chain is read
 * (docs/decisions/038).
 */

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now; connection_exception and its kinds
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** pg's own connection errors carry no code: these are its messages. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Cannot use a pool after calling end/i;

function* causes(error: unknown): Generator<unknown> {
  for (let depth = 0, current = error; current && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (code !== undefined && UNAVAILABLE_CODES.has(String(code))) return true;
    if (cause instanceof Error && UNAVAILABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}

type Log = { error: (details: object, message: string) => void };

/**
 * During an outage every request fails the same way: thousands of identical error lines a minute would bury what
 * matters. The first failure is logged with its error, then at most one line every `everyMs` with how many requests
 * met the outage since the last line.
 */
export function outageLog(everyMs = 10_000) {
  let lastAt = -Infinity;
  let unlogged = 0;
  return (log: Log, error: unknown) => {
    const now = Date.now();
    if (now - lastAt < everyMs) {
      unlogged += 1;
      return;
    }
    log.error({ err: error, alsoUnavailableSinceLastLine: unlogged }, 'database unavailable');
    lastAt = now;
    unlogged = 0;
  };
}

/** A unique constraint refused the write (PostgreSQL 23505), on either engine, however deep Drizzle wrapped it. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';
