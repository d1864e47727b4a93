import { z } from 'zod';
import { ZId, ZIdParams } from './common';
import { ADMIN_ORDERS_TAGS } from './admin-order-line-actions';
import { ZAdminOrderDetail } from './admin-order-schemas';
import { defineEndpoint } from './endpoint';
import { ORDER_NOTE_MAX } from '#src/shared/constants';

// Adjusting an order after it was placed (issue 31 §5, docs/decisions/055): the back office, permission `refunds`.

const ZReason = z.string().trim().min(1).max(ORDER_NOTE_MAX);
const ZUnits = z.number().int().min(1).max(10_000);

export const ZReduceLineBody = z.object({ lineId: ZId, quantity: ZUnits, reason: ZReason });
export const ZGoodwillBody = z.object({ amount: z.number().int().min(1).max(10_000_000), reason: ZReason });
export const ZReturnLinesBody = z.object({
  lines: z
    .array(z.object({ lineId: ZId, quantity: ZUnits }))
    .min(1)
    .max(200),
  restock: z.boolean(),
  reason: ZReason,
});

/** One adjustment of one order: `POST …/adjustments/:adjustmentId/refund`. */
export const ZAdjustmentParams = z.object({ id: ZId, adjustmentId: ZId });

export type TReduceLineBody = z.infer<typeof ZReduceLineBody>;
export type TGoodwillBody = z.infer<typeof ZGoodwillBody>;
export type TReturnLinesBody = z.infer<typeof ZReturnLinesBody>;

const common = {
  auth: { permission: 'refunds' },
  tags: ADMIN_ORDERS_TAGS,
  params: ZIdParams,
  responses: { 200: ZAdminOrderDetail },
} as const;

export const adminOrderAdjustments = {
  reduce: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/admin/orders/:id/adjustments/reduce',
    summary: 'Before delivery: fewer units of a line were found; their paid share is refunded and their stock returned',
    description:
      'While the order is confirmed or packed. 400 for more units than are left on the line; 409 in another ' +
      'status. A pay-on-delivery order still due collects less instead. Audited (`order.reduced`).',
    body: ZReduceLineBody,
  }),
  goodwill: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/admin/orders/:id/adjustments/goodwill',
    summary: 'A goodwill refund of any amount up to what is left of the payment, with a reason',
    description:
      '400 over what is left (paid less refunded; for a due pay-on-delivery order, the amount to collect); 409 ' +
      'for a cancelled order. A credit note when the order is invoiced. Audited (`order.goodwill`).',
    body: ZGoodwillBody,
  }),
  returnLines: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/admin/orders/:id/adjustments/return',
    summary: 'After delivery: lines and quantities returned, refunded, and back on the shelf if `restock`',
    description:
      '409 unless delivered; 400 for more units than are left on a line or a line twice. A credit note with the ' +
      'returned lines when the order is invoiced. Audited (`order.returned`).',
    body: ZReturnLinesBody,
  }),
  refund: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/admin/orders/:id/adjustments/:adjustmentId/refund',
    params: ZAdjustmentParams,
    summary: "Retry an adjustment's refund that failed (or is stuck pending for over a minute)",
    description:
      'The same idempotency key as the first attempt (`refund-<payment>-adj-<id>`), so it is never refunded twice. ' +
      '200 once refunded; 503 when the provider still refuses (it stays `failed`); 409 when there is nothing to ' +
      'retry (refunded, under way, or no refund: a pay-on-delivery order still due); 404 for an unknown order or an ' +
      'adjustment of another order. Audited as `order.adjustment_refund`.',
  }),
};
