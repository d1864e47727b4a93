import { refundedBy } from '#src/shared/pricing/refunds';
import type { Database } from '#src/db/client';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { notifyOrder, type OrderNotice } from '#src/server/modules/mail/index';
import type { OrderStatus } from '#src/shared/constants';
import { amountToCollect } from '#src/shared/pricing/collect';
import * as repo from './orders.repository';

/**
 * An order's events (docs/decisions/044): what happened to the order, written once, in the order's transaction, by
 * `recordOrderEvent` — the timeline entry, the back office's audit entry and one outbox row per notification channel.
 * A service changes the order's own rows (status, stock, line change, refund) and then records the event; it writes
 * none of the three itself.
 */

/** Who caused the event. Only staff leave an audit entry: the audit log is the back office's (decision 021). */
export type OrderEventActor =
  | { by: 'shopper'; userId: number }
  | { by: 'staff'; who: AuditActor }
  /** The shop itself: a payment's webhook or the reconciler placing the shopper's order, with no request of theirs. */
  | { by: 'system' };

export type OrderEvent =
  /** The order was placed with `lines`. Its timeline starts at the order's `created_at`: no entry of its own. */
  | { kind: 'placed'; lines: readonly repo.OrderLineRow[] }
  /** The order moved to `to` (from the status of the order passed); a cancellation refunds `refundAmount`. */
  | { kind: 'status_changed'; to: OrderStatus; note: string; refundAmount: number }
  /** Staff marked `line` unavailable or substituted it while picking (docs/decisions/032): `change` is its row. */
  | { kind: 'line_changed'; line: repo.OrderLineRow; change: repo.LineChangeRow }
  /** Staff recorded what was collected at the door for a pay-on-delivery order (docs/decisions/047): it is paid. */
  | { kind: 'payment_collected'; amount: number; method: 'cash' | 'upi'; reference: string | null }
  /** Staff reduced a line, refunded goodwill or took a return (docs/decisions/055): one row per line (goodwill: one). */
  | { kind: 'adjusted'; adjustments: readonly repo.AdjustmentRow[]; lines: readonly repo.OrderLineRow[] };

/** The line as bought, as the shopper's notice names it. */
const boughtOf = (line: repo.OrderLineRow) => ({
  title: line.productTitle,
  variant: line.variantLabel || [line.size, line.ram, line.weight].filter(Boolean).join(', '),
  quantity: line.quantity,
});

/**
 * The shopper's notice of an adjustment (docs/decisions/055): the lines and units (none for goodwill) and the money;
 * a pay-on-delivery order still due records `refund_status 'none'`: less to pay at the door, nothing refunded.
 */
function adjustmentOf(adjustments: readonly repo.AdjustmentRow[], lines: readonly repo.OrderLineRow[]) {
  const [first] = adjustments;
  const items = adjustments.flatMap((adjustment) => {
    const line = lines.find((candidate) => candidate.id === adjustment.lineId);
    return line ? [{ ...boughtOf(line), quantity: adjustment.quantity }] : [];
  });
  return {
    kind: first?.kind ?? 'goodwill',
    items,
    amount: refundedBy(adjustments),
    offCollect: adjustments.every((adjustment) => adjustment.refundStatus === 'none'),
  };
}

function noticeOf(event: OrderEvent, order: repo.OrderRow, actor: OrderEventActor): OrderNotice | null {
  switch (event.kind) {
    // The shopper paid at the door, in person: nothing to tell them.
    case 'payment_collected':
      return null;
    case 'adjusted':
      return { kind: 'adjusted', order, adjustment: adjustmentOf(event.adjustments, event.lines) };
    case 'placed':
      return { kind: 'placed', order, lines: event.lines };
    case 'status_changed':
      return { kind: 'status', order, status: event.to, refundAmount: event.refundAmount, by: actor.by };
    case 'line_changed': {
      const { line, change } = event;
      const substituted = change.kind === 'substituted';
      return {
        kind: 'line_changed',
        order,
        change: {
          kind: change.kind,
          ...boughtOf(line),
          substitute: substituted
            ? {
                title: change.substituteTitle ?? '',
                variant: change.substituteLabel ?? '',
                price: change.substitutePrice ?? 0,
              }
            : null,
          refundAmount: change.refundAmount,
        },
      };
    }
  }
}

