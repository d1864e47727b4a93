import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderLines, orderStatusEvents, orders } from '#src/db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type OrderWithLines = { order: OrderRow; lines: OrderLineRow[] };

/** Two statements whatever the number of lines: the order, then every line in one multi-row insert. */
export async function insertOrder(
  tx: Database,
  values: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<OrderWithLines> {
  const [order] = await tx.insert(orders).values(values).returning();
  const stored = await tx
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: order!.id })))
    .returning();
  return { order: order!, lines: stored };
}

async function withLines(db: Database, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
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

/** Whether any of the user's orders has a line of the product. */
export async function hasOrderedProduct(db: Database, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** The order, locked until the transaction ends: status changes of one order apply one after the other. */
export async function lockOrder(tx: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
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
