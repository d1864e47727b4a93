import { ApiError } from '#src/contracts/client';

const FALLBACK = 'Something went wrong. Please check your connection and try again.';

/** The server's own message for an API error (spec section 8); a generic one when the request never arrived. */
export function errorText(error: unknown, fallback = FALLBACK): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return fallback;
}

/** True for the sign-in answer "password right, e-mail not verified yet". */
export function isUnverifiedError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as Record<string, unknown>)['isVerify'] === false
  );
}

/** True when the stored token is no longer accepted (expired, revoked, account deleted). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
