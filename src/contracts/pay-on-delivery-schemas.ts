import { z } from 'zod';

/**
 * A pay-on-delivery order's payment (issue 29 §1, docs/decisions/047), carried by every order answer of such an
 * order as `payOnDelivery` (absent from card orders, whose answers stay the spec's).
 */
export const ZOrderPayOnDelivery = z.object({
  /** `due` until staff record what was collected at the door; then `paid`. */
  status: z.enum(['due', 'paid']),
  /**
   * Whole rupees still to collect at the door: the amount less what line changes took off; 0 once paid or
   * cancelled (`amountToCollect`, src/shared/pricing/collect.ts).
   */
  collect: z.number().int(),
  /** What staff recorded at the door; null while due. */
  collected: z
    .object({
      amount: z.number().int(),
      method: z.enum(['cash', 'upi']),
      /** The UPI reference, when one was typed. */
      reference: z.string().nullable(),
      /** ISO 8601. */
      at: z.string(),
    })
    .nullable(),
});

export type TOrderPayOnDelivery = z.infer<typeof ZOrderPayOnDelivery>;
