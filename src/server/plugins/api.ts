import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { contracts } from '#src/contracts/index';
import {
  errorSchemaOf,
  errorStatusesOf,
  isBackOffice,
  permissionOf,
  type Endpoint,
  type FailureFlag,
} from '#src/contracts/endpoint';
import { AppError } from '../lib/app-error';
import { languageInForce, languageOfCookie, runInLanguage } from '../lib/request-language';
import type { ApiModule, Route } from '../lib/route';
import { assertOwnUserIds, authenticate, mayUse } from './auth';
import type { LimitRule } from './rate-limit';
import { TEXT } from '#src/shared/texts';
import { isLanguage, type Language } from '#src/shared/texts/language';
import { LANGUAGE_HEADER } from '#src/shared/constants';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's failure flag, merged into its error answers by the error handler. */
    failure?: FailureFlag;
  }
}

const PREFIX = '/api';

/** Each API request's language, set when it arrives. */
const languages = new WeakMap<FastifyRequest, Language>();

/**
 * Back-office writes (decision 021, the model of decision 014): every non-GET request of the staff and admin scopes
 * counts per user, valid or not, before its body is read. Generous (300 a minute): the fastest inline price and stock
 * edits stay far below it; a runaway script or a stolen session does not. `RATE_LIMITS=admin-write=n` overrides it.
 */
export const ADMIN_WRITE_LIMIT: LimitRule = { name: 'admin-write', max: 300, windowMs: 60_000 };

/**
 * Every route is registered in the scope its endpoint's `auth` names, so none can miss its guard:
 * - public: no hook;
 * - user: one `onRequest` hook verifies the token (a guest gets 401 before the body is even read), and after
 *   validation a `userId`/`userid`/`customerId` in the query or body must be the token's user (403);
 * - back office (an endpoint naming a permission, or `back-office`): the same verification, then whether the user's
 *   role grants it (403 for a shopper, and for a role without the permission; decision 045), then writes count
 *   against ADMIN_WRITE_LIMIT per user. One scope per permission, so the check is fixed when the scope is made.
 */
export async function apiPlugin(api: FastifyInstance, { modules }: { modules: readonly ApiModule[] }) {
  const routes = modules.flatMap((module) => module.routes);
  assertEveryEndpointOnce(routes);
  for (const module of modules) await module.setup?.(api);

  const origins = api.config.CORS_ORIGINS;
  if (origins.length > 0) {
    // Bearer tokens, no cookies: no credentials. Preflights are answered in the hook, before any auth.
    await api.register(cors, { origin: origins, methods: corsMethods(), credentials: false, maxAge: 600 });
  }
  // The answers' language (issue 33, decisions 065 and 066): the asking page's (its header), else the `lang`
  // cookie's, else the page's for its in-process calls, else English. Entered before the body is read and again
  // around the handler (a body's stream events may run outside).
  api.addHook('onRequest', (request, _reply, done) => {
    const asked = request.headers[LANGUAGE_HEADER];
    const language =
      (isLanguage(asked) ? asked : undefined) ?? languageOfCookie(request.headers.cookie) ?? languageInForce() ?? 'en';
    languages.set(request, language);
    runInLanguage(language, done);
  });
  api.addHook('preHandler', (request, _reply, done) => runInLanguage(languages.get(request) ?? 'en', done));
  // The original client (axios) sends DELETE with a JSON content type and no body; Fastify would refuse that as
  // invalid JSON.
  api.addHook('onRequest', async (request) => {
    if (request.method === 'DELETE' && isEmptyBody(request)) delete request.headers['content-type'];
  });
  // PostgreSQL stores no NUL character in text or jsonb: refused in every parsed body, query and path, once, here.
  api.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new AppError('BAD_REQUEST', TEXT.errors.unstorableText);
    }
  });
  /** A signed-in shopper's answers are theirs alone: no shared cache keeps them, no browser stores them. */
  const privateAnswers = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'private, no-store');
  };

  const byAuth = (auth: 'public' | 'user') => routes.filter((r) => r.endpoint.auth === auth);
  await api.register(async (scope) => {
    for (const r of byAuth('public')) await register(scope, r);
  });
  await api.register(async (scope) => {
    scope.addHook('onRequest', privateAnswers);
    scope.addHook('onRequest', authenticate);
    scope.addHook('preHandler', async (request) => assertOwnUserIds(request, request.authUser!));
    for (const r of byAuth('user')) await register(scope, r);
  });
  const backOffice = routes.filter((r) => isBackOffice(r.endpoint));
  const needsOf = (endpoint: Endpoint) => permissionOf(endpoint) ?? 'back-office';
  for (const needs of new Set(backOffice.map((r) => needsOf(r.endpoint)))) {
    await api.register(async (scope) => {
      scope.addHook('onRequest', privateAnswers);
      scope.addHook('onRequest', authenticate);
      scope.addHook('onRequest', async (request, reply) => {
        if (!mayUse(request.authUser!, needs)) throw new AppError('FORBIDDEN', TEXT.errors.forbidden);
        if (request.method === 'GET' || request.method === 'HEAD') return;
        await request.server.rateLimiter.consume(ADMIN_WRITE_LIMIT, `user:${request.authUser!.id}`, reply);
      });
      for (const r of backOffice.filter((route) => needsOf(route.endpoint) === needs)) await register(scope, r);
    });
  }

  // Unknown API paths answer JSON here instead of falling through to the web pages.
  const notFound = async (request: FastifyRequest) => {
    throw new AppError('NOT_FOUND', TEXT.errors.noApiRoute(request.method, request.url.split('?')[0] ?? ''));
  };
  // With CORS on, @fastify/cors owns OPTIONS (its route calls the not-found handler below for a non-preflight).
  const methods = [
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    ...(origins.length > 0 ? [] : ['OPTIONS' as const]),
  ];
  // `/api` itself too: with trailing slashes ignored, `/api/` is `/api`, which the wildcard does not match.
  for (const url of ['/*', '/']) api.route({ method: methods, url, schema: { hide: true }, handler: notFound });
  api.setNotFoundHandler(notFound);
}

