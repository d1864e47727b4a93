import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import { orderLineChanges, orderLines, orders } from '#src/db/schema/orders';
import { shopDaySql } from '#src/server/lib/shop-day-sql';
import { orderNetSql } from './net-amount.repository';

/**
 * The dashboard's aggregates (docs/decisions/028): each one statement over an index range of `orders` by time or
 * by status, so their cost follows the orders of the period, not all orders.
 */

/** Orders placed in [from, to), by their status now. */
export async function statusCountsBetween(db: Database, from: Date, to: Date) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(orders.status);
}

/**
 * Per shop day (SHOP_TIME_ZONE, decision 058) since `from`: orders not cancelled and what the shop kept of them
 * (docs/decisions/050).
 */
export async function salesPerDaySince(db: Database, from: Date, timeZone: string) {
  return rowsOf<{ day: string; orders: number; revenue: number }>(
    await db.execute(sql`
      select ${shopDaySql(orders.createdAt, timeZone)}::text as day,
             count(*)::int as orders, coalesce(sum(${orderNetSql}), 0)::bigint as revenue
      from ${orders}
      where ${orders.createdAt} >= ${from} and ${orders.status} <> 'cancelled'
      group by 1`),
  ).map((row) => ({ day: row.day, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/**
 * The products sent in the most units since `from` (orders not cancelled), with a title from their lines (the
 * service prefers the catalogue's current name) and what the shop kept of them (docs/decisions/050): a substituted
 * line counts as its substitute — the product sent — and brings its subtotal less its share of the discounts and
 * the difference refunded; a line marked unavailable was not sent and counts for nothing. One hash join of the
 * period's orders with their lines and changes.
 */
export async function topProductsSince(db: Database, from: Date, limit: number) {
  const rows = rowsOf<{ productId: number; title: string; quantity: number | string; revenue: number | string }>(
    await db.execute(sql`
      select sent.product_id as "productId", max(sent.title) as title,
             sum(sent.quantity)::bigint as quantity, sum(sent.revenue)::bigint as revenue
      from (
        select (case when c.kind = 'substituted' then c.substitute_product_id else l.product_id end) as product_id,
               (case when c.kind = 'substituted' then c.substitute_title else l.product_title end) as title,
               l.quantity,
               l.sub_total - l.discount - coalesce(c.refund_amount, 0) as revenue
        from ${orderLines} l
        join ${orders} o on o.id = l.order_id
        left join ${orderLineChanges} c on c.line_id = l.id
        where o.created_at >= ${from} and o.status <> 'cancelled' and c.kind is distinct from 'unavailable'
      ) sent
      group by sent.product_id
      order by quantity desc, sent.product_id asc
      limit ${limit}`),
  );
  return rows.map((row) => ({
    productId: Number(row.productId),
    title: row.title,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
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
