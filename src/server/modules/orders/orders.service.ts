import type { FastifyInstance } from 'fastify';
import type {
  TLineRefund,
  TOrder,
  TOrderCharges,
  TOrderDelivery,
  TOrderLine,
  TOrderLineChange,
  TOrderRefund,
  TOrderSlot,
} from '#src/contracts/order-schemas';
import type { TReorderAnswer } from '#src/contracts/orders';
import type { Database } from '#src/db/client';
import { cancellationRefund } from '#src/shared/pricing/refunds';
import { toPaise } from '#src/shared/pricing/price-cart';
import { TEXT } from '#src/shared/texts';
import { AppError, conflict, notFound } from '#src/server/lib/app-error';
import { startPeriodic } from '#src/server/lib/periodic';
import { userEmails } from '#src/server/modules/accounts/index';
import { recordAudit, type AuditActor } from '#src/server/modules/audit/index';
import { addOrderedLines } from '#src/server/modules/cart/index';
import { returnStock } from '#src/server/modules/catalog/index';
import { releaseBooking, shopDayBounds, slotsOfDay, type SlotBooking } from '#src/server/modules/delivery/index';
import { shopToday } from '#src/shared/delivery-slot';
import { kickOutbox } from '#src/server/modules/mail/index';
import { refundPayment, type RefundOutcome } from '#src/server/modules/payments/index';
import {
  ADMIN_PAGE_SIZE,
  ORDER_STATUSES,
  REFUND_STUCK_AFTER_MS,
  canMoveOrder,
  canShopperCancel,
  type OrderStatus,
} from '#src/shared/constants';
import type {
  TAdminOrderDetail,
  TAdminOrderLineChange,
  TAdminOrderRefund,
  TAdminOrdersPage,
  TAdminOrdersQuery,
  TAdminSlotDay,
  TAdminSlotSummary,
} from '#src/contracts/admin-orders';
import { canRetryLineRefund, settleStuckLineRefunds } from './line-refunds';
import { recordOrderEvent, type OrderEventActor } from './order-events';
import * as repo from './orders.repository';
import { postalAddressOf } from '#src/shared/order-address';

/** Where the order goes, as every order answer carries it (ZOrderDelivery). */
export const deliveryOf = (order: repo.OrderRow): TOrderDelivery => ({
  name: order.name,
  phoneNumber: order.phoneNumber,
  address: order.address,
  ...postalAddressOf(order),
});

/** The order's delivery slot as answers show it (ZOrderSlot); null without one. */
export function slotOf(order: repo.OrderRow): TOrderSlot | null {
  if (order.slotRef === null || order.slotStart === null || order.slotEnd === null) return null;
  return {
    id: order.slotRef,
    date: order.slotRef.slice(order.slotRef.indexOf('@') + 1),
    startTime: order.slotStartTime ?? '',
    endTime: order.slotEndTime ?? '',
    start: order.slotStart.toISOString(),
    end: order.slotEnd.toISOString(),
  };
}

/** What the order cost and when it comes (ZOrderCharges, docs/decisions/031): every order answer carries it. */
export const chargesOf = (order: repo.OrderRow): TOrderCharges => ({
  itemsTotal: order.itemsTotal,
  deliveryFee: order.deliveryFee,
  slot: slotOf(order),
});

/** A changed line's refund as the shopper sees it (docs/decisions/032). */
const lineRefundOf = (change: repo.LineChangeRow): TLineRefund => ({
  status: change.refundStatus,
  amount: change.refundAmount,
  refundedAt: change.refundedAt ? change.refundedAt.toISOString() : null,
});

/** What staff changed on a line, as every order answer shows it: the kind, when, the refund, the substitute. */
function lineChangeOf(change: repo.LineChangeRow, line: repo.OrderLineRow): TOrderLineChange {
  return {
    kind: change.kind,
    at: change.at.toISOString(),
    refund: lineRefundOf(change),
    substitute:
      change.kind === 'substituted' && change.substituteProductId !== null && change.substituteVariantId !== null
        ? {
            productId: change.substituteProductId,
            variantId: change.substituteVariantId,
            title: change.substituteTitle ?? '',
            label: change.substituteLabel ?? '',
            image: change.substituteImage ?? '',
            price: change.substitutePrice ?? 0,
            quantity: line.quantity,
          }
        : null,
  };
}