/**
 * The methods a preflight allows: every method an endpoint of src/contracts uses (HEAD with GET), read off the
 * definitions so a new one cannot be forgotten. @fastify/cors alone allows GET, HEAD and POST, and a browser on
 * another origin then refuses to send the cart's PUT and DELETE (issue 27 §4).
 */
export function corsMethods(): string[] {
  const used = new Set<string>(allEndpoints().map((endpoint) => endpoint.method));
  if (used.has('GET')) used.add('HEAD');
  return [...used].sort();
}

function allEndpoints(): Endpoint[] {
  return Object.values(contracts).flatMap((group) => Object.values(group) as Endpoint[]);
}

/** A NUL character in any string or key of a parsed JSON value, a query or path parameters. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  // A raw body (the webhook's Buffer) is not text to store.
  if (ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

function isEmptyBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return encoding === undefined && (length === undefined || length === '0');
}

/** Exactly one handler per endpoint of src/contracts: a definition without a handler stops the server at start. */
function assertEveryEndpointOnce(routes: readonly Route[]) {
  const defined = allEndpoints();
  const count = new Map<Endpoint, number>();
  for (const { endpoint } of routes) count.set(endpoint, (count.get(endpoint) ?? 0) + 1);
  const label = (e: Endpoint) => `${e.method} ${e.path}`;
  const missing = defined.filter((e) => !count.has(e)).map(label);
  const twice = [...count].filter(([, n]) => n > 1).map(([e]) => label(e));
  const foreign = [...count.keys()].filter((e) => !defined.includes(e)).map(label);
  if (missing.length || twice.length || foreign.length) {
    throw new Error(
      `API routes do not match src/contracts: without handler [${missing}], twice [${twice}], not in contracts [${foreign}]`,
    );
  }
}

function schemaOf(endpoint: Endpoint): FastifySchema {
  const errorSchema = errorSchemaOf(endpoint);
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(describe(endpoint) ? { description: describe(endpoint) } : {}),
    ...(endpoint.auth !== 'public' ? { security: [{ bearer: [] }] } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: {
      ...endpoint.responses,
      ...Object.fromEntries(errorStatusesOf(endpoint).map((status) => [status, errorSchema])),
    },
  };
}

/** The endpoint's description, followed for the back office by who may call it (the docs' only word on it). */
function describe(endpoint: Endpoint): string | undefined {
  if (!isBackOffice(endpoint)) return endpoint.description;
  const permission = permissionOf(endpoint);
  const who = permission ? `Needs the back-office permission \`${permission}\`.` : 'Any back-office role.';
  return endpoint.description ? `${endpoint.description}\n\n${who}` : who;
}

async function register(scope: FastifyInstance, { endpoint, handler, extras }: Route) {
  const statuses = Object.keys(endpoint.responses).map(Number);
  // The only success status when it is not 200 (201 for a creation); with several, the handler picks.
  const onlyStatus = statuses.length === 1 && statuses[0] !== 200 ? statuses[0]! : null;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path.slice(PREFIX.length),
    schema: schemaOf(endpoint),
    config: endpoint.failure ? { failure: endpoint.failure } : {},
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.onSend ? { onSend: extras.onSend } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(request as never, reply);
      if (answer !== reply && onlyStatus !== null && reply.statusCode === 200) reply.status(onlyStatus);
      return answer;
    },
  };
  if (!endpoint.multipart && !endpoint.rawBody) {
    scope.route(options);
    return;
  }
  // A body that is not JSON is parsed in a scope of its own route, so no other route accepts it.
  await scope.register(async (own) => {
    if (endpoint.multipart) await own.register(multipart, { limits: extras.multipartLimits });
    if (endpoint.rawBody) {
      own.removeContentTypeParser('application/json');
      own.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    }
    own.route(options);
  });
}
