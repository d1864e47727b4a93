import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createApiClient, toSearchParams, type ApiClient } from '#src/contracts/client';
import { routeTable } from '#src/contracts/routes';

/**
 * The web's loaders call the API through the same client, answered by the app in-process (no socket). `asToken`:
 * calls carry that session token (the back office's loaders, decision 021). `onStatus` hears every answer's status
 * (the page cache keeps no page a failed call left incomplete).
 */
export function createServerApiClient(
  app: FastifyInstance,
  origin: FastifyRequest,
  asToken?: string,
  onStatus?: (status: number) => void,
): ApiClient {
  const client = createApiClient(
    routeTable,
    async ({ method, path, query, body, token }) => {
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
      onStatus?.(response.statusCode);
      let data: unknown = null;
      try {
        data = response.body ? JSON.parse(response.body) : null;
      } catch {
        data = { error: true, msg: 'Unexpected answer' };
      }
      return { status: response.statusCode, data };
    },
    () => asToken,
  );
  return client;
}
