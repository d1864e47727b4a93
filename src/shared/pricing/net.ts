import type { RefundStatus } from '#src/shared/constants';

/**
 * What the shop kept of an order (issue 29 §4, docs/decisions/050): the one rule behind every figure — the dashboard's
 * revenue, top products, a customer's "spent", the orders CSV and the back office's order screen. Whole rupees.
 * Discounts are already out of the order's `amount` (the order's `discount` is shown beside it, never taken twice).
 * The same rule as SQL, for the figures that add orders up in the database, is `orderNetSql`
 * (src/server/modules/orders/net-amount.repository.ts); a test pins the two to each other.
 */

export type NetOrder = {
  amount: number;
  status: string;
  paymentMethod: 'online' | 'on_delivery';
  /** The order's own refund (a cancellation's rest): counted once it is owed, whatever its state. */
  refundStatus: RefundStatus;
  refundAmount: number | null;
  /** What staff recorded at the door for a pay-on-delivery order; null until collected. */
  collectedAmount: number | null;
};

/**
 * A changed line (docs/decisions/032) or an adjustment (055): its refund (online) or the reduction of what to collect
 * (pay on delivery still due). Callers pass an order's line changes and its adjustments together.
 */
export type NetLineChange = { refundStatus: RefundStatus; refundAmount: number };

/**
 * What the changed lines took off the order: an online order's line refunds owed (`refund_status` ≠ `none`: pending,
 * made, or failed and to be retried), a pay-on-delivery order's reductions of what to collect (recorded with `none`).
 */
export function lineRefundsOf(order: Pick<NetOrder, 'paymentMethod'>, changes: readonly NetLineChange[]): number {
  const counted = order.paymentMethod === 'on_delivery' ? changes : changes.filter((c) => c.refundStatus !== 'none');
  return counted.reduce((sum, change) => sum + change.refundAmount, 0);
}

/**
 * A collected pay-on-delivery order's refunds owed after collecting: changes and adjustments recorded then refund
 * through the cash provider (`refund_status` ≠ `none`); those before collecting lowered what was collected.
 */
const refundsAfterCollecting = (changes: readonly NetLineChange[]) =>
  changes.filter((c) => c.refundStatus !== 'none').reduce((sum, change) => sum + change.refundAmount, 0);

/** The order's own refund (a cancellation's rest) once owed; 0 while there is none. */
export const orderRefundOf = (order: Pick<NetOrder, 'refundStatus' | 'refundAmount'>) =>
  order.refundStatus === 'none' ? 0 : (order.refundAmount ?? 0);

/**
 * Money given back, or owed back, to the shopper: an online order's line refunds and its own refund. A pay-on-delivery
 * order's changed lines reduce what is collected instead, so only a cancellation after collecting gives money back.
 */
export function refundedOf(order: NetOrder, changes: readonly NetLineChange[]): number {
  if (order.paymentMethod === 'on_delivery') {
    return order.collectedAmount === null ? 0 : orderRefundOf(order) + refundsAfterCollecting(changes);
  }
  return lineRefundsOf(order, changes) + orderRefundOf(order);
}

/**
 * What the shop kept:
 * - online: `amount` − the line changes' refunds owed (`refund_status` ≠ `none`) − the order's refund;
 * - pay on delivery: what was collected once it was (`collected_amount`, less its refund if the order was cancelled
 *   after); before that 0 when cancelled, else
 *   `amount` − the line changes' reductions (their `refund_amount`, recorded with `refund_status` `none`).
 */
export function orderNet(order: NetOrder, changes: readonly NetLineChange[]): number {
  if (order.paymentMethod === 'on_delivery') {
    // Collected, then cancelled: the cash provider's refund gives back what was collected.
    // …and what changes and adjustments after collecting gave back (docs/decisions/055).
    if (order.collectedAmount !== null) {
      return order.collectedAmount - orderRefundOf(order) - refundsAfterCollecting(changes);
    }
    if (order.status === 'cancelled') return 0;
    return order.amount - lineRefundsOf(order, changes);
  }
  return order.amount - lineRefundsOf(order, changes) - orderRefundOf(order);
}
