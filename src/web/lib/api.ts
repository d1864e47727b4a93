import { createApiClient, type RouteTable } from '#src/contracts/client';
import type { StorefrontApi } from '#src/contracts/routes';
import { STORAGE_KEYS } from '#src/shared/constants';
import { fetchTransport } from './api-client';
import routeTable from './api-routes';

/** The bearer token the spec keeps in localStorage. */
export const storedToken = () =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEYS.token);

/**
 * The browser's client: same origin, bearer token from localStorage as the spec stores it. The back office's
 * groups are not in it: admin pages use `adminApi` (src/web/features/admin/api.ts).
 */
export const api: StorefrontApi = createApiClient(routeTable as RouteTable, fetchTransport(''), storedToken);
