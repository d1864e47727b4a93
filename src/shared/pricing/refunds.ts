import type { PriceableLine } from './price-cart';

/**
 * What goes back to the shopper (docs/decisions/024, 032, 042): the money rules of refunds beside the price function,
 * so a coupon or tax that changes what a line cost changes what it refunds in the same place. Whole rupees.
 */

/** A line marked unavailable gives back what it was charged (its stored subtotal). */
export const unavailableLineRefund = (line: { subTotal: number }) => line.subTotal;

/** A line substituted with a cheaper variant gives back the difference on every unit. */
export const substitutionRefund = (line: PriceableLine, substitutePrice: number) =>
  (line.price - substitutePrice) * line.quantity;

/** Cancelling refunds what the order was paid, delivery fee included, less what its changed lines already refunded. */
export const cancellationRefund = (orderAmount: number, lineRefundsTotal: number) => orderAmount - lineRefundsTotal;
