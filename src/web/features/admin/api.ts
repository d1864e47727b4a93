import { createApiClient, type ApiClient, type RouteTable } from '#src/contracts/client';
import type { BackOfficeGroup } from '#src/contracts/routes';
import { fetchTransport } from '#src/web/lib/api-client';
import { storedToken } from '#src/web/lib/api';
import routeTable from './api-routes';

/**
 * The browser's client of the back office's endpoints (`adminApi.admin.overview()`), with the signed-in user's
 * token. Only admin pages import it, so its table stays out of the storefront's bundle (decision 021).
 */
export const adminApi: Pick<ApiClient, BackOfficeGroup> = createApiClient(
  routeTable as unknown as RouteTable,
  fetchTransport(''),
  storedToken,
);
