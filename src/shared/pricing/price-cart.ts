import { PAISE_PER_RUPEE } from '../constants';
import { quoteFor, type DeliveryQuote, type DeliveryZone } from '../delivery-quote';

/**
 * The one price function (issue 28 §1, docs/decisions/042): the only code that turns cart lines into money. The cart
 * answer, starting the payment, placing the order (and refusing it) all price through `priceCart`; refunds through
 * ./refunds.ts. Amounts are whole rupees (unit prices are integers, so every sum is exact); the provider is paid in
 * paise (`toPaise`).
 */

/** What pricing reads of a line: its unit price (whole rupees) and how many. */
export type PriceableLine = { price: number; quantity: number };

/** A line with what it costs: `price × quantity`. */
export type PricedItem<L extends PriceableLine> = L & { subTotal: number };

/** What one adjustment took off the items. */
export type Discount = { code: string; amount: number };

/**
 * A rule that may lower the price — the hook for coupons: it sees the priced lines and their items total and answers
 * the rupees off (clamped to what is left, never below 0). None exist yet, so every caller passes none.
 */
export type PriceAdjustment = {
  code: string;
  discountFor(items: readonly PricedItem<PriceableLine>[], itemsTotal: number): number;
};

export type CartPrice<L extends PriceableLine> = {
  items: PricedItem<L>[];
  /** The lines' subtotals added up, before discounts. */
  itemsTotal: number;
  discounts: Discount[];
  /** The zone's quote over the items total (its fee, free-from, minimum); null when priced without a zone. */
  delivery: DeliveryQuote | null;
  fee: number;
  /** Shelf prices include GST, so nothing is added today; the GST issue fills this in. */
  tax: number;
  /** itemsTotal − discounts + fee + tax. */
  total: number;
};

/** The provider's amount for rupees (the payment's unit). */
export const toPaise = (rupees: number) => rupees * PAISE_PER_RUPEE;

/** Rupees for a provider's amount in paise. */
export const fromPaise = (paise: number) => paise / PAISE_PER_RUPEE;

/** What one line costs. */
export const lineTotal = (line: PriceableLine) => line.price * line.quantity;

/**
 * Prices lines for delivery in `zone` (null: the items only, no fee or minimum) with `adjustments` applied in order.
 * The fee and the zone's minimum are judged on the items total before discounts (docs/decisions/042).
 */
export function priceCart<L extends PriceableLine>(
  lines: readonly L[],
  zone: DeliveryZone | null,
  adjustments: readonly PriceAdjustment[] = [],
): CartPrice<L> {
  const items = lines.map((line) => ({ ...line, subTotal: lineTotal(line) }));
  const itemsTotal = items.reduce((sum, item) => sum + item.subTotal, 0);
  const discounts: Discount[] = [];
  let left = itemsTotal;
  for (const adjustment of adjustments) {
    const amount = Math.min(left, Math.max(0, adjustment.discountFor(items, itemsTotal)));
    if (amount === 0) continue;
    discounts.push({ code: adjustment.code, amount });
    left -= amount;
  }
  const delivery = zone ? quoteFor(zone, itemsTotal) : null;
  const fee = delivery?.fee ?? 0;
  const tax = 0;
  return { items, itemsTotal, discounts, delivery, fee, tax, total: left + fee + tax };
}
