import type { ApiModule } from '#src/server/lib/route';
import { accountsRoutes } from './accounts/accounts.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogApi } from './catalog/catalog.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { healthRoutes } from './health/health.routes';
import { locationsRoutes } from './locations/locations.routes';
import { mediaRoutes } from './media/media.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { searchRoutes } from './search/search.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';

/** Every domain's part of the API, mounted under /api (src/server/plugins/api.ts). */
export const apiModules: ApiModule[] = [
  { routes: healthRoutes },
  // Catalogue: categories, products, banners, countries, search, reviews.
  catalogApi,
  { routes: searchRoutes },
  { routes: reviewsRoutes },
  { routes: locationsRoutes },
  // Accounts: sign-up/in, codes, profile, Google, uploads.
  { routes: accountsRoutes },
  { routes: mediaRoutes },
  // Shopping: My List, cart, payments, orders and the place-order workflow.
  { routes: wishlistRoutes },
  { routes: cartRoutes },
  { routes: paymentsRoutes },
  { routes: ordersRoutes },
  { routes: checkoutRoutes },
];
