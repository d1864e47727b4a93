import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Endpoint, Parsed, ReplyOf } from '#src/contracts/endpoint';
import type { AuthUser } from '#src/server/plugins/auth';

/**
 * A route is an endpoint definition (src/contracts) and its handler; src/server/plugins/api.ts registers it in the
 * scope its `auth` names. The request is typed from the definition: `request.body` is the parsed body, and on a
 * signed-in endpoint `request.authUser` is the verified user.
 */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: E extends { rawBody: true } ? Buffer : Parsed<E, 'body'>;
}> &
  (E['auth'] extends 'public' ? unknown : { authUser: AuthUser });

/**
 * Answers the value (serialised with the endpoint's schema, with its only success status when that is not 200), or
 * the reply when it sent something itself (another status, cached bytes).
 */
export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | FastifyReply>;

/** What a few routes need beyond the definition: explicit, and nothing else is possible. */
export type RouteExtras = {
  /** Runs after validation, before the handler (a rate limit counting every request of the route). */
  preHandler?: preHandlerHookHandler;
  /** Sees the serialised answer (a Server-Timing header that covers serialisation and compression). */
  onSend?: onSendHookHandler;
  /** For a `multipart` endpoint: @fastify/multipart's limits, registered for this route alone. */
  multipartLimits?: { fileSize: number; files: number; fields: number; parts: number };
};

export type Route = {
  readonly endpoint: Endpoint;
  readonly handler: RouteHandler<Endpoint>;
  readonly extras: RouteExtras;
};

export function route<const E extends Endpoint>(
  endpoint: E,
  handler: RouteHandler<E>,
  extras: RouteExtras = {},
): Route {
  return { endpoint, handler: handler as unknown as RouteHandler<Endpoint>, extras };
}

/** A server module's part of the API: its routes, and what must run once before they serve (a cache's listener). */
export type ApiModule = {
  readonly routes: readonly Route[];
  readonly setup?: (app: FastifyInstance) => Promise<void>;
};