function toOrderLine(line: repo.OrderLineRow, change: repo.LineChangeRow | undefined): TOrderLine {
  return {
    id: line.id,
    productId: line.productId,
    productTitle: line.productTitle,
    image: line.image,
    quantity: line.quantity,
    price: line.price,
    subTotal: line.subTotal,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    size: line.size,
    ram: line.ram,
    weight: line.weight,
    substitute: line.substitute,
    change: change ? lineChangeOf(change, line) : null,
  };
}

/** The money given back so far: refunded line changes and the cancellation's refund, once made. */
export const refundedTotalOf = ({ order, changes }: repo.OrderWithLines) =>
  changes.reduce((sum, change) => sum + (change.refundStatus === 'refunded' ? change.refundAmount : 0), 0) +
  (order.refundStatus === 'refunded' ? (order.refundAmount ?? 0) : 0);

/** The spec's order shape: `userid` in lower case, `date` as an ISO string, lines as `products`. */
export function toOrder(found: repo.OrderWithLines): TOrder {
  const { order, lines, changes } = found;
  const changeOf = new Map(changes.map((change) => [change.lineId, change]));
  return {
    id: order.id,
    _id: order.id,
    paymentId: order.paymentId,
    products: lines.map((line) => toOrderLine(line, changeOf.get(line.id))),
    ...deliveryOf(order),
    amount: order.amount,
    ...chargesOf(order),
    email: order.email,
    userid: order.userId,
    status: order.status,
    paymentMode: order.paymentMode,
    date: order.createdAt.toISOString(),
    refund: refundOf(order),
    refundedTotal: refundedTotalOf(found),
  };
}

/** The refund as the shopper sees it (docs/decisions/024): null until there is one; never the provider's error. */
function refundOf(order: repo.OrderRow): TOrderRefund | null {
  if (order.refundStatus === 'none' || order.refundAmount === null) return null;
  return {
    status: order.refundStatus,
    amount: order.refundAmount,
    refundedAt: order.refundedAt ? order.refundedAt.toISOString() : null,
  };
}

/** A pending refund whose attempt started over a minute ago: the process likely stopped mid-call. */
const isStuck = (order: repo.OrderRow, now: number) =>
  order.refundAttemptedAt === null || now - order.refundAttemptedAt.getTime() > REFUND_STUCK_AFTER_MS;

/**
 * Whether the back office may retry the refund now: a cancelled order's failed (or stuck) one. Never `none`:
 * cancelling starts the refund, and migration 0025 marked orders cancelled before refunds existed `failed`.
 */
const canRetryRefund = (order: repo.OrderRow, now: number) =>
  order.status === 'cancelled' &&
  (order.refundStatus === 'failed' || (order.refundStatus === 'pending' && isStuck(order, now)));

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

export async function listOrders(db: Database, userId: number): Promise<TOrder[]> {
  return (await repo.listOrders(db, userId)).map(toOrder);
}

/**
 * Another shopper's order answers 404 like a missing one. With its timeline: each status change's status and time
 * only — who made it and staff notes stay in the back office (docs/decisions/026).
 */
export async function getOrder(db: Database, userId: number, id: number): Promise<TOrder> {
  const found = await repo.findOwnOrder(db, userId, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  const history = await repo.listStatusEvents(db, id);
  return {
    ...toOrder(found),
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}

/**
 * "Buy again" (docs/decisions/026): the own order's lines go to the cart as the catalogue sells them today (the
 * cart prices every line from the catalogue; the order's snapshot prices are never used).
 */
export async function reorderOwnOrder(db: Database, userId: number, id: number): Promise<TReorderAnswer> {
  const found = await repo.findOwnOrder(db, userId, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return addOrderedLines(
    db,
    userId,
    found.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      title: line.productTitle,
      label: line.variantLabel,
      quantity: line.quantity,
      substitute: line.substitute,
    })),
  );
}

export type { NewOrder, NewOrderLine, OrderWithLines } from './orders.repository';

/** Inside the placing transaction: the order and its line snapshots, in two statements. */
export async function insertOrder(
  tx: Database,
  values: repo.NewOrder,
  lines: readonly repo.NewOrderLine[],
): Promise<repo.OrderWithLines> {
  return repo.insertOrder(tx, values, lines);
}

/** Inside the placing transaction: the slot booked for the order just inserted (docs/decisions/031). */
export async function recordOrderSlot(
  tx: Database,
  placed: repo.OrderWithLines,
  booking: SlotBooking,
): Promise<repo.OrderWithLines> {
  const order = await repo.setOrderSlot(tx, placed.order.id, {
    slotRef: booking.slot,
    slotStart: booking.start,
    slotEnd: booking.end,
    slotStartTime: booking.startTime,
    slotEndTime: booking.endTime,
  });
  return { ...placed, order };
}

