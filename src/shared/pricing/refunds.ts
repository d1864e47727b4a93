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

/** What an adjustment (docs/decisions/055: a reduction or a return) took from a line: units and their money. */
export type LineAdjustmentTaken = { quantity: number; refundAmount: number };

/** A line's change (docs/decisions/032) as refunds read it: its kind and what it gave back. */
export type LineChangeTaken = { kind: 'unavailable' | 'substituted'; refundAmount: number };

/** What adjustments gave back (or took off the amount to collect): a line's, or one event's. */
export const refundedBy = (adjustments: readonly LineAdjustmentTaken[]) =>
  adjustments.reduce((sum, adjustment) => sum + adjustment.refundAmount, 0);

/**
 * What is left of a line — the one rule every later refund and stock return reads (docs/decisions/032, 055): its
 * units not reduced or returned, what was paid for them (`paid`: paid for the line less what its change and its
 * adjustments already gave back) and what was paid for the whole line less its change's refund (`paidInFull`).
 * `adjustments` are the line's own. A line marked unavailable has nothing left.
 */
export function lineLeft(
  line: { quantity: number; subTotal: number; discount?: number },
  change: LineChangeTaken | undefined,
  adjustments: readonly LineAdjustmentTaken[],
) {
  if (change?.kind === 'unavailable') return { units: 0, paid: 0, paidInFull: 0 };
  const paidInFull = paidForLine(line) - (change?.refundAmount ?? 0);
  return {
    units: line.quantity - adjustments.reduce((sum, adjustment) => sum + adjustment.quantity, 0),
    paid: paidInFull - refundedBy(adjustments),
    paidInFull,
  };
}

/**
 * The money of `units` of what is left of a line: what is paid for the units left less what the remaining units'
 * share of the line's payment is, so that taking every unit gives back exactly what is left, never more.
 */
export function unitsRefund(line: { quantity: number }, left: ReturnType<typeof lineLeft>, units: number): number {
  const keep = Math.round((left.paidInFull * (left.units - units)) / line.quantity);
  return Math.max(0, left.paid - Math.min(keep, left.paid));
}

/**
 * A line marked unavailable gives back what is left of what was paid for it: all of it, less what its reductions
 * already refunded (docs/decisions/055), so the line's refunds add up to what was paid for it, never more.
 */
export const unavailableLineRefund = (
  line: { subTotal: number; discount?: number },
  adjustments: readonly LineAdjustmentTaken[] = [],
) => Math.max(0, paidForLine(line) - refundedBy(adjustments));

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

/**
 * Cancelling refunds what the order was paid, delivery fee included, less what its changed lines and adjustments
 * already refunded (never below nothing).
 */
export const cancellationRefund = (orderAmount: number, alreadyRefunded: number) =>
  Math.max(0, orderAmount - alreadyRefunded);
