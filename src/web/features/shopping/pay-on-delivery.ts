import type { TDeliveryCheck } from '#src/contracts/delivery';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';

const T = PAY_ON_DELIVERY_TEXT;

/** How the shopper pays at checkout (issue 29 §1): online (the provider's dialog) or on delivery (cash/UPI). */
export type PaymentMethod = 'online' | 'on_delivery';

/**
 * Whether the checkout offers pay on delivery for the pincode's check answer and the order's total (whole rupees),
 * else why not. The server checks the same again (and the shopper's open orders) when the order is placed.
 */
export function payOnDeliveryOffer(
  check: TDeliveryCheck | null,
  total: number,
): { offered: true } | { offered: false; reason: string } {
  if (!check) return { offered: false, reason: T.pincodeFirst };
  const terms = check.served ? check.payOnDelivery : null;
  if (!terms) return { offered: false, reason: T.notInZone };
  if (terms.maxOrder !== null && total > terms.maxOrder) return { offered: false, reason: T.overMax(terms.maxOrder) };
  return { offered: true };
}
