import type { ApiClient } from './lib/api-client';

declare module 'react-router' {
  interface AppLoadContext {
    /** The per-request script nonce of the Content-Security-Policy. */
    cspNonce: string;
    /** The typed API client, answered in-process on the server. */
    api: ApiClient;
  }
}

export {};
