import { ApiError } from '#src/contracts/client';

const FALLBACK = 'Something went wrong. Please check your connection and try again.';

/** The server's own message (spec section 8: "the server's msg"); a generic one when no answer arrived. */
export function errorText(error: unknown, fallback = FALLBACK): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return fallback;
}

/** 401: the token is no longer accepted (expired, password changed); the page sends the shopper to sign in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
