import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { insertRows } from '#src/db/insert-rows';
import { orderLineChanges, orderLines, orderStatusEvents, orders } from '#src/db/schema/orders';
import {
  withLines,
  type NewOrder,
  type NewOrderLine,
  type OrderRow,
  type OrderWithLines,
} from './order-rows.repository';

// The orders module's only table access, in four files re-exported here (`import * as repo` reads them as one):
// the order's rows (order-rows.repository.ts), this file's one order's reads and writes, the back office's lists
// (admin-orders.repository.ts) and refunds and line changes (refunds.repository.ts).
export * from './order-rows.repository';
export * from './admin-orders.repository';
export * from './refunds.repository';
export * from './pay-on-delivery.repository';
export * from './adjustments.repository';

/** Two statements whatever the number of lines: the order, then every line in one insert of one parameter. */
export async function insertOrder(
  tx: Database,
  values: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<OrderWithLines> {
  const [order] = await tx.insert(orders).values(values).returning();
  const stored = await insertRows(
    tx,
    orderLines,
    lines.map((line) => ({ ...line, orderId: order!.id })),
  );
  return { order: order!, lines: stored, changes: [], adjustments: [] };
}

/** Newest first. */
export async function listOrders(db: Database, userId: number): Promise<OrderWithLines[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(db, rows);
}

export async function findOwnOrder(db: Database, userId: number, id: number): Promise<OrderWithLines | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return (await withLines(db, rows))[0];
}

/** The order a payment placed (at most one: the provider order id is unique among orders). */
export async function findOrderByProviderOrderId(
  db: Database,
  providerOrderId: string,
): Promise<OrderWithLines | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return (await withLines(db, rows))[0];
}

/**
 * Whether the user received the product (a review's "Verified purchase", docs/decisions/018): a line of a delivered
 * order that staff left as it was, or the substitute of a substituted line (the shopper got that, not the original).
 * A cancelled or undelivered order, or a line marked unavailable, does not count.
 */
export async function hasReceivedProduct(db: Database, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(orderLineChanges, eq(orderLineChanges.lineId, orderLines.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        or(
          and(isNull(orderLineChanges.id), eq(orderLines.productId, productId)),
          and(eq(orderLineChanges.kind, 'substituted'), eq(orderLineChanges.substituteProductId, productId)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The order, locked until the transaction ends: status changes of one order apply one after the other. */
export async function lockOrder(tx: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** The booked delivery slot, on the order placed in the same transaction (docs/decisions/031). */
export async function setOrderSlot(
  tx: Database,
  id: number,
  slot: Pick<OrderRow, 'slotRef' | 'slotStart' | 'slotEnd' | 'slotStartTime' | 'slotEndTime'>,
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(slot).where(eq(orders.id, id)).returning();
  return row!;
}

export async function setOrderStatus(tx: Database, id: number, status: string): Promise<void> {
  await tx.update(orders).set({ status }).where(eq(orders.id, id));
}

export type NewStatusEvent = Omit<typeof orderStatusEvents.$inferInsert, 'id' | 'at'>;
export type StatusEventRow = typeof orderStatusEvents.$inferSelect;

export async function insertStatusEvent(tx: Database, event: NewStatusEvent): Promise<StatusEventRow> {
  const [row] = await tx.insert(orderStatusEvents).values(event).returning();
  return row!;
}

/** An order by id with its lines (the back office: any shopper's). */
export async function findOrder(db: Database, id: number): Promise<OrderWithLines | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  return (await withLines(db, rows))[0];
}

export async function listStatusEvents(db: Database, orderId: number): Promise<StatusEventRow[]> {
  return db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.id));
}
