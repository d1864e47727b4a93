import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderLineChanges, orders } from '#src/db/schema/orders';
import type { RefundStatus } from '#src/shared/constants';
import { withLines, type OrderWithLines } from './order-rows.repository';

// The back office's reads of many orders: the filtered list, packing slips, the CSV's pages, the slots' counts.

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
