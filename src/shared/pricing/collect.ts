/**
 * Pay on delivery (issue 29 §1, docs/decisions/047): what the delivery person collects at the door. One rule for the
 * server's answers, the packing slip, the e-mails, the CSV and the pages. Whole rupees.
 *
 * A pay-on-delivery order still `due` collects its amount less what staff took off its lines while picking (each
 * change's `refund_amount`: nothing was paid, so nothing is handed back, the amount to collect shrinks instead). A
 * cancelled order, a paid one and an online one collect nothing.
 */

/** The order fields the rule reads; an orders row has them. */
export type CollectableOrder = {
  amount: number;
  status: string;
  paymentMethod: 'online' | 'on_delivery';
  paymentStatus: 'paid' | 'due';
};

/** Whole rupees to collect at the door; `lineReductions`: the order's line changes' `refund_amount`s (or their sum). */
export function amountToCollect(order: CollectableOrder, lineReductions: number | readonly number[]): number {
  if (order.paymentMethod !== 'on_delivery' || order.paymentStatus !== 'due' || order.status === 'cancelled') return 0;
  const reduced =
    typeof lineReductions === 'number' ? lineReductions : lineReductions.reduce((sum, amount) => sum + amount, 0);
  return Math.max(0, order.amount - reduced);
}

/** Whether the order is paid at the door and nothing has been recorded yet. */
export const isDueOnDelivery = (order: Pick<CollectableOrder, 'paymentMethod' | 'paymentStatus'>) =>
  order.paymentMethod === 'on_delivery' && order.paymentStatus === 'due';
