import { isDatabaseUnavailable } from './database-errors';

/** The database server a `DATABASE_URL` names, for messages: host, port and database, never the credentials. */
export function describeDatabase(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export class DatabaseUnreachableError extends Error {}

export type WaitOptions = {
  /** Gives up after this long. */
  timeoutMs: number;
  /** Named in the messages (describeDatabase). */
  database: string;
  /** Told before each wait: the attempt that failed and how long until the next. */
  onRetry?: (attempt: number, waitMs: number, error: unknown) => void;
};

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 5_000;

/**
 * Runs `step` (the start's first statements: migrating) until it gets through, while the database cannot be reached:
 * a server started beside its database, or after a host restart, waits for it instead of exiting at once
 * (docs/decisions/038). Waits double from 250 ms to 5 s. Any other error (a wrong password, a missing database) is
 * the operator's to fix and ends the wait at once; so does the time limit, with a message naming the database.
 */
export async function retryWhileUnreachable<T>(step: () => Promise<T>, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (let attempt = 1, waitMs = FIRST_WAIT_MS; ; attempt += 1, waitMs = Math.min(waitMs * 2, LONGEST_WAIT_MS)) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DatabaseUnreachableError(
          `Could not reach ${options.database} in ${Math.round(options.timeoutMs / 1000)} s (${attempt} attempts; ` +
            `last: ${reason}). Is it running and reachable from here? DATABASE_START_TIMEOUT sets how long to wait.`,
          { cause: error },
        );
      }
      options.onRetry?.(attempt, Math.min(waitMs, left), error);
      await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs, left)));
    }
  }
}
