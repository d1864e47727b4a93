import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderAdjustments, orders } from '#src/db/schema/orders';
import type { AdjustmentRow, NewAdjustment, OrderRow } from './order-rows.repository';

// Order adjustments after placing (issue 31 §5, docs/decisions/055) and their refunds; the order rows the tax
// documents' routes check (docs/decisions/054).

export async function findOrderRow(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOwnOrderRow(db: Database, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

export async function insertAdjustment(tx: Database, values: NewAdjustment): Promise<AdjustmentRow> {
  const [row] = await tx.insert(orderAdjustments).values(values).returning();
  return row!;
}

/** A line's reductions and returns (docs/decisions/055): what a later change of the line may no longer give back. */
export async function adjustmentsOfLine(db: Database, lineId: number): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.lineId, lineId))
    .orderBy(asc(orderAdjustments.id));
}

/** The adjustments' refunds owed (pending, made or failed): what a cancellation does not give back again. */
export async function adjustmentRefundsTotal(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderAdjustments.refundAmount}), 0)::int` })
    .from(orderAdjustments)
    .where(
      and(
        eq(orderAdjustments.orderId, orderId),
        inArray(orderAdjustments.refundStatus, ['pending', 'refunded', 'failed']),
      ),
    );
  return Number(row?.total ?? 0);
}

/** What the adjustments took off the amount to collect of a pay-on-delivery order while due (`none`). */
export async function adjustmentReductionsTotal(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderAdjustments.refundAmount}), 0)::int` })
    .from(orderAdjustments)
    .where(and(eq(orderAdjustments.orderId, orderId), eq(orderAdjustments.refundStatus, 'none')));
  return Number(row?.total ?? 0);
}

export async function lockAdjustment(tx: Database, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.select().from(orderAdjustments).where(eq(orderAdjustments.id, id)).for('update');
  return row;
}

export async function startAdjustmentRefund(tx: Database, id: number): Promise<void> {
  await tx
    .update(orderAdjustments)
    .set({ refundStatus: 'pending', refundAttemptedAt: new Date(), refundError: null })
    .where(eq(orderAdjustments.id, id));
}

/** As `finishLineRefund`: from `pending`, or a `failed` a late answer wrote meanwhile; never over `refunded`. */
export async function finishAdjustmentRefund(db: Database, id: number, refundId: string): Promise<void> {
  await db
    .update(orderAdjustments)
    .set({ refundStatus: 'refunded', refundId, refundedAt: new Date(), refundError: null })
    .where(and(eq(orderAdjustments.id, id), inArray(orderAdjustments.refundStatus, ['pending', 'failed'])));
}

export async function failAdjustmentRefund(db: Database, id: number, reason: string): Promise<void> {
  await db
    .update(orderAdjustments)
    .set({ refundStatus: 'failed', refundError: reason.slice(0, 500) })
    .where(and(eq(orderAdjustments.id, id), eq(orderAdjustments.refundStatus, 'pending')));
}

export async function stuckAdjustmentRefunds(
  db: Database,
  before: Date,
  limit: number,
): Promise<{ id: number; orderId: number }[]> {
  return db
    .select({ id: orderAdjustments.id, orderId: orderAdjustments.orderId })
    .from(orderAdjustments)
    .where(and(eq(orderAdjustments.refundStatus, 'pending'), lt(orderAdjustments.refundAttemptedAt, before)))
    .orderBy(asc(orderAdjustments.refundAttemptedAt))
    .limit(limit);
}
