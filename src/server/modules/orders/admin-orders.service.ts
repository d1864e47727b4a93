import type {
  TAdminLineRefund,
  TAdminOrderDetail,
  TAdminOrderLineChange,
  TAdminOrderRefund,
  TAdminOrdersPage,
  TAdminOrdersQuery,
} from '#src/contracts/admin-orders';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { notFound } from '#src/server/lib/app-error';
import { userEmails } from '#src/server/modules/accounts/index';
import { ADMIN_PAGE_SIZE, ORDER_STATUSES, type OrderStatus } from '#src/shared/constants';
import { shopDayBounds } from '#src/shared/shop-time';
import { orderNet, refundedOf } from '#src/shared/pricing/net';
import { lineLeft, unavailableLineRefund } from '#src/shared/pricing/refunds';
import { lineChangeOf, lineRefundOf, refundOf, slotOf, toOrder } from './order-answer';
import { discountsOfOrders } from '#src/server/modules/promotions/index';
import { canRetryRefund, canRetryRowRefund } from './order-refund-rules';
import * as repo from './orders.repository';

// The back office's orders: the list (and the CSV's filters) and one order's detail with who changed what.

/**
 * The list's (and the CSV's) filters as the repository takes them: `from`/`to` are the shop's days (SHOP_TIME_ZONE,
 * decision 058), both included.
 */
export const adminOrderFilters = (
  query: Omit<TAdminOrdersQuery, 'page'>,
  timeZone: string,
): repo.AdminOrderFilters => ({
  status: query.status,
  q: query.q,
  from: query.from ? shopDayBounds(query.from, timeZone).start : undefined,
  to: query.to ? shopDayBounds(query.to, timeZone).end : undefined,
  refund: query.refund,
  slot: query.slot,
});

/** The back office's list: newest first, ADMIN_PAGE_SIZE a page, with the status tabs' counts. */
export async function listAdminOrders(
  db: Database,
  query: TAdminOrdersQuery,
  timeZone: string,
): Promise<TAdminOrdersPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, counts, lineRefundFailed } = await repo.listAdminOrders(
    db,
    adminOrderFilters(query, timeZone),
    (query.page - 1) * perPage,
    perPage,
  );
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, n } of counts) if (status in byStatus) byStatus[status as OrderStatus] = n;
  const total = query.status ? byStatus[query.status] : counts.reduce((sum, { n }) => sum + n, 0);
  return {
    orders: rows.map((order) => ({
      id: order.id,
      date: order.createdAt.toISOString(),
      name: order.name,
      email: order.email,
      phoneNumber: order.phoneNumber,
      amount: order.amount,
      status: order.status,
      paymentMode: order.paymentMode,
      refundStatus: order.refundStatus,
      lineRefundFailed: lineRefundFailed.has(order.id),
      slot: slotOf(order),
    })),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
    counts: byStatus,
  };
}

function adminRefundOf(order: repo.OrderRow): TAdminOrderRefund | null {
  const refund = refundOf(order);
  if (!refund) return null;
  return {
    ...refund,
    id: order.refundId,
    error: order.refundError,
    attemptedAt: order.refundAttemptedAt ? order.refundAttemptedAt.toISOString() : null,
    canRetry: canRetryRefund(order, Date.now()),
  };
}

/** A changed line's or an adjustment's refund for the back office (decisions 032, 055): the id, error and retry. */
const adminRowRefundOf = (row: repo.LineChangeRow | repo.AdjustmentRow, now: number): TAdminLineRefund => ({
  ...lineRefundOf(row),
  id: row.refundId,
  error: row.refundError,
  attemptedAt: row.refundAttemptedAt ? row.refundAttemptedAt.toISOString() : null,
  canRetry: canRetryRowRefund(row, now),
});

/** Any shopper's order with its status history (the back office). */
export async function getAdminOrder(db: Database, id: number): Promise<TAdminOrderDetail> {
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  const history = await repo.listStatusEvents(db, id);
  const emails = await userEmails(db, [
    ...history.flatMap((event) => (event.actorId === null ? [] : [event.actorId])),
    ...found.changes.flatMap((change) => (change.actorId === null ? [] : [change.actorId])),
  ]);
  const now = Date.now();
  const changeOf = new Map(found.changes.map((change) => [change.lineId, change]));
  const adminChangeOf = (line: repo.OrderLineRow): TAdminOrderLineChange | null => {
    const change = changeOf.get(line.id);
    if (!change) return null;
    return {
      ...lineChangeOf(change, line),
      refund: adminRowRefundOf(change, now),
      actorId: change.actorId,
      actorEmail: change.actorId === null ? null : (emails.get(change.actorId) ?? null),
      note: change.note,
    };
  };
  const lineOf = new Map(found.lines.map((line) => [line.id, line]));
  const lineEvents = [...found.changes]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
    .map((change) => {
      const line = lineOf.get(change.lineId);
      return {
        at: change.at.toISOString(),
        lineId: change.lineId,
        kind: change.kind,
        title: line?.productTitle ?? '',
        label: line?.variantLabel ?? '',
        substitute:
          change.kind === 'substituted'
            ? { title: change.substituteTitle ?? '', label: change.substituteLabel ?? '' }
            : null,
        actorId: change.actorId,
        actorEmail: change.actorId === null ? null : (emails.get(change.actorId) ?? null),
        note: change.note,
      };
    });
  const shopper = toOrder(found);
  const discounts = (await discountsOfOrders(db, [id])).get(id) ?? [];
  return {
    ...shopper,
    discounts,
    products: shopper.products.map((line, index) => {
      const row = found.lines[index]!;
      const adjustments = found.adjustments.filter((adjustment) => adjustment.lineId === row.id);
      return {
        ...line,
        change: adminChangeOf(row),
        unavailableRefund: changeOf.has(row.id) ? 0 : unavailableLineRefund(row, adjustments),
        unitsLeft: lineLeft(row, changeOf.get(row.id), adjustments).units,
      };
    }),
    adjustments: [...found.adjustments]
      .sort((a, b) => a.id - b.id)
      .map((row) => {
        const line = row.lineId === null ? undefined : lineOf.get(row.lineId);
        return {
          id: row.id,
          kind: row.kind,
          at: row.at.toISOString(),
          lineId: row.lineId,
          title: line?.productTitle ?? '',
          label: line?.variantLabel ?? '',
          quantity: row.quantity,
          reason: row.reason,
          refund: adminRowRefundOf(row, now),
        };
      }),
    refund: adminRefundOf(found.order),
    figures: {
      discount: found.order.discount,
      refunded: refundedOf(found.order, [...found.changes, ...found.adjustments]),
      net: orderNet(found.order, [...found.changes, ...found.adjustments]),
    },
    providerOrderId: found.order.providerOrderId,
    history: history.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      actorId: event.actorId,
      actorEmail: event.actorId === null ? null : (emails.get(event.actorId) ?? null),
      note: event.note,
    })),
    lineEvents,
  };
}
