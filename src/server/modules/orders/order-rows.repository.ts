import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderAdjustments, orderLineChanges, orderLines, type orders } from '#src/db/schema/orders';

// The order's row types and how an order is read with its lines and changes: shared by every orders repository.

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type LineChangeRow = typeof orderLineChanges.$inferSelect;
export type NewLineChange = Omit<typeof orderLineChanges.$inferInsert, 'id' | 'at'>;
/** An order, its lines, and what staff changed on them (docs/decisions/032; at most one change per line). */
export type AdjustmentRow = typeof orderAdjustments.$inferSelect;
export type NewAdjustment = Omit<typeof orderAdjustments.$inferInsert, 'id' | 'at'>;
/** …and its adjustments after placing (issue 31 §5, docs/decisions/055): reductions, goodwill refunds, returns. */
export type OrderWithLines = {
  order: OrderRow;
  lines: OrderLineRow[];
  changes: LineChangeRow[];
  adjustments: AdjustmentRow[];
};

export async function withLines(db: Database, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: `db` may be a transaction (one connection).
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  const changes = await db
    .select()
    .from(orderLineChanges)
    .where(inArray(orderLineChanges.orderId, ids))
    .orderBy(asc(orderLineChanges.id));
  const adjustments = await db
    .select()
    .from(orderAdjustments)
    .where(inArray(orderAdjustments.orderId, ids))
    .orderBy(asc(orderAdjustments.id));
  return rows.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    changes: changes.filter((change) => change.orderId === order.id),
    adjustments: adjustments.filter((adjustment) => adjustment.orderId === order.id),
  }));
}
