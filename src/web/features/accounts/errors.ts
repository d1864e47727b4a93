import { ApiError } from '#src/web/lib/api-client';

const FALLBACK = 'Something went wrong. Please check your connection and try again.';

/** The server's own message for an API error (spec section 8); a generic one when the request never arrived. */
export function errorText(error: unknown, fallback = FALLBACK): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return fallback;
}
