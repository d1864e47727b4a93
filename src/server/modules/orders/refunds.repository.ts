import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderLineChanges, orderLines, orders } from '#src/db/schema/orders';
import type { LineChangeRow, NewLineChange, OrderLineRow } from './order-rows.repository';

// An order's refund (docs/decisions/024) and a changed line's with its refund (docs/decisions/032).

/** Inside the cancelling (or retrying) transaction: the refund starts, `pending` from now (docs/decisions/024). */
export async function startRefund(tx: Database, id: number, amount: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundStatus: 'pending', refundAmount: amount, refundAttemptedAt: new Date(), refundError: null })
    .where(eq(orders.id, id));
}

/**
 * The provider refunded: from `pending`, or from a `failed` that a late answer of an earlier attempt wrote while this
 * one ran. Never from `refunded` (the first id stays) nor `none`.
 */
export async function finishRefund(db: Database, id: number, refundId: string): Promise<void> {
  await db
    .update(orders)
    .set({ refundStatus: 'refunded', refundId, refundedAt: new Date(), refundError: null })
    .where(and(eq(orders.id, id), inArray(orders.refundStatus, ['pending', 'failed'])));
}

/** The provider did not refund: only a `pending` refund becomes `failed`, so a late failure never undoes a success. */
export async function failRefund(db: Database, id: number, reason: string): Promise<void> {
  await db
    .update(orders)
    .set({ refundStatus: 'failed', refundError: reason.slice(0, 500) })
    .where(and(eq(orders.id, id), eq(orders.refundStatus, 'pending')));
}

/** Cancelled orders whose refund has been `pending` since before `before` (orders_refund_open_idx), oldest first. */
export async function stuckRefundIds(db: Database, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.refundStatus, 'pending'), lt(orders.refundAttemptedAt, before)))
    .orderBy(asc(orders.refundAttemptedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

// ── Line changes (docs/decisions/032) ─────────────────────────────────────────────────────────────────────────────

/** One line of the order (another order's line is not found). */
export async function findLineOfOrder(
  db: Database,
  orderId: number,
  lineId: number,
): Promise<OrderLineRow | undefined> {
  const [row] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  return row;
}

export async function findLineChange(db: Database, lineId: number): Promise<LineChangeRow | undefined> {
  const [row] = await db.select().from(orderLineChanges).where(eq(orderLineChanges.lineId, lineId));
  return row;
}

/** Inside the order's locked transaction; the unique key on the line backs up "a line changes once". */
export async function insertLineChange(tx: Database, values: NewLineChange): Promise<LineChangeRow> {
  const [row] = await tx.insert(orderLineChanges).values(values).returning();
  return row!;
}

/** What the order's changed lines refund (made, under way or owed): a cancellation refunds the rest only. */
export async function lineRefundsTotal(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderLineChanges.refundAmount}), 0)::int` })
    .from(orderLineChanges)
    .where(
      and(
        eq(orderLineChanges.orderId, orderId),
        inArray(orderLineChanges.refundStatus, ['pending', 'refunded', 'failed']),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The line change, locked (the order's row is locked first by every writer). */
export async function lockLineChange(tx: Database, id: number): Promise<LineChangeRow | undefined> {
  const [row] = await tx.select().from(orderLineChanges).where(eq(orderLineChanges.id, id)).for('update');
  return row;
}

/** A line refund starts (again): `pending` from now. */
export async function startLineRefund(tx: Database, id: number): Promise<void> {
  await tx
    .update(orderLineChanges)
    .set({ refundStatus: 'pending', refundAttemptedAt: new Date(), refundError: null })
    .where(eq(orderLineChanges.id, id));
}

/** As `finishRefund`: from `pending`, or a `failed` a late answer wrote meanwhile; never over `refunded`. */
export async function finishLineRefund(db: Database, id: number, refundId: string): Promise<void> {
  await db
    .update(orderLineChanges)
    .set({ refundStatus: 'refunded', refundId, refundedAt: new Date(), refundError: null })
    .where(and(eq(orderLineChanges.id, id), inArray(orderLineChanges.refundStatus, ['pending', 'failed'])));
}

/** As `failRefund`: only a `pending` line refund becomes `failed`. */
export async function failLineRefund(db: Database, id: number, reason: string): Promise<void> {
  await db
    .update(orderLineChanges)
    .set({ refundStatus: 'failed', refundError: reason.slice(0, 500) })
    .where(and(eq(orderLineChanges.id, id), eq(orderLineChanges.refundStatus, 'pending')));
}

/** Line refunds `pending` since before `before` (order_line_changes_refund_open_idx), with their order ids. */
export async function stuckLineRefunds(
  db: Database,
  before: Date,
  limit: number,
): Promise<{ id: number; orderId: number }[]> {
  return db
    .select({ id: orderLineChanges.id, orderId: orderLineChanges.orderId })
    .from(orderLineChanges)
    .where(and(eq(orderLineChanges.refundStatus, 'pending'), lt(orderLineChanges.refundAttemptedAt, before)))
    .orderBy(asc(orderLineChanges.refundAttemptedAt))
    .limit(limit);
}
