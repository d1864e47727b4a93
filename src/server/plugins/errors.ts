import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { TEXT } from '#src/shared/texts';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, outageLog } from '../lib/database-errors';

/** What the error handler answers when no more specific message applies. */
export const ERROR_MESSAGES = TEXT.errors;

export type ErrorBody = { error: true; msg: string; message: string } & Record<string, unknown>;

export function errorBody(message: string, extra?: Record<string, unknown>): ErrorBody {
  return { ...extra, error: true, msg: message, message };
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
  return reply
    .status(badUrl ? 400 : (error.statusCode ?? 400))
    .send(errorBody(badUrl ? ERROR_MESSAGES.badAddress : error.message));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const logUnavailable = outageLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The failure flag the spec's client reads on this endpoint (`status: false`…), declared in its contract.
    const answer = (status: number, message: string, extra?: Record<string, unknown>) =>
      reply.status(status).send(errorBody(message, { ...request.routeOptions.config?.failure, ...extra }));
    if (error instanceof AppError) return answer(error.status, error.message, error.extra);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return answer(400, validationMessage(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return answer(500, ERROR_MESSAGES.internal);
    }
    if (isUnstorableText(error)) return answer(400, ERROR_MESSAGES.unstorableText);
    if (isDatabaseUnavailable(error)) {
      logUnavailable(request.log, error);
      return answer(503, ERROR_MESSAGES.unavailable);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? ERROR_MESSAGES.invalidJson
          : error.message;
      return answer(status, message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, ERROR_MESSAGES.internal);
  });
});
