import type { PriceableLine } from './price-cart';

/**
 * What goes back to the shopper (docs/decisions/024, 032, 042, 048): the money rules of refunds beside the price
 * function, so a coupon or tax that changes what a line cost changes what it refunds in the same place. Whole rupees.
 * A line's `discount` is its share of the order's coupons and offers (spread in proportion when the order was placed,
 * so the shares add up to the order's discount): what was paid for the line is `subTotal − discount`.
 */

/** A line as refunds read it: its price and quantity, its stored subtotal and share of the order's discount. */
export type RefundableLine = PriceableLine & { subTotal?: number; discount?: number };

/** What was paid for a line: its subtotal less its share of the discount. */
export const paidForLine = (line: { subTotal: number; discount?: number }) => line.subTotal - (line.discount ?? 0);

/** A line marked unavailable gives back what was paid for it. */
export const unavailableLineRefund = (line: { subTotal: number; discount?: number }) => paidForLine(line);

/**
 * A line substituted with a cheaper variant gives back the difference on every unit, scaled by the part of the line's
 * price that was paid (its discount share taken off in the same proportion), rounded down: never more than was paid.
 */
export function substitutionRefund(line: RefundableLine, substitutePrice: number) {
  const difference = (line.price - substitutePrice) * line.quantity;
  const subTotal = line.subTotal ?? line.price * line.quantity;
  const discount = line.discount ?? 0;
  if (discount === 0 || subTotal === 0) return difference;
  return Math.floor((difference * (subTotal - discount)) / subTotal);
}

/** Cancelling refunds what the order was paid, delivery fee included, less what its changed lines already refunded. */
export const cancellationRefund = (orderAmount: number, lineRefundsTotal: number) => orderAmount - lineRefundsTotal;