/** The audit entry of a staff member's event (its action, before and after as the audit log has always shown them). */
function auditOf(event: OrderEvent, order: repo.OrderRow) {
  switch (event.kind) {
    case 'placed':
      return null;
    case 'payment_collected':
      return {
        action: 'order.payment_collected',
        before: { paymentStatus: order.paymentStatus },
        after: { paymentStatus: 'paid', amount: event.amount, method: event.method, reference: event.reference },
      };
    case 'adjusted': {
      const [first] = event.adjustments;
      return {
        action: `order.${first?.kind ?? 'adjusted'}`,
        before: { status: order.status },
        after: {
          kind: first?.kind,
          reason: first?.reason,
          restocked: first?.restocked,
          lines: event.adjustments.map(({ lineId, quantity, refundAmount }) => ({ lineId, quantity, refundAmount })),
          refundAmount: refundedBy(event.adjustments),
        },
      };
    }
    case 'status_changed':
      return {
        action: 'order.status',
        before: { status: order.status },
        after: { status: event.to, note: event.note },
      };
    case 'line_changed': {
      const { line, change } = event;
      if (change.kind === 'unavailable') {
        return {
          action: 'order.line_unavailable',
          before: { lineId: line.id, productId: line.productId, variantId: line.variantId, quantity: line.quantity },
          after: { lineId: line.id, kind: 'unavailable', refundAmount: change.refundAmount, note: change.note },
        };
      }
      return {
        action: 'order.line_substituted',
        before: { lineId: line.id, productId: line.productId, variantId: line.variantId, price: line.price },
        after: {
          lineId: line.id,
          kind: 'substituted',
          productId: change.substituteProductId,
          variantId: change.substituteVariantId,
          price: change.substitutePrice,
          quantity: line.quantity,
          refundAmount: change.refundAmount,
          note: change.note,
        },
      };
    }
  }
}

/**
 * A pay-on-delivery order's notices of its placing and of its line changes say what is left to collect at the door
 * after the event (docs/decisions/047); the change's row is already written.
 */
async function withCollect(tx: Database, event: OrderEvent, order: repo.OrderRow) {
  if (order.paymentMethod !== 'on_delivery' || (event.kind !== 'placed' && event.kind !== 'line_changed')) return order;
  const reductions = event.kind === 'placed' ? 0 : await repo.lineReductionsTotal(tx, order.id);
  return { ...order, collect: amountToCollect(order, reductions) };
}

const actorIdOf = (actor: OrderEventActor) =>
  actor.by === 'shopper' ? actor.userId : actor.by === 'staff' ? actor.who.actor.id : null;

/**
 * Inside the transaction that changed `order` (the row as it was before this event): the status move's timeline
 * entry, a staff member's audit entry — the only one their request writes — and each channel's outbox row. The
 * caller kicks the outbox (`kickOutbox`) after its commit.
 */
export async function recordOrderEvent(
  tx: Database,
  event: OrderEvent,
  order: repo.OrderRow,
  actor: OrderEventActor,
): Promise<void> {
  if (event.kind === 'status_changed') {
    await repo.insertStatusEvent(tx, {
      orderId: order.id,
      status: event.to,
      actorId: actorIdOf(actor),
      note: event.note,
    });
  }
  const audit = auditOf(event, order);
  if (audit && actor.by === 'staff') {
    // The one helper every back-office write goes through; inside the order's transaction it is a savepoint.
    await auditedWrite(tx, actor.who, (_savepoint, record) =>
      record({ ...audit, entity: 'order', entityId: order.id }),
    );
  }
  const notice = noticeOf(event, await withCollect(tx, event, order), actor);
  if (notice) await notifyOrder(tx, notice);
  // The back office's open tabs hear of it once it commits: the orders table's trigger NOTIFYs (migration 0044).
}
