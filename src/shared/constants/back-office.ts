/** The back office's tables, packing slips, orders CSV, customers and dashboard (decisions 027, 028). */
/** Rows per page of the back office's tables (the audit log). */
export const ADMIN_PAGE_SIZE = 50;

// ── Back office: packing slips and the orders CSV (docs/decisions/027) ──────────────────────────────────────────────
/** Slips one day's answer holds at most (oldest first); the page says when a day has more. */
export const ORDER_SLIPS_MAX = 200;
/** Orders the orders CSV reads per page (keyset on id), with their lines: memory stays flat at any size. */
export const ORDERS_CSV_PAGE = 500;

// ── Back office: customers, reviews, dashboard (docs/decisions/028) ─────────────────────────────────────────────────
/** A customer's page lists this many of their orders, newest first (it counts them all). */
export const CUSTOMER_ORDERS_SHOWN = 50;
/** …and this many of the delivery addresses their orders went to, the most recently used first. */
export const CUSTOMER_ADDRESSES_SHOWN = 10;
/** The dashboard's chart and figures cover this many of the shop's days (SHOP_TIME_ZONE), today included. */
export const DASHBOARD_DAYS = 30;
/** Rows in each of the dashboard's lists (top products, orders waiting, low-stock packs). */
export const DASHBOARD_LIST_SIZE = 10;
