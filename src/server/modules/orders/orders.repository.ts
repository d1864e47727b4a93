import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderLineChanges, orderLines, orderStatusEvents, orders } from '#src/db/schema/orders';
import type { RefundStatus } from '#src/shared/constants';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type LineChangeRow = typeof orderLineChanges.$inferSelect;
export type NewLineChange = Omit<typeof orderLineChanges.$inferInsert, 'id' | 'at'>;
/** An order, its lines, and what staff changed on them (docs/decisions/032; at most one change per line). */
export type OrderWithLines = { order: OrderRow; lines: OrderLineRow[]; changes: LineChangeRow[] };

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
  return { order: order!, lines: stored, changes: [] };
}

async function withLines(db: Database, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: `db` may be a transaction (one connection).
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  const changes = await db
    .select()
    .from(orderLineChanges)
    .where(inArray(orderLineChanges.orderId, ids))
    .orderBy(asc(orderLineChanges.id));
  return rows.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    changes: changes.filter((change) => change.orderId === order.id),
  }));
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

/** What the back office's list filters by (docs/decisions/023); `from`/`to` are instants, `to` excluded. */
export type AdminOrderFilters = {
  status?: string;
  q?: string;
  from?: Date;
  to?: Date;
  refund?: RefundStatus;
  /** A delivery slot's orders (docs/decisions/031). */
  slot?: string;
};

/** The text the search matches: the same expression as the `orders_search_trgm_idx` index (src/db/schema/orders.ts). */
const searchText = sql`lower(${orders.name} || ' ' || ${orders.email} || ' ' || ${orders.phoneNumber})`;
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const MAX_ORDER_ID = 2_147_483_647;

function commonFilters({ q, from, to, refund, slot }: AdminOrderFilters): (SQL | undefined)[] {
  let search: SQL | undefined;
  if (q) {
    const text = sql`${searchText} like ${likePattern(q)}`;
    const digits = q.replace(/^#/, '');
    search =
      /^\d{1,10}$/.test(digits) && Number(digits) <= MAX_ORDER_ID ? or(eq(orders.id, Number(digits)), text) : text;
  }
  return [
    search,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
    // The order's own refund, or a changed line's (docs/decisions/032): a failed one of either waits for a retry.
    refund
      ? or(
          eq(orders.refundStatus, refund),
          sql`${orders.id} in (select ${orderLineChanges.orderId} from ${orderLineChanges} where ${orderLineChanges.refundStatus} = ${refund})`,
        )
      : undefined,
    slot ? eq(orders.slotRef, slot) : undefined,
  ];
}

/** A page of orders, newest first, and how many orders per status match the filters other than the status. */
export async function listAdminOrders(db: Database, filters: AdminOrderFilters, offset: number, limit: number) {
  const common = commonFilters(filters);
  // The page's ids first, from the (status,) created_at, id indexes alone: a deep page skips its offset in the index
  // instead of reading every skipped order's row (docs/decisions/028); then those orders.
  const pageIds = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...common, filters.status ? eq(orders.status, filters.status) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
  const ids = pageIds.map((row) => row.id);
  const rows = ids.length
    ? await db.select().from(orders).where(inArray(orders.id, ids)).orderBy(desc(orders.createdAt), desc(orders.id))
    : [];
  const counts = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...common))
    .groupBy(orders.status);
  // The page's orders with a changed line whose refund failed (order_line_changes_refund_open_idx).
  const lineRefundFailed = ids.length
    ? (
        await db
          .selectDistinct({ orderId: orderLineChanges.orderId })
          .from(orderLineChanges)
          .where(and(eq(orderLineChanges.refundStatus, 'failed'), inArray(orderLineChanges.orderId, ids)))
      ).map((row) => row.orderId)
    : [];
  return { rows, counts, lineRefundFailed: new Set(lineRefundFailed) };
}

export async function listStatusEvents(db: Database, orderId: number): Promise<StatusEventRow[]> {
  return db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.id));
}

export async function linesOfOrder(db: Database, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function changesOfOrder(db: Database, orderId: number): Promise<LineChangeRow[]> {
  return db
    .select()
    .from(orderLineChanges)
    .where(eq(orderLineChanges.orderId, orderId))
    .orderBy(asc(orderLineChanges.id));
}

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

/**
 * Packing slips (docs/decisions/027): orders of a status placed in [from, to) — or booked into a delivery slot
 * (docs/decisions/031) — oldest first, and how many there are.
 */
export async function listOrdersToPack(
  db: Database,
  status: string,
  of: { from: Date; to: Date } | { slot: string },
  limit: number,
): Promise<{ orders: OrderWithLines[]; total: number }> {
  const where = and(
    eq(orders.status, status),
    ...('slot' in of ? [eq(orders.slotRef, of.slot)] : [gte(orders.createdAt, of.from), lt(orders.createdAt, of.to)]),
  );
  const rows = await db.select().from(orders).where(where).orderBy(asc(orders.createdAt), asc(orders.id)).limit(limit);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  return { orders: await withLines(db, rows), total: counted?.n ?? 0 };
}

/** The orders CSV (docs/decisions/027): the next page of orders matching the list's filters after `afterId`, by id. */
export async function exportOrdersPage(
  db: Database,
  filters: AdminOrderFilters,
  afterId: number,
  limit: number,
): Promise<OrderWithLines[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        ...commonFilters(filters),
        filters.status ? eq(orders.status, filters.status) : undefined,
        gt(orders.id, afterId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return withLines(db, rows);
}

export type SlotOrderCount = {
  slotRef: string;
  status: string;
  n: number;
  zoneName: string | null;
  slotStart: Date;
  slotEnd: Date;
  slotStartTime: string | null;
  slotEndTime: string | null;
};

/** Orders per slot and status for the slots starting in [from, to) (orders_slot_start_idx). */
export async function slotOrderCounts(db: Database, from: Date, to: Date): Promise<SlotOrderCount[]> {
  return db
    .select({
      slotRef: sql<string>`${orders.slotRef}`,
      status: orders.status,
      n: count(),
      zoneName: sql<string | null>`min(${orders.zoneName})`,
      slotStart: sql<Date>`min(${orders.slotStart})`.mapWith(orders.slotStart),
      slotEnd: sql<Date>`min(${orders.slotEnd})`.mapWith(orders.slotEnd),
      slotStartTime: sql<string | null>`min(${orders.slotStartTime})`,
      slotEndTime: sql<string | null>`min(${orders.slotEndTime})`,
    })
    .from(orders)
    .where(and(gte(orders.slotStart, from), lt(orders.slotStart, to)))
    .groupBy(orders.slotRef, orders.status);
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
