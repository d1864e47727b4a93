import type { ShopSettings } from './shop';
import { TEXT } from './texts';

/**
 * Why a page could not be shown (docs/decisions/040-error-pages.md): the data of the error response a loader throws
 * and the shop's error page reads. `status` is the page's HTTP status; `message` the words of whatever refused (an API
 * answer's message, written for shoppers); `retryAfter` seconds, when the refusal said (429, and a 503 that knows).
 */
export type PageFailure = { status: number; message: string; retryAfter?: number };

/**
 * What the shell needs when the root's own loader failed (its data is then missing): the root throws it with the
 * failure, so the error page still names the configured shop and shows the demo strip.
 */
export type ShellFailure = PageFailure & { shell: { shop: ShopSettings; demoMode: boolean } };

/**
 * The failure an API error stands for (the typed client's `ApiError`, any status from 400), or null for any other
 * error. Read by shape, not `instanceof`: on the server the loaders' client comes from the server's own copy of the
 * client module, not the web build's (as `apiErrorStatus`).
 */
export function apiFailure(error: unknown): PageFailure | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const { status, body } = error as Error & { status?: unknown; body?: unknown };
  if (typeof status !== 'number' || status < 400) return null;
  const retryAfter = (body as { retryAfter?: unknown } | null)?.retryAfter;
  return {
    status,
    message: error.message,
    ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfter } : {}),
  };
}

/** What the error page shows: the status, the refusal's message and wait when it had them. */
export type ShownFailure = { status: number; message?: string | null; retryAfter?: number | null };

/**
 * The error page's heading and text for a failure — the shop's page (web) and the server's plain fallback alike.
 * `tooMany`: the heading of a 429 (a page may say what there were too many of).
 */
export function failureWords(
  failure: ShownFailure,
  tooMany: string = TEXT.errorPage.tooMany,
): { heading: string; body: string } {
  const words = TEXT.errorPage;
  const said = failure.message || words.tryLater;
  switch (failure.status) {
    case 404:
      return { heading: TEXT.notFoundTitle, body: TEXT.notFoundBody };
    case 503:
      return { heading: TEXT.unavailable, body: TEXT.unavailableBody };
    case 429:
      return { heading: tooMany, body: failure.retryAfter ? words.tryAgainIn(failure.retryAfter) : said };
    case 401:
      return { heading: words.signIn, body: said };
    case 403:
      return { heading: words.forbidden, body: said };
    case 409:
      return { heading: words.conflict, body: said };
    case 413:
      return { heading: words.tooLarge, body: said };
    default:
      return failure.status < 500
        ? { heading: words.badRequest, body: said }
        : { heading: TEXT.unexpectedError, body: words.tryLater };
  }
}
