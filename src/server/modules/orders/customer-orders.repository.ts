import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderLines, orders } from '#src/db/schema/orders';
import { orderNetSql } from './net-amount.repository';

/** The back office's customers (docs/decisions/028): each user's order count and last order (orders_user_idx). */
export async function orderStatsOfUsers(db: Database, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: orders.userId, orders: count(), lastOrderAt: max(orders.createdAt) })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
}

/** Every order id of a shopper: what a coupon's first-order and per-shopper rules count (issue 29 §2). */
export async function orderIdsOfUser(db: Database, userId: number): Promise<number[]> {
  return (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map((row) => row.id);
}

/** A customer's latest orders with the units over their lines, newest first. */
export async function ordersOfUser(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      amount: orders.amount,
      // Qualified by hand: inside a sub-select drizzle writes bare column names, and "id" would be the line's.
      items:
        sql<number>`(select coalesce(sum(l.quantity), 0) from ${orderLines} l where l.order_id = ${orders}.id)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** How many orders the customer has, and what the shop kept of the ones not cancelled (docs/decisions/050). */
export async function totalsOfUser(db: Database, userId: number) {
  const [row] = await db
    .select({
      orders: count(),
      spent: sql<number>`coalesce(sum(${orderNetSql}) filter (where ${orders.status} <> 'cancelled'), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return { orders: row?.orders ?? 0, spent: row?.spent ?? 0 };
}

/** The distinct delivery addresses of a customer's orders, most recently used first. */
export async function addressesOfUser(db: Database, userId: number, limit: number) {
  return db
    .select({
      name: orders.name,
      phoneNumber: orders.phoneNumber,
      address: orders.address,
      pincode: orders.pincode,
      lastUsed: max(orders.createdAt),
      orders: count(),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId)))
    .groupBy(orders.name, orders.phoneNumber, orders.address, orders.pincode)
    .orderBy(desc(max(orders.createdAt)))
    .limit(limit);
}
