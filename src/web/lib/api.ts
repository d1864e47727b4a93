import { createApiClient } from '#src/contracts/client';
import { STORAGE_KEYS } from '#src/shared/constants';
import { fetchTransport } from './api-client';
import routeTable from './api-routes';

/** The browser's client: same origin, bearer token from localStorage as the spec stores it. */
export const api = createApiClient(routeTable, fetchTransport(''), () =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEYS.token),
);