/** The order a payment placed, if any (a replay of the same payment answers it). */
export async function findOrderOfPayment(
  db: Database,
  providerOrderId: string,
): Promise<repo.OrderWithLines | undefined> {
  return repo.findOrderByProviderOrderId(db, providerOrderId);
}

/**
 * Whether the shopper has received the product — delivered, not cancelled, not marked unavailable, or delivered as
 * another line's substitute — which makes their review a "Verified purchase" (docs/decisions/018).
 */
export async function hasBought(db: Database, userId: number, productId: number): Promise<boolean> {
  return repo.hasReceivedProduct(db, userId, productId);
}

/**
 * Inside the transaction that locked the order: the move (409 unless ORDER_TRANSITIONS allows it), its event (the
 * timeline entry, a staff member's audit entry, the shopper's notices), and on cancelling, each line's quantity back
 * on its variant's stock and the refund `pending` (docs/decisions/024). The lock makes a second cancellation see
 * `cancelled` and be refused, so the stock comes back once and the refund starts once.
 */
async function moveOrder(
  tx: Database,
  order: repo.OrderRow,
  to: OrderStatus,
  actor: OrderEventActor,
  note: string,
): Promise<{ refund: number }> {
  if (!canMoveOrder(order.status, to)) throw conflict(TEXT.shopping.orderTransitionRefused(order.status, to));
  await repo.setOrderStatus(tx, order.id, to);
  // What the changed lines refund (docs/decisions/032) is theirs: the cancellation refunds the rest only.
  const refund = to === 'cancelled' ? cancellationRefund(order.amount, await repo.lineRefundsTotal(tx, order.id)) : 0;
  await recordOrderEvent(tx, { kind: 'status_changed', to, note, refundAmount: refund }, order, actor);
  if (to !== 'cancelled') return { refund: 0 };
  await returnStock(tx, stockToReturn(await repo.linesOfOrder(tx, order.id), await repo.changesOfOrder(tx, order.id)));
  // The slot's place is free again (docs/decisions/031); the refund includes the delivery fee.
  await releaseBooking(tx, order.id);
  if (refund > 0) await repo.startRefund(tx, order.id, refund);
  return { refund };
}

/**
 * What a cancelled order puts back on the shelf: each line's quantity on its variant — a substituted line's on the
 * substitute's (that is what was taken and packed), an unavailable line's nowhere (it was not there to pack).
 * Lines from before variants (decision 020) name no variant: nothing to return them to.
 */
function stockToReturn(lines: repo.OrderLineRow[], changes: repo.LineChangeRow[]) {
  const changeOf = new Map(changes.map((change) => [change.lineId, change]));
  return lines.flatMap((line) => {
    const change = changeOf.get(line.id);
    if (change?.kind === 'unavailable') return [];
    const variantId = change?.kind === 'substituted' ? change.substituteVariantId : line.variantId;
    return variantId === null ? [] : [{ variantId, quantity: line.quantity }];
  });
}

/**
 * After the cancelling (or retrying) transaction committed: the provider refunds, and its answer is written back —
 * `refunded` with its id, or `failed` with the reason (for the back office; the shopper sees only `failed`). The
 * provider call is outside the transaction so no row lock waits on the network; its idempotency key is the
 * payment's, so however often this runs for one order, the payment is refunded once.
 */
async function settleRefund(app: FastifyInstance, order: repo.OrderRow, amount: number): Promise<RefundOutcome> {
  const outcome = await refundPayment(app, {
    providerOrderId: order.providerOrderId,
    paymentId: order.paymentId,
    amount: toPaise(amount),
    receipt: `order-${order.id}`,
    notes: { order: String(order.id) },
  });
  if (outcome.refunded) await repo.finishRefund(app.db, order.id, outcome.refundId);
  else await repo.failRefund(app.db, order.id, outcome.reason);
  return outcome;
}

/**
 * The shopper cancels their own order while it is pending (docs/decisions/023), and it is refunded (024): the answer
 * shows the refund `refunded`, or `failed` for the shop to retry. Another's answers 404.
 */
