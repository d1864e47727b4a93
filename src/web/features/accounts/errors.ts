import { ApiError } from '#src/contracts/client';

/** True for the sign-in answer "password right, e-mail not verified yet". */
export function isUnverifiedError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as Record<string, unknown>)['isVerify'] === false
  );
}
