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

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Extra fields merged into the error body (e.g. `isVerify: false` for an unverified sign-in). */
  readonly extra: Record<string, unknown> | undefined;

  /** `cause`: a failure of ours behind the message (a disk full, say): the error handler logs it at error level. */
  constructor(code: AppErrorCode, message: string, extra?: Record<string, unknown>, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.extra = extra;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (message: string = TEXT.errors.notFound) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const forbidden = (message: string = TEXT.errors.forbidden) => new AppError('FORBIDDEN', message);
export const unauthorized = (message: string = TEXT.errors.signInAgain) => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