export async function cancelOwnOrder(app: FastifyInstance, userId: number, id: number): Promise<TOrder> {
  const { order, refund } = await app.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order || order.userId !== userId) throw notFound(TEXT.shopping.orderNotFound);
    if (!canShopperCancel(order.status)) throw conflict(TEXT.shopping.orderCancelOnlyPending);
    return { order, ...(await moveOrder(tx, order, 'cancelled', { by: 'shopper', userId }, '')) };
  });
  kickOutbox(app.db);
  if (refund > 0) await settleRefund(app, order, refund);
  return getOrder(app.db, userId, id);
}

/**
 * Moves an order to `status` (docs/decisions/023): only the moves of ORDER_TRANSITIONS, else 409 and nothing
 * changes. The order row is locked first, so of two changes at once the second sees the first's status; the change
 * and its event (history row, audit entry, notices) commit together.
 */
export async function changeOrderStatus(
  app: FastifyInstance,
  id: number,
  change: { status: OrderStatus; note: string },
  who: AuditActor,
): Promise<TOrder> {
  const db = app.db;
  const { order, refund } = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound(TEXT.shopping.orderNotFound);
    const moved = await moveOrder(tx, order, change.status, { by: 'staff', who }, change.note);
    return { order, ...moved };
  });
  kickOutbox(db);
  if (refund > 0) await settleRefund(app, order, refund);
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return toOrder(found);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day (YYYY-MM-DD) as the instants [start, next day's start). */
export const utcDay = (day: string) => {
  const start = new Date(`${day}T00:00:00Z`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
};

/** The list's (and the CSV's) filters as the repository takes them: `from`/`to` are UTC days, both included. */
export const adminOrderFilters = (query: Omit<TAdminOrdersQuery, 'page'>): repo.AdminOrderFilters => ({
  status: query.status,
  q: query.q,
  from: query.from ? utcDay(query.from).start : undefined,
  to: query.to ? utcDay(query.to).end : undefined,
  refund: query.refund,
  slot: query.slot,
});

/** The back office's list: newest first, ADMIN_PAGE_SIZE a page, with the status tabs' counts. */
export async function listAdminOrders(db: Database, query: TAdminOrdersQuery): Promise<TAdminOrdersPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, counts, lineRefundFailed } = await repo.listAdminOrders(
    db,
    adminOrderFilters(query),
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

const statusCounts = () =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;

/**
 * `GET /api/admin/orders/slots` (docs/decisions/031): the day's slots across zones (the delivery module's), each
 * with its orders per status; a slot no longer offered appears when it has orders, from what the orders kept.
 */
export async function adminSlotsOfDay(
  db: Database,
  asked: string | undefined,
  timeZone: string,
): Promise<TAdminSlotDay> {
  const date = asked ?? shopToday(timeZone);
  const { start, end } = shopDayBounds(date, timeZone);
  const [offered, counted] = await Promise.all([slotsOfDay(db, date, timeZone), repo.slotOrderCounts(db, start, end)]);
  const slots = new Map<string, TAdminSlotSummary>();
  for (const slot of offered) {
    slots.set(slot.id, {
      id: slot.id,
      zoneId: slot.zoneId,
      zoneName: slot.zoneName,
      startTime: slot.startTime,
      endTime: slot.endTime,
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      capacity: slot.capacity,
      active: slot.active,
      closed: slot.closed,
      booked: 0,
      counts: statusCounts(),
    });
  }
  for (const row of counted) {
    let slot = slots.get(row.slotRef);
    if (!slot) {
      slot = {
        id: row.slotRef,
        zoneId: null,
        zoneName: row.zoneName ?? '',
        startTime: row.slotStartTime ?? '',
        endTime: row.slotEndTime ?? '',
        start: row.slotStart.toISOString(),
        end: row.slotEnd.toISOString(),
        capacity: null,
        active: false,
        closed: false,
        booked: 0,
        counts: statusCounts(),
      };
      slots.set(row.slotRef, slot);
    }
    if (row.status in slot.counts) slot.counts[row.status as OrderStatus] += row.n;
    if (row.status !== 'cancelled') slot.booked += row.n;
  }
  const hasOrders = (slot: TAdminSlotSummary) => Object.values(slot.counts).some((n) => n > 0);
  const shown = [...slots.values()].filter((slot) => slot.active || hasOrders(slot));
  shown.sort(
    (a, b) =>
      a.start.localeCompare(b.start) ||
      a.zoneName.localeCompare(b.zoneName, 'en', { sensitivity: 'base' }) ||
      a.id.localeCompare(b.id),
  );
  return { date, timeZone, slots: shown };
}

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
      refund: {
        ...lineRefundOf(change),
        id: change.refundId,
        error: change.refundError,
        attemptedAt: change.refundAttemptedAt ? change.refundAttemptedAt.toISOString() : null,
        canRetry: canRetryLineRefund(change, now),
      },
      actorId: change.actorId,
      actorEmail: change.actorId === null ? null : (emails.get(change.actorId) ?? null),
      note: change.note,
    };
  };
  const shopper = toOrder(found);
  return {
    ...shopper,
    products: shopper.products.map((line, index) => ({ ...line, change: adminChangeOf(found.lines[index]!) })),
    refund: adminRefundOf(found.order),
    providerOrderId: found.order.providerOrderId,
    history: history.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      actorId: event.actorId,
      actorEmail: event.actorId === null ? null : (emails.get(event.actorId) ?? null),
      note: event.note,
    })),
  };
}

