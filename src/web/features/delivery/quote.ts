import type { TDeliveryCheck } from '#src/contracts/delivery';
import { quoteFor, type DeliveryQuote } from '#src/shared/delivery-quote';

/**
 * What the cart and the checkout show for a pincode's check answer and an items total (whole rupees): the server's
 * own rule (`quoteFor`, src/shared/delivery-quote.ts) over the zone's terms the check answered. The server computes
 * the same again when the payment starts; these figures only inform.
 */
export type DeliveryEstimate =
  | { pincode: string; served: false; message: string }
  | (DeliveryQuote & {
      pincode: string;
      served: true;
      message: string;
      /** Rupees to add to reach the minimum (0 when reached). */
      leftToMinimum: number;
    });

export function estimateFor(check: TDeliveryCheck, itemsTotal: number): DeliveryEstimate {
  if (!check.served || !check.zone) return { pincode: check.pincode, served: false, message: check.message };
  const quote = quoteFor(
    {
      ...check.zone,
      fee: check.fee,
      freeFrom: check.freeFrom,
      minimumOrder: check.minimum,
      // The check does not say; no quote reads it.
      isDefault: false,
    },
    itemsTotal,
  );
  return {
    ...quote,
    pincode: check.pincode,
    served: true,
    message: check.message,
    leftToMinimum: Math.max(0, quote.minimum - itemsTotal),
  };
}
