import { ApiError } from '#src/contracts/client';
import { TEXT } from '#src/shared/texts';

/**
 * What to tell the shopper when a call failed: the server's own message for an API error (spec section 8: "the
 * server's msg"); a generic one, with the error logged, when no answer arrived. Every feature uses this one.
 */
export function errorText(error: unknown, fallback: string = TEXT.errors.noAnswer): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return fallback;
}

/** The stored token is no longer accepted (401: expired, password changed, account gone; 403: another user's). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