/**
 * `POST /api/admin/orders/:id/refund` (docs/decisions/024): asks the provider again for a cancelled order's refund
 * that failed or is stuck `pending` for over a minute. Under the order's row lock, so of two retries
 * at once the second finds the first's fresh `pending` (409); the provider's idempotency key makes even a stuck
 * attempt that did reach it harmless. 409 when there is nothing to retry; 503 when the provider still refuses (the
 * refund stays `failed`). The retry is audited (`order.refund`).
 */
export async function retryRefund(app: FastifyInstance, id: number, who: AuditActor): Promise<TAdminOrderDetail> {
  const { order, amount } = await app.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound(TEXT.shopping.orderNotFound);
    if (order.status !== 'cancelled') throw conflict(TEXT.shopping.refundNotCancelled);
    if (order.refundStatus === 'refunded') throw conflict(TEXT.shopping.refundAlreadyDone);
    if (order.refundStatus === 'none') throw conflict(TEXT.shopping.refundNone);
    if (!canRetryRefund(order, Date.now())) throw conflict(TEXT.shopping.refundInProgress);
    const amount = order.refundAmount ?? order.amount;
    await repo.startRefund(tx, id, amount);
    await recordAudit(tx, {
      ...who,
      action: 'order.refund',
      entity: 'order',
      entityId: id,
      before: { refundStatus: order.refundStatus, refundError: order.refundError },
      after: { refundStatus: 'pending', refundAmount: amount },
    });
    return { order, amount };
  });
  const outcome = await settleRefund(app, order, amount);
  if (!outcome.refunded) throw new AppError('UNAVAILABLE', TEXT.shopping.refundFailed);
  return getAdminOrder(app.db, id);
}

const SWEEP_BATCH = 50;

/**
 * Refunds left `pending` for over a minute — the process stopped between the cancelling commit and the provider's
 * answer (docs/decisions/024) — are asked again, each under its row lock with the stuck check repeated, so two
 * servers sweeping at once (or a sweep and the back office's retry) do not both claim one; the provider's idempotency
 * key covers an attempt that did reach it. `failed` refunds are left to the back office: the provider said no, and
 * asking again every minute would not change that. Answers how many it refunded.
 */
export async function settleStuckRefunds(app: FastifyInstance): Promise<number> {
  const now = Date.now();
  const ids = await repo.stuckRefundIds(app.db, new Date(now - REFUND_STUCK_AFTER_MS), SWEEP_BATCH);
  let refunded = 0;
  for (const id of ids) {
    const claimed = await app.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (!order || order.refundStatus !== 'pending' || !isStuck(order, now)) return null;
      const amount = order.refundAmount ?? order.amount;
      await repo.startRefund(tx, id, amount);
      return { order, amount };
    });
    if (claimed && (await settleRefund(app, claimed.order, claimed.amount)).refunded) refunded++;
  }
  return refunded;
}

/**
 * The stuck-refund sweep: shortly after start (not awaited: the provider may be slow, and the server should not wait
 * for it to listen) and then every REFUND_STUCK_AFTER_MS; closing the server waits for a sweep under way.
 */
export async function startRefundSweep(app: FastifyInstance): Promise<void> {
  if (!app.config.REFUND_SWEEP) return;
  startPeriodic(app, {
    name: 'sweeping stuck refunds',
    everyMs: REFUND_STUCK_AFTER_MS,
    run: async () => {
      const refunded = (await settleStuckRefunds(app)) + (await settleStuckLineRefunds(app));
      if (refunded > 0) app.log.info({ refunded }, 'stuck refunds settled');
    },
  });
}
