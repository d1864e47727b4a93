import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { healthRoutes } from './health/health.routes';
import { locationsRoutes } from './locations/locations.routes';
import { mediaRoutes } from './media/media.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { searchRoutes } from './search/search.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';

/** Every domain's routes, mounted under /api. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  // Catalogue: categories, products, banners, countries, search, reviews.
  catalogRoutes,
  searchRoutes,
  reviewsRoutes,
  locationsRoutes,
  // Accounts: sign-up/in, codes, profile, Google, uploads.
  accountsRoutes,
  mediaRoutes,
  // Shopping: My List, cart, payments, orders and the place-order workflow.
  wishlistRoutes,
  cartRoutes,
  paymentsRoutes,
  ordersRoutes,
  checkoutRoutes,
];
