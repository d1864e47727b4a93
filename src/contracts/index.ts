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
import { catalog, locations, search } from './catalog';
import { delivery } from './delivery';
import { adminNewsletter, newsletter } from './newsletter';
import { health } from './health';
import { reviews } from './reviews';
import { cart } from './cart';
import { myList } from './my-list';
import { orders } from './orders';
import { adminPayOnDelivery, payOnDelivery } from './pay-on-delivery';
import { payments } from './payments';

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
};

export type Contracts = typeof contracts;
