import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderLineChanges, orders } from '#src/db/schema/orders';
import { adjustmentReductionsTotal } from './adjustments.repository';
import type { OrderRow } from './order-rows.repository';

// Pay on delivery's reads and writes of the orders tables (issue 29 §1, docs/decisions/047).

/** The shopper's pay-on-delivery orders still waiting to be paid (cancelled ones collect nothing: not counted). */
export async function countDueOrders(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'due'),
        eq(orders.paymentMethod, 'on_delivery'),
        ne(orders.status, 'cancelled'),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * What the order's line changes took off, whatever their refund's state (a due order's are `none`), and its
 * adjustments' reductions of what to collect (docs/decisions/055).
 */
export async function lineReductionsTotal(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderLineChanges.refundAmount}), 0)::int` })
    .from(orderLineChanges)
    .where(eq(orderLineChanges.orderId, orderId));
  return Number(row?.total ?? 0) + (await adjustmentReductionsTotal(db, orderId));
}

/** Inside the order's lock: the order becomes paid with what was collected. */
export async function recordCollected(
  tx: Database,
  orderId: number,
  collected: { amount: number; method: 'cash' | 'upi'; reference: string | null; by: number | null },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      collectedAmount: collected.amount,
      collectedMethod: collected.method,
      collectedReference: collected.reference,
      collectedAt: new Date(),
      collectedBy: collected.by,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}
