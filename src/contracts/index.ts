import { accounts, media } from './accounts';
import { addresses } from './addresses';
import { admin } from './admin';
import { adminCatalog } from './admin-catalog';
import { adminCustomers } from './admin-customers';
import { adminDashboard } from './admin-dashboard';
import { adminDelivery } from './admin-delivery';
import { adminOrders } from './admin-orders';
import { adminPayments } from './admin-payments';
import { adminReviews } from './admin-reviews';
import { adminBanners, adminCategories, adminCsv } from './admin-taxonomy';
import { adminSearchSynonyms } from './search-synonyms';
import { catalog, locations, search } from './catalog';
import { delivery } from './delivery';
import { adminNewsletter, newsletter } from './newsletter';
import { adminStaff, staffInvitations } from './admin-staff';
import { health } from './health';
import { reviews } from './reviews';
import { cart } from './cart';
import { adminPromotions, coupons } from './coupons';
import { myList } from './my-list';
import { stockRequests } from './stock-requests';
import { orders } from './orders';
import { adminPayOnDelivery, payOnDelivery } from './pay-on-delivery';
import { payments } from './payments';
import { adminSettings, settings } from './settings';
import { adminAlerts } from './alerts';
import { adminGst } from './gst';
import { adminTaxDocuments, taxDocuments } from './invoices';
import { adminOrderAdjustments } from './order-adjustments';

/**
 * Every endpoint of the API, grouped as the client names them (`api.cart.add`). The server registers each one
 * (src/server/plugins/api.ts checks that every endpoint has exactly one handler).
 */
export const contracts = {
  health,
  catalog,
  search,
  locations,
  reviews,
  accounts,
  media,
  myList,
  // "Notify me" on sold-out packs (issue 32 §4, docs/decisions/062).
  stockRequests,
  cart,
  payments,
  orders,
  // Pay on delivery (issue 29 §1, docs/decisions/047).
  payOnDelivery,
  addresses,
  // The back office: admin-core's endpoints and the catalogue's products and variants (src/contracts/admin-catalog.ts).
  admin: { ...admin, ...adminCatalog },
  adminCategories,
  adminBanners,
  adminCsv,
  // Search synonyms the grocer keeps (issue 32 §3, docs/decisions/051).
  adminSearchSynonyms,
  // The back office's orders (issue 15, docs/decisions/023).
  adminOrders,
  adminPayOnDelivery,
  // Payments that placed no order and need a person (issue 27, docs/decisions/039).
  adminPayments,
  // Customers, review moderation and the dashboard (issue 15, docs/decisions/028).
  adminCustomers,
  adminReviews,
  adminDashboard,
  // Delivery zones and slots (issue 16, docs/decisions/029).
  delivery,
  adminDelivery,
  // The newsletter box's double opt-in (issue 16, docs/decisions/030).
  newsletter,
  adminNewsletter,
  // The store settings (issue 30 §1, docs/decisions/052).
  settings,
  adminSettings,
  // GST rates and the monthly summary (issue 30 §2, docs/decisions/053).
  adminGst,
  // Coupons and offers (issue 29 §2, docs/decisions/048).
  coupons,
  adminPromotions,
  // The shop's alerts: staff e-mails, the live order stream, outgoing webhooks (issue 31 §1, docs/decisions/057).
  adminAlerts,
  // Tax invoices and credit notes (issue 30 §2, docs/decisions/054).
  taxDocuments,
  adminTaxDocuments,
  // Order adjustments after placing (issue 31 §5, docs/decisions/055).
  adminOrderAdjustments,
  // Staff invitations and roles (issue 31 §4, docs/decisions/059).
  adminStaff,
  staffInvitations,
};

export type Contracts = typeof contracts;
