import type { ApiModule } from '#src/server/lib/route';
import { accountsRoutes, profileImagesOf } from './accounts/index';
import { addressesRoutes } from './addresses/index';
import { adminRoutes } from './admin/index';
import { auditRoutes } from './audit/index';
import { cartRoutes } from './cart/index';
import { catalogApi } from './catalog/index';
import { checkoutRoutes } from './checkout/index';
import { healthRoutes } from './health/index';
import { locationsRoutes } from './locations/index';
import { mailApi } from './mail/index';
import { mediaRoutes, startUploadSweep } from './media/index';
import { adminOrdersRoutes, ordersRoutes, startRefundSweep } from './orders/index';
import { paymentsRoutes } from './payments/index';
import { adminReviewsRoutes, reviewsRoutes } from './reviews/index';
import { wishlistRoutes } from './wishlist/index';

/** Every domain's part of the API, mounted under /api (src/server/plugins/api.ts). */
export const apiModules: ApiModule[] = [
  { routes: healthRoutes },
  // Order e-mails: the outbox's dispatcher (sends after commit, retries, and at start what a stopped server left).
  mailApi,
  // Catalogue: categories, products, banners, search; countries; reviews.
  catalogApi,
  { routes: locationsRoutes },
  { routes: reviewsRoutes },
  // Accounts: sign-up/in, codes, profile, Google, uploads.
  { routes: accountsRoutes },
  // Unsaved uploads expire (decision 018); the files saved on a profile stay.
  { routes: mediaRoutes, setup: (app) => startUploadSweep(app, (userId) => profileImagesOf(app.db, userId)) },
  // Shopping: My List, cart, payments, orders and the place-order workflow.
  { routes: wishlistRoutes },
  { routes: cartRoutes },
  { routes: paymentsRoutes },
  { routes: ordersRoutes },
  { routes: checkoutRoutes },
  { routes: addressesRoutes },
  // The back office (issue 14): who is signed in, the overview; the audit log.
  { routes: adminRoutes },
  { routes: auditRoutes },
  // Orders in the back office (issue 15): status changes, the list and the detail, refunds and their retry; refunds
  // stuck `pending` (the process stopped mid-call) are swept every minute (decision 024).
  { routes: adminOrdersRoutes, setup: startRefundSweep },
  // Review moderation (issue 15, docs/decisions/028); customers and the dashboard are the admin module's.
  { routes: adminReviewsRoutes },
];
