import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, Parsed, ReplyOf } from '#src/contracts/endpoint';
import type { AuthUser } from '#src/server/plugins/auth';
import { sendCached, wireValueOf } from './send-cached';

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

/** A cached read's answer from validated input, without a request: what the server's own page loaders call. */
export type DirectRead = (app: FastifyInstance, input: { params: unknown; query: unknown }) => Promise<object>;

export type Route = {
  readonly endpoint: Endpoint;
  readonly handler: RouteHandler<Endpoint>;
  readonly extras: RouteExtras;
  /** Set by `cachedRead`: the same answer as a value (src/server/lib/in-process-api.ts). */
  readonly read?: DirectRead;
};

type PublicGet = Endpoint & { readonly method: 'GET'; readonly auth: 'public'; readonly body?: undefined };

/**
 * A public GET answered from the catalogue cache: over HTTP as its cached bytes (send-cached.ts), and to the
 * server's own page loaders as the value itself — no request, no JSON (docs/decisions/034-direct-reads.md). `read`
 * gets the validated params and query; its errors (AppError) answer as they would in any handler.
 */
export function cachedRead<const E extends PublicGet>(
  endpoint: E,
  read: (
    app: FastifyInstance,
    input: { params: Parsed<E, 'params'>; query: Parsed<E, 'query'> },
  ) => Promise<ReplyOf<E>>,
): Route {
  const schema = endpoint.responses[200] as z.ZodType<object>;
  const handler: RouteHandler<E> = async (request, reply) =>
    sendCached(
      reply,
      schema,
      (await read(request.server, { params: request.params as never, query: request.query as never })) as object,
    );
  return {
    endpoint,
    handler: handler as unknown as RouteHandler<Endpoint>,
    extras: {},
    read: async (app, input) => wireValueOf(schema, (await read(app, input as never)) as object),
  };
}

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

/** The cached reads of the API by definition path, for the in-process client (src/server/lib/in-process-api.ts). */
export function directReadsOf(modules: readonly ApiModule[]): ReadonlyMap<string, Route> {
  return new Map(modules.flatMap((module) => module.routes.filter((r) => r.read).map((r) => [r.endpoint.path, r])));
}
