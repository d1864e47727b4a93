import { z } from 'zod';
import type { Permission } from '../shared/permissions';
import { ZErrorBody } from './common';

/**
 * One object per endpoint (docs/decisions/016): the server registers the route from it (validation, serialisation,
 * OpenAPI, the auth scope), and the typed client calls it. Request and answer types are read off its zod schemas.
 */

/**
 * Who may call: guests and everyone (`public`), a signed-in user (`user`), any back-office role (`back-office`: only
 * who-am-I), or a back-office user whose role grants the named permission (src/shared/permissions.ts, decision 045).
 */
export type Auth = 'public' | 'user' | 'back-office' | { readonly permission: Permission };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The field the spec's own client reads to tell a refusal from a success (it ignores the HTTP status): every error
 * answer of the endpoint carries it besides `error: true` (decisions §1).
 */
export type FailureFlag = { readonly status: false } | { readonly status: 'FAILED' } | { readonly success: false };

/** Error statuses an endpoint may declare beyond the ones every endpoint gets (see `errorStatusesOf`). */
export type ExtraErrorStatus = 402 | 413 | 415 | 507;

export type Endpoint = {
  readonly method: HttpMethod;
  /** The full path in Fastify's syntax (`/api/cart/:id`). */
  readonly path: `/api/${string}`;
  readonly auth: Auth;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (uploads): the client sends a FormData, the handler reads the parts. */
  readonly multipart?: true;
  /** The handler reads the body's bytes as they came (a signature covers them): no JSON parsing, no schema. */
  readonly rawBody?: true;
  /** Answer schema per success status. */
  readonly responses: { readonly [status: number]: z.ZodType };
  readonly errors?: readonly ExtraErrorStatus[];
  readonly failure?: FailureFlag;
  /** `false`: called by someone else than our client (a payment provider's webhook); no client method. */
  readonly client?: false;
};

/** The permission a back-office endpoint needs; null for every other endpoint (and for `back-office`). */
export function permissionOf(endpoint: Pick<Endpoint, 'auth'>): Permission | null {
  return typeof endpoint.auth === 'object' ? endpoint.auth.permission : null;
}

/** Whether only the back office may call: a named permission or `back-office`. */
export function isBackOffice(endpoint: Pick<Endpoint, 'auth'>): boolean {
  return typeof endpoint.auth === 'object' || endpoint.auth === 'back-office';
}

/** Keeps the literal types (method, path, auth, schemas) that the server and the client read. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/**
 * Every endpoint may answer 503 (database unreachable, server shutting down). One that takes input or needs a
 * user may also answer the usual refusals; extra statuses (402, 413, 415) are declared on the endpoint.
 */
export function errorStatusesOf(endpoint: Endpoint): number[] {
  const takesInput = endpoint.params || endpoint.query || endpoint.body || endpoint.multipart || endpoint.rawBody;
  const refusals = takesInput || endpoint.auth !== 'public' ? [400, 401, 403, 404, 409, 429] : [];
  return [...refusals, ...(endpoint.errors ?? []), 503].sort((a, b) => a - b);
}

/** The error answer's schema: the common shape, plus the endpoint's failure flag. */
export function errorSchemaOf(endpoint: Endpoint): z.ZodType {
  if (!endpoint.failure) return ZErrorBody;
  const flag = Object.fromEntries(Object.entries(endpoint.failure).map(([key, value]) => [key, z.literal(value)]));
  return ZErrorBody.extend(flag);
}

// ── Types read off an endpoint ───────────────────────────────────────────────────────────────────────────────────────
type SchemaAt<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the handler sees after validation (defaults filled, strings coerced). */
export type Parsed<E, K extends 'params' | 'query' | 'body'> =
  SchemaAt<E, K> extends z.ZodType ? z.output<SchemaAt<E, K>> : undefined;

/**
 * What a caller sends: the keys of the schema's input (a field with a default may be left out), with the types the
 * server turns them into (an id is a number, though a query string carries it as text).
 */
type Wire<I, O> = I extends object ? { [K in keyof I]: K extends keyof O ? O[K] : I[K] } : I;
export type Sent<E, K extends 'params' | 'query' | 'body'> =
  SchemaAt<E, K> extends z.ZodType ? Wire<z.input<SchemaAt<E, K>>, z.output<SchemaAt<E, K>>> : undefined;

/** The success answer (any of the declared success statuses). */
export type AnswerOf<E extends Endpoint> = {
  [S in keyof E['responses']]: z.output<E['responses'][S]>;
}[keyof E['responses']];

/** What a handler returns for the serializer (the schema's input side). */
export type ReplyOf<E extends Endpoint> = {
  [S in keyof E['responses']]: z.input<E['responses'][S]>;
}[keyof E['responses']];
