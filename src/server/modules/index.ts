import type { ApiModule } from '#src/server/lib/route';
import { accountsRoutes, adminStaffRoutes, profileImagesOf, staffInvitationRoutes } from './accounts/index';
import { addressesRoutes } from './addresses/index';
import { alertsApi } from './alerts/index';
import { adminRoutes } from './admin/index';
import { auditRoutes } from './audit/index';
import { cartRoutes } from './cart/index';
import { catalogApi } from './catalog/index';
import { checkoutRoutes, startPaymentReconciler } from './checkout/index';
import { adminDeliveryRoutes, deliveryRoutes, startHoldSweep } from './delivery/index';
import { healthRoutes } from './health/index';
import { gstSummaryRoutes } from './invoices/index';
import { locationsRoutes } from './locations/index';
import { mailApi } from './mail/index';
import { mediaRoutes, startUploadSweep } from './media/index';
import { adminNewsletterRoutes, newsletterRoutes } from './newsletter/index';
import { adminOrdersRoutes, ordersRoutes, startRefundSweep } from './orders/index';
import { adminPaymentsRoutes, paymentsRoutes } from './payments/index';
import { adminPromotionsRoutes, promotionsRoutes } from './promotions/index';
import { adminReviewsRoutes, reviewsRoutes } from './reviews/index';
import { adminSettingsRoutes, seedSettings, settingsRoutes } from './settings/index';
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
  { routes: adminStaffRoutes },
  { routes: staffInvitationRoutes },
  // Unsaved uploads expire (decision 018); the files saved on a profile stay.
  { routes: mediaRoutes, setup: (app) => startUploadSweep(app, (userId) => profileImagesOf(app.db, userId)) },
  // Shopping: My List, cart, payments, orders and the place-order workflow.
  { routes: wishlistRoutes },
  { routes: cartRoutes },
  { routes: paymentsRoutes },
  { routes: ordersRoutes },
  // The place-order workflow; its reconciler places or refunds, at start and every few minutes, every payment whose
  // own settlement did not finish (issue 27, docs/decisions/039).
  { routes: checkoutRoutes, setup: startPaymentReconciler },
  { routes: addressesRoutes },
  // The back office (issue 14): who is signed in, the overview; the audit log.
  { routes: adminRoutes },
  { routes: auditRoutes },
  // Orders in the back office (issue 15): status changes, the list and the detail, refunds and their retry; refunds
  // stuck `pending` (the process stopped mid-call) are swept every minute (decision 024).
  { routes: adminOrdersRoutes, setup: startRefundSweep },
  // Payments that placed no order and need a person: a refund the provider refused, a state the reconciler cannot
  // settle (issue 27, docs/decisions/039).
  { routes: adminPaymentsRoutes },
  // Review moderation (issue 15, docs/decisions/028); customers and the dashboard are the admin module's.
  { routes: adminReviewsRoutes },
  // Delivery zones, slots and holds (issue 16, docs/decisions/029); expired holds swept every five minutes.
  { routes: deliveryRoutes, setup: startHoldSweep },
  { routes: adminDeliveryRoutes },
  // The newsletter's double opt-in and its subscribers (issue 16, docs/decisions/030).
  { routes: newsletterRoutes },
  { routes: adminNewsletterRoutes },
  // The store settings (issue 30 §1, docs/decisions/052): the first start writes them from the configuration.
  { routes: settingsRoutes, setup: seedSettings },
  { routes: adminSettingsRoutes },
  // The monthly GST summary CSV from the tax invoices and credit notes (issue 30 §2, docs/decisions/053).
  { routes: gstSummaryRoutes },
  // Coupons and offers: the cart's code box and figures, the back office's lists (issue 29 §2, docs/decisions/048).
  { routes: promotionsRoutes },
  { routes: adminPromotionsRoutes },
  // The shop's alerts: my alert e-mails, the live order stream, outgoing webhooks (issue 31 §1, docs/decisions/057).
  alertsApi,
];
