import { PAISE_PER_RUPEE } from '../constants';
import { quoteFor, type DeliveryQuote, type DeliveryZone } from '../delivery-quote';
import { deliveryFeeGst, isIntraState, lineGst, type LineGst } from './gst';
import { spreadInProportion } from './spread';

/**
 * The one price function (issue 28 §1, docs/decisions/042): the only code that turns cart lines into money. The cart
 * answer, starting the payment, placing the order (and refusing it) all price through `priceCart`; refunds through
 * ./refunds.ts. Amounts are whole rupees (unit prices are integers, so every sum is exact); the provider is paid in
 * paise (`toPaise`). Coupons and offers are adjustments (./promotions.ts, docs/decisions/048).
 */

/**
 * What pricing reads of a line: its unit price (whole rupees), how many, and its GST rate in basis points (500 = 5 %;
 * none: 0), which only the GST split reads (docs/decisions/053).
 */
export type PriceableLine = { price: number; quantity: number; gstRateBps?: number };

/** Where the supply goes (GST state codes): same state, CGST + SGST; else IGST. */
export type GstPlace = { shopState: string; placeOfSupply: string };

/** Any place: the GST a total includes is the same within the state (CGST + SGST) or to another (IGST). */
export const ANY_GST_PLACE: GstPlace = { shopState: '', placeOfSupply: '' };

/** A GST split in paise: the lines', the fee's or their sum. */
export type GstSplit = LineGst;

/**
 * The GST inside the total (prices include it, nothing is added): per line on what the line costs after its share
 * of the discounts, the delivery fee as its own supply at 18 % (docs/decisions/053), and the sum. Paise.
 */
export type CartGst = {
  intraState: boolean;
  lines: LineGst[];
  /** The fee's tax; null when no fee is charged. */
  fee: LineGst | null;
  total: GstSplit;
};

/** A line with what it costs: `price × quantity`. */
export type PricedItem<L extends PriceableLine> = L & { subTotal: number };

/** What one adjustment took off the items; `label` is what the shopper reads (the code, or the offer's name). */
export type Discount = {
  code: string;
  label: string;
  kind: 'coupon' | 'offer';
  amount: number;
  offerId?: number | undefined;
};

/**
 * A rule that may lower the price — a coupon or an offer: it sees the priced lines and their items total and answers
 * the rupees off (clamped to what is left, never below 0). `perLine`: how its amount falls on the lines (an offer's
 * own lines); without it, the amount is spread over what is left of every line in proportion. `waivesDelivery`: the
 * zone's fee is not charged (its minimum order still holds).
 */
export type PriceAdjustment<L extends PriceableLine = PriceableLine> = {
  code: string;
  label?: string;
  kind?: 'coupon' | 'offer';
  offerId?: number;
  waivesDelivery?: boolean;
  perLine?(items: readonly PricedItem<L>[]): number[];
  discountFor(items: readonly PricedItem<L>[], itemsTotal: number): number;
};

export type CartPrice<L extends PriceableLine> = {
  items: PricedItem<L>[];
  /** The lines' subtotals added up, before discounts. */
  itemsTotal: number;
  discounts: Discount[];
  /** The discounts added up. */
  discountTotal: number;
  /** Each line's share of `discountTotal` (same order as `items`): what its refund leaves out. */
  lineDiscounts: number[];
  /** The zone's quote over the items total (its fee, free-from, minimum); null when priced without a zone. */
  delivery: DeliveryQuote | null;
  /** An adjustment (a free-delivery coupon) waived the zone's fee. */
  deliveryWaived: boolean;
  fee: number;
  /**
   * Tax added on top of the prices: always 0, since Indian shelf prices (and the fee) include GST. The GST included
   * is `gst` (docs/decisions/053).
   */
  tax: number;
  /** itemsTotal − discounts + fee + tax. */
  total: number;
  /** The GST included in `total`, split per line (paise); null unless priced with a `GstPlace`. */
  gst: CartGst | null;
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
  adjustments: readonly PriceAdjustment<L>[] = [],
  gstPlace: GstPlace | null = null,
): CartPrice<L> {
  const items = lines.map((line) => ({ ...line, subTotal: lineTotal(line) }));
  const itemsTotal = items.reduce((sum, item) => sum + item.subTotal, 0);
  const discounts: Discount[] = [];
  const lineDiscounts = items.map(() => 0);
  let left = itemsTotal;
  let deliveryWaived = false;
  for (const adjustment of adjustments) {
    deliveryWaived ||= adjustment.waivesDelivery === true;
    const remaining = items.map((item, i) => item.subTotal - lineDiscounts[i]!);
    const weights = adjustment.perLine
      ? adjustment.perLine(items).map((share, i) => Math.min(Math.max(0, share), remaining[i]!))
      : remaining;
    const most = weights.reduce((sum, weight) => sum + weight, 0);
    const amount = Math.min(left, most, Math.max(0, Math.floor(adjustment.discountFor(items, itemsTotal))));
    if (amount <= 0) continue;
    const shares = spreadInProportion(weights, amount);
    shares.forEach((share, i) => (lineDiscounts[i]! += share));
    discounts.push({
      code: adjustment.code,
      label: adjustment.label ?? adjustment.code,
      kind: adjustment.kind ?? 'coupon',
      amount: shares.reduce((sum, share) => sum + share, 0),
      ...(adjustment.offerId === undefined ? {} : { offerId: adjustment.offerId }),
    });
    left = itemsTotal - lineDiscounts.reduce((sum, share) => sum + share, 0);
  }
  const delivery = zone ? quoteFor(zone, itemsTotal) : null;
  const fee = deliveryWaived ? 0 : (delivery?.fee ?? 0);
  const tax = 0;
  const discountTotal = itemsTotal - left;
  const gst = gstPlace
    ? gstOf(items, lineDiscounts, fee, isIntraState(gstPlace.shopState, gstPlace.placeOfSupply))
    : null;
  return {
    items,
    itemsTotal,
    discounts: discounts.filter((discount) => discount.amount > 0),
    discountTotal,
    lineDiscounts,
    delivery,
    deliveryWaived,
    fee,
    tax,
    total: left + fee + tax,
    gst,
  };
}

/** Each line's GST on what it costs after its discount share, the fee's, and their sum (paise). */
function gstOf(
  items: readonly PricedItem<PriceableLine>[],
  lineDiscounts: readonly number[],
  fee: number,
  intraState: boolean,
): CartGst {
  const lines = items.map((item, i) =>
    lineGst(toPaise(item.subTotal - lineDiscounts[i]!), item.gstRateBps ?? 0, intraState),
  );
  const feeGst = deliveryFeeGst(fee, intraState);
  const total: GstSplit = { amount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0 };
  for (const part of feeGst ? [...lines, feeGst] : lines) {
    total.amount += part.amount;
    total.taxable += part.taxable;
    total.cgst += part.cgst;
    total.sgst += part.sgst;
    total.igst += part.igst;
    total.tax += part.tax;
  }
  return { intraState, lines, fee: feeGst, total };
}
