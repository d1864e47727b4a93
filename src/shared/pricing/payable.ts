/**
 * What the shopper pays for the cart the server priced (`GET /api/cart/summary`, docs/decisions/048) once a zone's
 * fee is known: the total after discounts plus the fee, which a free-delivery code waives. The cart, the checkout
 * summary and the pay-on-delivery maximum read it from here.
 */
export function payable(
  summary: { totalAfterDiscounts: number; freeDelivery: boolean },
  zoneFee: number,
): { fee: number; total: number } {
  const fee = summary.freeDelivery ? 0 : zoneFee;
  return { fee, total: summary.totalAfterDiscounts + fee };
}
