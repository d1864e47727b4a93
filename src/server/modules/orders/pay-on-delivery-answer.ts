import type { TOrderPayOnDelivery } from '#src/contracts/pay-on-delivery-schemas';
import { amountToCollect } from '#src/shared/pricing/collect';
import type * as repo from './order-rows.repository';

/** Every answer of a pay-on-delivery order carries this; undefined for a card order (the spec's answer as it was). */
export function payOnDeliveryOf({ order, changes, adjustments }: repo.OrderWithLines): TOrderPayOnDelivery | undefined {
  if (order.paymentMethod !== 'on_delivery') return undefined;
  return {
    status: order.paymentStatus,
    collect: amountToCollect(
      order,
      // Line changes and adjustments (docs/decisions/055) alike lower it.
      [...changes, ...adjustments].map((change) => change.refundAmount),
    ),
    collected:
      order.collectedAmount !== null && order.collectedMethod !== null && order.collectedAt !== null
        ? {
            amount: order.collectedAmount,
            method: order.collectedMethod,
            reference: order.collectedReference,
            at: order.collectedAt.toISOString(),
          }
        : null,
  };
}
