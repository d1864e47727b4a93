import { data, isRouteErrorResponse } from 'react-router';
import { apiErrorStatus } from '#src/contracts/client';
import { apiFailure, type PageFailure, type ShellFailure, type ShownFailure } from '#src/shared/page-failure';

/**
 * Pages that fail (docs/decisions/040-error-pages.md). On the server every API error a loader lets through becomes the
 * page's status (the web plugin wraps the loaders), so a loader only decides what it can do without.
 */

/** The error response a loader throws for a failure: its status is the page's, its data what the error page says. */
export const failPage = (failure: PageFailure | ShellFailure) => data(failure, { status: failure.status });

/**
 * For a loader's catch around a section it can do without: the API answered 503 (the database is down) or 429 (this
 * address is over a limit). Those are about the whole shop or the visitor, not the section: the page fails with them.
 * Any other error is left to the caller.
 */
export function throwIfPageFails(error: unknown): void {
  const status = apiErrorStatus(error);
  if (status === 503 || status === 429) throw error;
}

/** What an error boundary caught, as the error page shows it; `shell` when the root's own loader failed. */
export function failureOf(error: unknown): ShownFailure & { shell: ShellFailure['shell'] | null } {
  if (isRouteErrorResponse(error)) {
    const said = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Partial<ShellFailure>;
    return {
      status: error.status,
      message: typeof said.message === 'string' ? said.message : null,
      retryAfter: typeof said.retryAfter === 'number' ? said.retryAfter : null,
      shell: said.shell ?? null,
    };
  }
  // In the browser a client loader's API error arrives as it was thrown.
  const failure = apiFailure(error);
  return failure ? { ...failure, shell: null } : { status: 500, message: null, retryAfter: null, shell: null };
}
