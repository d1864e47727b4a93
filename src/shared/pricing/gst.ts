import { DELIVERY_FEE_GST_RATE_BPS, PAISE_PER_RUPEE } from '../constants';

/**
 * GST on a line (issue 30 §2). Indian shelf prices include GST, so the tax is taken out of what the shopper paid for
 * the line, never added: `tax = paid × rate / (100 % + rate)`, rounded to the paisa per line, and the taxable value is
 * what is left, so taxable + tax is exactly what was paid. Within the shop's state the tax is CGST + SGST, half each
 * (an odd paisa goes to CGST); to another state it is IGST. Rates are basis points (500 = 5 %).
 */
export type LineGst = {
  /** Paise: what was paid for the line (after its share of discounts). */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst. */
  tax: number;
};

/** Whether the supply is within one state: CGST + SGST. Unknown states ('') count as within the shop's state. */
export function isIntraState(shopState: string, placeOfSupply: string): boolean {
  return shopState === '' || placeOfSupply === '' || shopState === placeOfSupply;
}

/** The tax inside `amountPaise` at `rateBps`, split by kind. */
export function lineGst(amountPaise: number, rateBps: number, intraState: boolean): LineGst {
  if (!Number.isInteger(amountPaise) || !Number.isInteger(rateBps) || rateBps < 0) {
    throw new RangeError(`lineGst: bad amount ${amountPaise} or rate ${rateBps}`);
  }
  const tax = Math.round((amountPaise * rateBps) / (10_000 + rateBps));
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  return { amount: amountPaise, taxable: amountPaise - tax, cgst, sgst, igst: intraState ? 0 : tax, tax };
}

/** `lineGst` of a line paid in whole rupees. */
export function lineGstOfRupees(amountRupees: number, rateBps: number, intraState: boolean): LineGst {
  return lineGst(amountRupees * PAISE_PER_RUPEE, rateBps, intraState);
}

/** The delivery fee's GST: its own supply at the fee's rate (docs/decisions/053); null when no fee is charged. */
export function deliveryFeeGst(feeRupees: number, intraState: boolean): LineGst | null {
  return feeRupees > 0 ? lineGstOfRupees(feeRupees, DELIVERY_FEE_GST_RATE_BPS, intraState) : null;
}
