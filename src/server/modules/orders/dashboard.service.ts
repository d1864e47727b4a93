import type { TAdminDashboard } from '#src/contracts/admin-dashboard';
import type { TCustomerAddress, TCustomerOrder } from '#src/contracts/admin-customers';
import type { Database } from '#src/db/client';
import {
  CUSTOMER_ADDRESSES_SHOWN,
  DASHBOARD_DAYS,
  DASHBOARD_LIST_SIZE,
  ORDER_STATUSES,
  type OrderStatus,
} from '#src/shared/constants';
import { addDays } from '#src/shared/delivery-slot';
import { shopDay, shopDayBounds } from '#src/shared/shop-time';
import { productTitles } from '#src/server/modules/catalog/index';
import * as customers from './customer-orders.repository';
import * as repo from './dashboard.repository';

/**
 * The order figures of the back office's dashboard (docs/decisions/028), as of `now`; days are the shop's days
 * (SHOP_TIME_ZONE, decision 058): "today" starts at the shop's midnight.
 */
export async function dashboardFigures(db: Database, timeZone: string, now = new Date()): Promise<TAdminDashboard> {
  const todayDay = shopDay(now, timeZone);
  const firstDay = addDays(todayDay, -(DASHBOARD_DAYS - 1));
  const today = shopDayBounds(todayDay, timeZone);
  const from = shopDayBounds(firstDay, timeZone).start;
  const [todayCounts, perDay, top, pending, confirmed] = await Promise.all([
    repo.statusCountsBetween(db, today.start, today.end),
    repo.salesPerDaySince(db, from, timeZone),
    repo.topProductsSince(db, from, DASHBOARD_LIST_SIZE),
    repo.oldestInStatus(db, 'pending', DASHBOARD_LIST_SIZE),
    repo.oldestInStatus(db, 'confirmed', DASHBOARD_LIST_SIZE),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, n } of todayCounts) if (status in counts) counts[status as OrderStatus] = n;
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = addDays(firstDay, i);
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
  });
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const names = await productTitles(
    db,
    top.map((row) => row.productId),
  );
  const waiting = [...pending, ...confirmed]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .slice(0, DASHBOARD_LIST_SIZE);
  return {
    today: { date: todayDay, counts, total: todayCounts.reduce((sum, { n }) => sum + n, 0) },
    days,
    orders,
    revenue,
    averageBasket: orders === 0 ? 0 : Math.round(revenue / orders),
    topProducts: top.map((row) => ({ ...row, title: names.get(row.productId) ?? row.title })),
    waiting: waiting.map((order) => ({
      id: order.id,
      date: order.createdAt.toISOString(),
      status: order.status,
      name: order.name,
      amount: order.amount,
    })),
  };
}

/** Each user's order count and last order date, for the back office's customers list. */
export async function orderStatsOfUsers(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, { orders: number; lastOrderAt: Date | null }>> {
  const rows = await customers.orderStatsOfUsers(db, userIds);
  return new Map(rows.map((row) => [row.userId, { orders: row.orders, lastOrderAt: row.lastOrderAt }]));
}

/** Every order id of a shopper (coupons' first-order and per-shopper rules, issue 29 §2). */
export const orderIdsOfUser = (db: Database, userId: number) => customers.orderIdsOfUser(db, userId);

/** A customer's orders (the latest `limit`, with units), totals and delivery addresses, for the back office. */
export async function ordersOfCustomer(
  db: Database,
  userId: number,
  limit: number,
): Promise<{ orders: TCustomerOrder[]; orderCount: number; spent: number; addresses: TCustomerAddress[] }> {
  const [rows, totals, addresses] = await Promise.all([
    customers.ordersOfUser(db, userId, limit),
    customers.totalsOfUser(db, userId),
    customers.addressesOfUser(db, userId, CUSTOMER_ADDRESSES_SHOWN),
  ]);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      date: row.createdAt.toISOString(),
      status: row.status,
      amount: row.amount,
      items: row.items,
    })),
    orderCount: totals.orders,
    spent: totals.spent,
    addresses: addresses.map((row) => ({
      name: row.name,
      phoneNumber: row.phoneNumber,
      address: row.address,
      pincode: row.pincode,
      lastUsed: (row.lastUsed ?? new Date(0)).toISOString(),
      orders: row.orders,
    })),
  };
}
