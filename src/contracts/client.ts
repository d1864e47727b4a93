import type { AnswerOf, Endpoint, Sent } from './endpoint';
import type { Contracts } from './index';

/**
 * The one typed client of the API, built from the endpoint definitions: `api.cart.add({ body })`. The browser sends
 * its requests over fetch, the server's loaders in-process (src/server/lib/in-process-api.ts). It needs only each
 * endpoint's method and path at run time, so the browser gets those alone (decision 016: zod stays out of pages).
 */

export type ApiQuery = Record<string, unknown>;
export type TransportRequest = {
  /** The endpoint's definition path (`/api/cart/:id`) and its params: the server's loaders read some directly. */
  route: EndpointRoute;
  params?: Record<string, unknown> | undefined;
  method: Endpoint['method'];
  path: string;
  query?: ApiQuery | undefined;
  body?: unknown;
  form?: FormData | undefined;
  token?: string | undefined;
};
export type Transport = (request: TransportRequest) => Promise<{ status: number; data: unknown }>;

/** An answer of 400 or more; `message` is the server's `msg`, ready to show in the alert bar. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The status of an ApiError, by its name rather than `instanceof`: on the server the load context's client comes
 * from the server's copy of this module, not the web build's.
 */
export function apiErrorStatus(error: unknown): number | null {
  return error instanceof Error && error.name === 'ApiError' ? ((error as ApiError).status ?? null) : null;
}

export function messageOf(data: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const text = record['msg'] ?? record['message'];
    if (typeof text === 'string' && text) return text;
  }
  return fallback;
}

export function toSearchParams(query: ApiQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/api/cart/:id` with `{ id: 3 }` → `/api/cart/3`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

// ── Types ────────────────────────────────────────────────────────────────────────────────────────────────────────────
type Part<E, K extends 'params' | 'query' | 'body'> =
  Sent<E, K> extends undefined
    ? object
    : object extends Sent<E, K>
      ? { [P in K]?: Sent<E, K> }
      : { [P in K]: Sent<E, K> };

/** What a call takes: `{ params, query, body }` as the endpoint defines them (`{ form }` for an upload). */
export type InputOf<E extends Endpoint> = Part<E, 'params'> &
  Part<E, 'query'> &
  Part<E, 'body'> &
  (E extends { multipart: true } ? { form: FormData } : object);

export type Call<E extends Endpoint> =
  object extends InputOf<E>
    ? (input?: InputOf<E>) => Promise<AnswerOf<E>>
    : (input: InputOf<E>) => Promise<AnswerOf<E>>;

type ClientGroup<G> = {
  [K in keyof G as G[K] extends { client: false } ? never : K]: G[K] extends Endpoint ? Call<G[K]> : never;
};
export type ApiClient = { [G in keyof Contracts]: ClientGroup<Contracts[G]> };

/** What the client needs of each endpoint at run time (the browser gets exactly this, nothing more). */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'multipart' | 'client'>;
export type RouteTable = { readonly [G in keyof Contracts]: { readonly [K in keyof Contracts[G]]: EndpointRoute } };

/** The method-and-path table of the endpoints: what `createApiClient` needs. */
export function routeTableOf(contracts: Contracts): RouteTable {
  return Object.fromEntries(
    Object.entries(contracts).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints as Record<string, Endpoint>).map(([name, { method, path, multipart, client }]) => [
          name,
          { method, path, ...(multipart ? { multipart } : {}), ...(client === false ? { client } : {}) },
        ]),
      ),
    ]),
  ) as RouteTable;
}

type CallInput = { params?: Record<string, unknown>; query?: ApiQuery; body?: unknown; form?: FormData };

export function createApiClient(
  routes: RouteTable,
  transport: Transport,
  getToken: () => string | null | undefined = () => null,
): ApiClient {
  const call =
    (route: EndpointRoute) =>
    async (input: CallInput = {}) => {
      const { method, path } = route;
      const { status, data } = await transport({
        route,
        params: input.params,
        method,
        path: fillPath(path, input.params),
        query: input.query,
        body: input.body,
        form: input.form,
        token: getToken() ?? undefined,
      });
      if (status >= 400) throw new ApiError(status, messageOf(data), data);
      return data;
    };
  const client = Object.fromEntries(
    Object.entries(routes).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints as Record<string, EndpointRoute>)
          .filter(([, route]) => route.client !== false)
          .map(([name, route]) => [name, call(route)]),
      ),
    ]),
  );
  return client as unknown as ApiClient;
}
