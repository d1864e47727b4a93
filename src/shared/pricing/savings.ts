import { discountPercent } from './discount';

/**
 * MRP and "You save" (issue 29 §3, shared decisions §9): a pack's `oldPrice` is its MRP, the price on the pack that
 * includes every tax; the shop's price is never above it. What the shopper saves is the MRP's difference on each
 * line plus the discounts of coupons and offers. Pure: the cart, checkout and order pages and the order answer all
 * read it from here.
 */

/** A pack's saving on its MRP: rupees off and the whole percent the shelf shows (`discountPercent`). */
export type MrpSaving = { amount: number; percent: number };

/** What savings read of a line: its unit price, its MRP (null or absent when unknown) and how many. */
export type SavingLine = { price: number; mrp?: number | null | undefined; quantity: number };

/** What savings read of a discount (a coupon's or an offer's): the rupees it took off. */
export type SavingDiscount = { amount: number };

/** The saving of one pack at `price` with `mrp`; null when there is none (no MRP, or not above the price). */
export function mrpSaving(price: number, mrp: number | null | undefined): MrpSaving | null {
  if (mrp === null || mrp === undefined || mrp <= price) return null;
  return { amount: mrp - price, percent: discountPercent(price, mrp) };
}

/** What the lines save on their MRPs: `(mrp − price) × quantity` over the lines whose MRP is above their price. */
export function mrpSavings(lines: readonly SavingLine[]): number {
  return lines.reduce((sum, line) => sum + (mrpSaving(line.price, line.mrp)?.amount ?? 0) * line.quantity, 0);
}

/** The total saved: the MRP savings plus every discount (a missing list is none). */
export function totalSaved(
  lines: readonly SavingLine[],
  discounts: readonly SavingDiscount[] | null | undefined = [],
): number {
  return mrpSavings(lines) + (discounts ?? []).reduce((sum, discount) => sum + Math.max(0, discount.amount), 0);
}

/** The selling price may not be above the MRP (an MRP equal to the price means no saving). */
export const priceWithinMrp = (price: number, mrp: number): boolean => price <= mrp;
