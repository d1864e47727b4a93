import { deliveryFeeGst } from './gst';

/**
 * What the shopper pays for the cart the server priced (`GET /api/cart/summary`, docs/decisions/048) once a zone's
 * fee is known: the total after discounts plus the fee, which a free-delivery code waives. The cart, the checkout
 * summary and the pay-on-delivery maximum read it from here. `includedGst` (paise) is the GST inside that total: the
 * server's figure for the items and the fee's own, at the fee's rate, as `priceCart` splits it (docs/decisions/053).
 */
export function payable(
  summary: { totalAfterDiscounts: number; freeDelivery: boolean; includedGst: number },
  zoneFee: number,
): { fee: number; total: number; includedGst: number } {
  const fee = summary.freeDelivery ? 0 : zoneFee;
  // Within the state or not, the tax is the same (only its split differs).
  const feeGst = deliveryFeeGst(fee, true)?.tax ?? 0;
  return { fee, total: summary.totalAfterDiscounts + fee, includedGst: summary.includedGst + feeGst };
}
