import { accounts, media } from './accounts';
import { addresses } from './addresses';
import { admin } from './admin';
import { adminCatalog } from './admin-catalog';
import { adminCustomers } from './admin-customers';
import { adminDashboard } from './admin-dashboard';
import { adminOrders } from './admin-orders';
import { adminReviews } from './admin-reviews';
import { adminBanners, adminCategories, adminCsv } from './admin-taxonomy';
import { catalog, locations, search } from './catalog';
import { health } from './health';
import { reviews } from './reviews';
import { cart, myList, orders, payments } from './shopping';

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
  addresses,
  // The back office: admin-core's endpoints and the catalogue's products and variants (src/contracts/admin-catalog.ts).
  admin: { ...admin, ...adminCatalog },
  adminCategories,
  adminBanners,
  adminCsv,
  // The back office's orders (issue 15, docs/decisions/023).
  adminOrders,
  // Customers, review moderation and the dashboard (issue 15, docs/decisions/028).
  adminCustomers,
  adminReviews,
  adminDashboard,
};

export type Contracts = typeof contracts;
