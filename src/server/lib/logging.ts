import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * What the logs must never hold (decision 013): request bodies, tokens, passwords, e-mails, addresses, phone
 * numbers, card data. Fastify's request serializer logs method, URL and addresses only; these paths catch the same
 * fields when code logs an object holding them, and the error serializer below keeps only an error's type, code,
 * status and (scrubbed) message and stack: a database error's `params` and `detail` carry the row's values.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'body',
  'headers.authorization',
  ...[
    'password',
    'token',
    'email',
    'name',
    'address',
    'pincode',
    'phone',
    'phoneNumber',
    'shipping',
    'cardNumber',
    'expiry',
    'cvc',
  ].flatMap((field) => [field, `*.${field}`]),
];

export const REDACTED = '[redacted]';

/** E-mail addresses and runs of 12–19 digits (card numbers, with spaces or dashes) inside free text. */
export function scrubText(text: string): string {
  return text
    .replace(/^\s*params:.*$/gm, `params: ${REDACTED}`)
    .replace(/Failing row contains \(.*\)/g, `Failing row contains ${REDACTED}`)
    .replace(/\)=\(.*?\)/g, `)=${REDACTED}`)
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, REDACTED)
    .replace(/\b\d(?:[ -]?\d){11,18}\b/g, REDACTED);
}

type SerializedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
};

/** An error as logged: its kind and place, never the values it was about. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The logger of the server: level from LOG_LEVEL, redaction always; `stream` lets a test read the lines. */
export function loggerOptions(config: Config, stream?: Writable): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { err: (error) => serializeError(error), error: (error) => serializeError(error) },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify's lines for each request (decision 041). In production one line at info when it is answered, "request
 * completed" with the request (method, URL, address), status and time: the operator's access log (a shop without a
 * proxy in front has no other). Elsewhere that line is at debug, so the terminal of someone trying the shop shows what
 * it says instead of a line or two for every page, image and script. "incoming request" (Fastify's other line, which
 * only adds when a request began) is at debug everywhere. A request that failed is logged at error everywhere.
 */
export class RequestLog extends LogController {
  constructor(private readonly level: 'info' | 'debug') {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (!this.isLogDisabled(request)) {
      reply.log[this.level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

export function requestLog(config: Pick<Config, 'isProduction'>): RequestLog {
  return new RequestLog(config.isProduction ? 'info' : 'debug');
}
