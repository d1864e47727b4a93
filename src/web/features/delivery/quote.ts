import type { TDeliveryCheck } from '#src/contracts/delivery';

/**
 * What the cart and the checkout show for a pincode's check answer and an items total (whole rupees): the fee, what
 * is left to free delivery, and whether the total is below the zone's minimum. The server computes the same at
 * payment; these figures only inform.
 */
export type DeliveryEstimate =
  | { pincode: string; served: false; message: string }
  | {
      pincode: string;
      served: true;
      message: string;
      fee: number;
      /** Rupees to add for free delivery; null when delivery is free already or never free. */
      leftToFree: number | null;
      minimum: number;
      belowMinimum: boolean;
      /** Rupees to add to reach the minimum (0 when reached). */
      leftToMinimum: number;
    };

export function estimateFor(check: TDeliveryCheck, itemsTotal: number): DeliveryEstimate {
  if (!check.served) return { pincode: check.pincode, served: false, message: check.message };
  const free = check.fee === 0 || (check.freeFrom !== null && itemsTotal >= check.freeFrom);
  return {
    pincode: check.pincode,
    served: true,
    message: check.message,
    fee: free ? 0 : check.fee,
    leftToFree: free || check.freeFrom === null ? null : check.freeFrom - itemsTotal,
    minimum: check.minimum,
    belowMinimum: itemsTotal < check.minimum,
    leftToMinimum: Math.max(0, check.minimum - itemsTotal),
  };
}
