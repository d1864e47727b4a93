import { z } from 'zod';
import { ZOrderStatus } from './admin-orders';
import { defineEndpoint } from './endpoint';

/**
 * The back office's dashboard (issue 15, docs/decisions/028): client group `adminDashboard`, permission `orders` — the
 * orders' figures. The catalogue's (stock) figures stay in `/api/admin/overview`, permission `stock`.
 * Days are the shop's days (SHOP_TIME_ZONE, decision 058), like the orders list's date range. "Sales" are orders not cancelled.
 */
const TAGS = ['admin', 'dashboard'] as const;

export const ZDashboardDay = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Orders placed that day and not cancelled. */
  orders: z.number().int(),
  /** Whole rupees the shop kept of those orders: net of refunds and discounts (docs/decisions/050). */
  revenue: z.number().int(),
});

export const ZAdminDashboard = z.object({
  today: z.object({
    /** YYYY-MM-DD (UTC). */
    date: z.string(),
    /** Orders placed today, by their status now; every status present. */
    counts: z.record(ZOrderStatus, z.number().int()),
    total: z.number().int(),
  }),
  /** The last DASHBOARD_DAYS days, oldest first, today last; a day without sales is there with zeros. */
  days: z.array(ZDashboardDay),
  /** Over those days: sales, revenue, and revenue ÷ sales rounded to whole rupees (0 without sales). */
  orders: z.number().int(),
  revenue: z.number().int(),
  averageBasket: z.number().int(),
  /**
   * The products sent in the most units over those days (sales only), most first: a substituted line counts as its
   * substitute, a line marked unavailable not at all; `revenue` net of the line's refund and discount (decision 050).
   */
  topProducts: z.array(
    z.object({
      productId: z.number(),
      /** The catalogue's current name (an order line's, if the product is gone). */
      title: z.string(),
      quantity: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  /** Pending and confirmed orders, oldest first: the ones waiting longest. */
  waiting: z.array(
    z.object({
      id: z.number(),
      /** ISO 8601. */
      date: z.string(),
      status: z.string(),
      name: z.string(),
      amount: z.number().int(),
    }),
  ),
});

export const adminDashboard = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: "Today's orders by status, sales and revenue per day, average basket, top products, orders waiting",
    responses: { 200: ZAdminDashboard },
  }),
};

export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
export type TDashboardDay = z.infer<typeof ZDashboardDay>;
