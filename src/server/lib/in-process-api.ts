import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createApiClient, toSearchParams, type ApiClient, type TransportRequest } from '#src/contracts/client';
import { routeTable } from '#src/contracts/routes';
import type { PageFailure } from '#src/shared/page-failure';
import { apiModules } from '#src/server/modules/index';
import { noteTags } from './cache-tags';
import { retryAfterSeconds } from './page-failures';
import { directReadsOf, type Route } from './route';

/** The API's cached reads by definition path. */
const directReads = directReadsOf(apiModules);

/**
 * The web's loaders call the API through the same client, answered by the app in-process (no socket). A guest's
 * call of a cached read (the catalogue's GETs, `cachedRead`) gets the cached value itself: its input validated by
 * the endpoint's own schemas, no request, no JSON (decision 034); anything else, and any input or answer the direct
 * path does not take as it is, goes through `app.inject` exactly as a request would. `asToken`: calls carry that
 * session token (the back office's loaders, decision 021). `onStatus` hears every answer's status (the page cache
 * keeps no page a failed call left incomplete) and its `Retry-After` seconds. A refusal's `Retry-After` header is
 * also put into its error body as `retryAfter`: the page that fails with it says how long to wait
 * (docs/decisions/040-error-pages.md).
 */
export function createServerApiClient(
  app: FastifyInstance,
  origin: FastifyRequest,
  asToken?: string,
  onStatus?: (status: number, retryAfter?: number) => void,
): ApiClient {
  const client = createApiClient(
    routeTable,
    async (request) => {
      const direct = request.token ? undefined : await readDirectly(app, request);
      if (direct !== undefined) {
        onStatus?.(200);
        return { status: 200, data: direct };
      }
      // Not a catalogue answer: a page that shows it goes with every catalogue change (decision 067).
      noteTags('any');
      const { method, path, query, body, token } = request;
      const response = await app.inject({
        method,
        url: `${path}${toSearchParams(query)}`,
        remoteAddress: origin.ip,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      const retryAfter = response.statusCode >= 400 ? retryAfterSeconds(response.headers['retry-after']) : undefined;
      onStatus?.(response.statusCode, retryAfter);
      let data: unknown = null;
      try {
        data = response.body ? JSON.parse(response.body) : null;
      } catch {
        data = { error: true, msg: 'Unexpected answer' };
      }
      if (retryAfter !== undefined && data !== null && typeof data === 'object') data = { ...data, retryAfter };
      return { status: response.statusCode, data };
    },
    () => asToken,
  );
  return client;
}

/**
 * A client whose every call fails with `failure`, as the API would have answered it: for rendering the error page of
 * a request that failed before its page (decision 040), whose loaders must not reach the database or the API.
 */
export function failingApiClient(failure: PageFailure): ApiClient {
  const data = { error: true, msg: failure.message, message: failure.message, retryAfter: failure.retryAfter };
  return createApiClient(routeTable, async () => ({ status: failure.status, data }));
}

/**
 * The answer of a cached read as a value, or undefined when the call must go the long way: not a cached read, input
 * its schemas refuse (the request answers the 400 with its message), a NUL character (refused for every request), or
 * an error (not found, the database unreachable: the request answers it as the API does).
 */
async function readDirectly(app: FastifyInstance, request: TransportRequest): Promise<object | undefined> {
  if (request.method !== 'GET' || request.body !== undefined) return undefined;
  const route = directReads.get(request.route.path);
  if (!route?.read) return undefined;
  // What the request would carry: text, as in its path and query string (toSearchParams and fillPath).
  const params = asText(request.params, false);
  const query = asText(request.query, true);
  if (params === undefined || query === undefined) return undefined;
  const parsedParams = parseWith(route, 'params', params);
  const parsedQuery = parseWith(route, 'query', query);
  if (!parsedParams.ok || !parsedQuery.ok) return undefined;
  try {
    return await route.read(app, { params: parsedParams.value, query: parsedQuery.value });
  } catch {
    return undefined;
  }
}

/** Values as text, without the ones a query string leaves out; undefined when one holds a NUL character. */
function asText(values: Record<string, unknown> | undefined, dropEmpty: boolean) {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (dropEmpty && (value === undefined || value === null || value === '')) continue;
    const string = String(value ?? '');
    if (string.includes('\u0000')) return undefined;
    text[key] = string;
  }
  return text;
}

function parseWith(route: Route, part: 'params' | 'query', value: Record<string, string>) {
  const schema = route.endpoint[part];
  if (!schema) return { ok: true as const, value };
  const result = schema.safeParse(value);
  return result.success ? { ok: true as const, value: result.data } : { ok: false as const };
}
