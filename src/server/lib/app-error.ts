import type { ErrorCode } from '#src/contracts/error-codes';
import { TEXT } from '#src/shared/texts';

/** The one error type of our own code; the error plugin maps each code to an HTTP status. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE'
  | 'INSUFFICIENT_STORAGE';

export const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};

/** How an error is thrown beyond its kind and message. */
export type AppErrorOptions = {
  /** A failure of ours behind the message (a disk full, say): the error handler logs it at error level. */
  cause?: unknown;
  /** The answer's machine-readable `code` when it is more specific than the kind (src/contracts/error-codes.ts). */
  answerCode?: ErrorCode;
};

export class AppError extends Error {
  /** The kind, which sets the HTTP status; the answer's `code` unless a more specific one is given. */
  readonly code: AppErrorCode;
  /** The `code` of the error answer (decision 046). */
  readonly answerCode: ErrorCode;
  /** Extra fields merged into the error body (e.g. `isVerify: false` for an unverified sign-in). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, message: string, extra?: Record<string, unknown>, options: AppErrorOptions = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'AppError';
    this.code = code;
    this.answerCode = options.answerCode ?? code;
    this.extra = extra;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (message: string = TEXT.errors.notFound, answerCode?: ErrorCode) =>
  new AppError('NOT_FOUND', message, undefined, { answerCode });
export const badRequest = (message: string, answerCode?: ErrorCode) =>
  new AppError('BAD_REQUEST', message, undefined, { answerCode });
export const forbidden = (message: string = TEXT.errors.forbidden) => new AppError('FORBIDDEN', message);
export const unauthorized = (message: string = TEXT.errors.signInAgain) => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string, answerCode?: ErrorCode) =>
  new AppError('CONFLICT', message, undefined, { answerCode });

/** The general code of an HTTP error status that no error of ours chose (Fastify's own 4xx, a 500). */
export function codeOfStatus(status: number): ErrorCode {
  const kind = (Object.keys(statusByCode) as AppErrorCode[]).find((code) => statusByCode[code] === status);
  return kind ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
