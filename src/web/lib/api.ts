import { STORAGE_KEYS } from '#src/shared/constants';
import { createApiClient, fetchTransport } from './api-client';

/** The browser's client: same origin, bearer token from localStorage as the spec stores it. */
export const api = createApiClient(fetchTransport(''), () =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEYS.token),
);
