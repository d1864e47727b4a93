import type { FastifyInstance } from 'fastify';
import type { TOrder } from '#src/contracts/order-schemas';
import type { Database } from '#src/db/client';
import { cancellationRefund, lineLeft } from '#src/shared/pricing/refunds';
import { TEXT } from '#src/shared/texts';
import { conflict, notFound } from '#src/server/lib/app-error';
import type { AuditActor } from '#src/server/modules/audit/index';
import { returnStock } from '#src/server/modules/catalog/index';
import { releaseBooking, type SlotBooking } from '#src/server/modules/delivery/index';
import type { DocumentClock } from '#src/server/modules/invoices/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import { canMoveOrder, type OrderStatus } from '#src/shared/constants';
import { toOrder } from './order-answer';
import { invoiceIfComplete } from './order-invoices';
import { recordOrderEvent, type OrderEventActor } from './order-events';
import { settleRefund } from './order-refunds.service';
import * as repo from './orders.repository';

// The order's life: what placing stores, the status moves (with cancelling's stock, slot and refund) and the
// staff's status change. Refunds after commit are order-refunds.service.ts's.

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
 * `cancelled` and be refused, so the stock comes back once and the refund starts once. Delivering a paid order issues
 * its tax invoice in the same transaction (docs/decisions/054).
 */
export async function moveOrder(
  tx: Database,
  order: repo.OrderRow,
  to: OrderStatus,
  actor: OrderEventActor,
  note: string,
  clock: DocumentClock,
): Promise<{ refund: number }> {
  if (!canMoveOrder(order.status, to)) throw conflict(TEXT.shopping.orderTransitionRefused(order.status, to));
  await repo.setOrderStatus(tx, order.id, to);
  if (to === 'delivered') await invoiceIfComplete(tx, order.id, clock);
  // What the changed lines refund (docs/decisions/032) is theirs: the cancellation refunds the rest only.
  // …and so are the adjustments' (docs/decisions/055).
  const refund =
    to === 'cancelled'
      ? cancellationRefund(
          paidOf(order),
          (await repo.lineRefundsTotal(tx, order.id)) + (await repo.adjustmentRefundsTotal(tx, order.id)),
        )
      : 0;
  await recordOrderEvent(tx, { kind: 'status_changed', to, note, refundAmount: refund }, order, actor);
  if (to !== 'cancelled') return { refund: 0 };
  const found = await repo.findOrder(tx, order.id);
  if (found) await returnStock(tx, stockToReturn(found));
  // The slot's place is free again (docs/decisions/031); the refund includes the delivery fee.
  await releaseBooking(tx, order.id);
  if (refund > 0) await repo.startRefund(tx, order.id, refund);
  return { refund };
}

/**
 * What the shopper paid, which a cancellation gives back (less refunded lines): an online order's amount; a
 * pay-on-delivery order's what was collected at the door — nothing while it is still due, so cancelling it refunds
 * nothing and leaves nothing to collect (docs/decisions/047).
 */
const paidOf = (order: repo.OrderRow) =>
  order.paymentMethod === 'on_delivery' ? (order.collectedAmount ?? 0) : order.amount;

/**
 * What a cancelled order puts back on the shelf: each line's units left (`lineLeft`) on its variant — a substituted
 * line's on the substitute's (that is what was taken and packed), an unavailable line's nowhere (it was not there to
 * pack), a reduced line's without the units its reduction already put back (docs/decisions/055).
 * Lines from before variants (decision 020) name no variant: nothing to return them to.
 */
function stockToReturn(found: repo.OrderWithLines) {
  return found.lines.flatMap((line) => {
    const change = found.changes.find((c) => c.lineId === line.id);
    const { units } = lineLeft(
      line,
      change,
      found.adjustments.filter((adjustment) => adjustment.lineId === line.id),
    );
    const variantId = change?.kind === 'substituted' ? change.substituteVariantId : line.variantId;
    return variantId === null || units <= 0 ? [] : [{ variantId, quantity: units }];
  });
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
    const moved = await moveOrder(tx, order, change.status, { by: 'staff', who }, change.note, {
      timeZone: app.config.SHOP_TIME_ZONE,
    });
    return { order, ...moved };
  });
  kickOutbox(db);
  if (refund > 0) await settleRefund(app, order, refund);
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return toOrder(found);
}
