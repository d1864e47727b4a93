import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { TOO_LARGE_DRAIN_MAX_BYTES } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import type { ErrorCode } from '#src/contracts/error-codes';
import { AppError, codeOfStatus } from '../lib/app-error';
import { isDatabaseUnavailable, outageLog } from '../lib/database-errors';

/** What the error handler answers when no more specific message applies. */

export type ErrorBody = { error: true; msg: string; message: string; code: ErrorCode } & Record<string, unknown>;

export function errorBody(message: string, code: ErrorCode, extra?: Record<string, unknown>): ErrorBody {
  return { ...extra, error: true, msg: message, message, code };
}

/** The error's code and its cause's (drivers and Drizzle wrap PostgreSQL's and the socket's errors). */
function codesOf(error: unknown): string[] {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return [code, cause].filter((c) => c !== undefined).map(String);
}

/** PostgreSQL refuses text it cannot store (a NUL character): 22021 comes from the client's input, never from ours. */
function isUnstorableText(error: unknown): boolean {
  return codesOf(error).includes('22021');
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || first?.params?.['missingProperty'];
    const detail = first?.message ?? 'is invalid';
    return field ? `${String(field)}: ${detail}` : detail;
  }
  return error.message;
}

/**
 * Fastify answers a URL it cannot decode (`/api/x/%`, broken UTF-8) before any hook or error handler runs;
 * this server option gives that answer our error shape too.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  const status = badUrl ? 400 : (error.statusCode ?? 400);
  return reply
    .status(status)
    .send(badUrl ? errorBody(TEXT.errors.badAddress, 'BAD_ADDRESS') : errorBody(error.message, codeOfStatus(status)));
}

/** One outage, one line every 10 s, whether the API or a page met it (decision 038). */
const logUnavailable = outageLog();

/** What an error is answered with: JSON under `/api` (below), the shop's error page for a page (plugins/web.ts). */
export type ErrorAnswer = {
  status: number;
  message: string;
  code: ErrorCode;
  extra?: Record<string, unknown> | undefined;
};

/**
 * The status and message of an error, logged when it is ours: one mapping for the API's answers and the pages'.
 * 5xx never shows internals.
 */
export function errorAnswer(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    // A failure of ours behind a message for the user (the media folder full, say): the cause goes to the log.
    if (error.cause !== undefined) request.log.error({ err: error.cause }, error.message);
    return { status: error.status, message: error.message, code: error.answerCode, extra: error.extra };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return { status: 400, message: validationMessage(error), code: 'VALIDATION' };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return { status: 500, message: TEXT.errors.internal, code: 'INTERNAL' };
  }
  if (isUnstorableText(error)) return { status: 400, message: TEXT.errors.unstorableText, code: 'BAD_REQUEST' };
  if (isDatabaseUnavailable(error)) {
    logUnavailable(request.log, error);
    return { status: 503, message: TEXT.errors.unavailable, code: 'UNAVAILABLE' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
    if (invalidJson) return { status, message: TEXT.errors.invalidJson, code: 'INVALID_JSON' };
    return { status, message: error.message, code: codeOfStatus(status) };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, message: TEXT.errors.internal, code: 'INTERNAL' };
}

/**
 * A 413 refuses a body the client may still be sending (a browser uploading a large photo). Fastify closes the
 * connection with its answer, and closing a socket with unread data resets it: the client gets EPIPE or ECONNRESET
 * and usually loses the 413 with it, showing a network error. Instead the connection stays open and the rest of the
 * body is read and thrown away, up to TOO_LARGE_DRAIN_MAX_BYTES (then the socket is cut off); Node's request
 * timeout bounds how long. Once the body has ended the connection serves the next request as usual.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  reply.removeHeader('connection');
  // A multipart parser may still be fed from it: it gets nothing more.
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > TOO_LARGE_DRAIN_MAX_BYTES) raw.socket.destroy();
  });
  raw.resume();
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, code, extra } = errorAnswer(error, request);
    if (status === 413) drainRefusedBody(request, reply);
    // The failure flag the spec's client reads on this endpoint (`status: false`…), declared in its contract.
    return reply.status(status).send(errorBody(message, code, { ...request.routeOptions.config?.failure, ...extra }));
  });
});
