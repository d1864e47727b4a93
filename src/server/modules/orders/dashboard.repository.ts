import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import { orderLines, orders } from '#src/db/schema/orders';

/**
 * The dashboard's aggregates (docs/decisions/028): each one statement over an index range of `orders` by time or
 * by status, so their cost follows the orders of the period, not all orders.
 */

/** Orders placed since `from`, by their status now. */
export async function statusCountsSince(db: Database, from: Date) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(gte(orders.createdAt, from))
    .groupBy(orders.status);
}

/** Per UTC day since `from`: orders not cancelled and their amounts. */
export async function salesPerDaySince(db: Database, from: Date) {
  return rowsOf<{ day: string; orders: number; revenue: number }>(
    await db.execute(sql`
      select ((${orders.createdAt} at time zone 'UTC')::date)::text as day,
             count(*)::int as orders, coalesce(sum(${orders.amount}), 0)::bigint as revenue
      from ${orders}
      where ${orders.createdAt} >= ${from} and ${orders.status} <> 'cancelled'
      group by 1`),
  ).map((row) => ({ day: row.day, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/**
 * The products sold in the most units since `from` (orders not cancelled), with a title from their lines (the
 * service prefers the catalogue's current name). One hash join of the period's orders with their lines.
 */
export async function topProductsSince(db: Database, from: Date, limit: number) {
  const quantity = sql<number>`sum(${orderLines.quantity})`.mapWith(Number);
  return db
    .select({
      productId: orderLines.productId,
      title: sql<string>`max(${orderLines.productTitle})`,
      quantity,
      revenue: sql<number>`sum(${orderLines.subTotal})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(gte(orders.createdAt, from), ne(orders.status, 'cancelled')))
    .groupBy(orderLines.productId)
    .orderBy(desc(quantity), asc(orderLines.productId))
    .limit(limit);
}

/** The oldest orders in one status (orders_status_created_idx read from its old end). */
export async function oldestInStatus(db: Database, status: string, limit: number) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      name: orders.name,
      amount: orders.amount,
    })
    .from(orders)
    .where(eq(orders.status, status))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}
