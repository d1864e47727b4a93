import type { ApiClient } from '#src/contracts/client';
import type { PageFailure } from '#src/shared/page-failure';
import type { ShopSettings } from '#src/shared/shop';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The per-request script nonce of the Content-Security-Policy; absent for the pages the page cache keeps, whose
     * inline scripts the policy allows by hash instead (docs/decisions/033-page-cache.md).
     */
    cspNonce: string | undefined;
    /** The typed API client, answered in-process on the server. */
    api: ApiClient;
    /** The same client calling as the holder of `token` (the back office's loaders: decision 021). */
    apiAs: (token: string) => ApiClient;
    /**
     * Set only when the server renders the error page for a failure it met before the page could be rendered (a bad
     * request, the database down at the page cache): the root's loader fails the page with it (decision 040).
     */
    failure?: PageFailure;
    /** Settings the browser may see (no secrets): Google client id, payment provider and public key. */
    publicConfig: {
      googleClientId: string | null;
      paymentProvider: string;
      /** The test provider takes the payments: every page shows the demo strip (decision 012). */
      demoMode: boolean;
      publicUrl: string | null;
      /** SHOP_TIME_ZONE: pages format every date and time on the shop's clock, rendered and hydrated (decision 058). */
      timeZone: string;
      /** The shop's first-start settings (SHOP_NAME and friends): the error page's, when the settings cannot be read. */
      shop: ShopSettings;
    };
  }
}

export {};
