import { z } from 'zod';
import { ORDER_NOTE_MAX } from '../shared/constants';
import { ZId } from './common';
import { ZLineRefund, ZOrderLine, ZOrderLineChange, ZLineSubstitute } from './order-schemas';

// The back office's view of an order's lines: their changes, refunds and substitutes (docs/decisions/032).

/** A changed line's refund for the back office: the shopper's view plus the provider's id, the error and the retry. */
export const ZAdminLineRefund = ZLineRefund.extend({
  id: z.string().nullable(),
  error: z.string().nullable(),
  attemptedAt: z.string().nullable(),
  /** Whether `POST …/lines/:lineId/refund` would retry now: failed, or pending for over a minute (stuck). */
  canRetry: z.boolean(),
});
/** A line's change as the back office sees it (docs/decisions/032): who made it, the note, the refund's details. */
export const ZAdminOrderLineChange = ZOrderLineChange.extend({
  refund: ZAdminLineRefund,
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  note: z.string(),
});
export const ZAdminOrderLine = ZOrderLine.extend({
  change: ZAdminOrderLineChange.nullable(),
  /**
   * Rupees "Mark unavailable" would give back now (or take off the amount to collect): what is left of what was paid
   * for the line after its reductions and returns (docs/decisions/055); 0 once the line is changed.
   */
  unavailableRefund: z.number().int(),
  /** Units not yet reduced or returned (`lineLeft`, docs/decisions/055): the most "Reduce…"/"Return…" may take. */
  unitsLeft: z.number().int(),
});

/** A line change as the order's timeline tells it (issue 31 §3): when, what, which item, who, the note. */
export const ZOrderLineEvent = z.object({
  /** ISO date-time. */
  at: z.string(),
  lineId: z.number(),
  kind: ZOrderLineChange.shape.kind,
  title: z.string(),
  label: z.string(),
  /** What was packed instead; null for `unavailable`. */
  substitute: z.object({ title: z.string(), label: z.string() }).nullable(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  note: z.string(),
});

/**
 * An adjustment after placing (docs/decisions/055) as the back office lists it, oldest first: what, which item (none
 * for goodwill), how many units, why, and its refund — `none` when it lowered what a pay-on-delivery order still due
 * collects; `canRetry`: whether `POST …/adjustments/:adjustmentId/refund` would retry it now.
 */
export const ZAdminOrderAdjustment = z.object({
  id: z.number(),
  kind: z.enum(['reduced', 'goodwill', 'returned']),
  /** ISO date-time. */
  at: z.string(),
  lineId: z.number().nullable(),
  title: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  refund: ZAdminLineRefund,
});

/** An order line in the address: `/api/admin/orders/:id/lines/:lineId/…`. */
export const ZOrderLineParams = z.object({ id: ZId, lineId: ZId });
const ZLineNote = z.string().trim().max(ORDER_NOTE_MAX).optional().default('');
/**
 * Marking a line unavailable: an optional note for the back office, and whether the pack's stock goes to 0 in the
 * same request (issue 31 §3: the shelf is empty, so the shop stops selling it), audited as `variant.stock_cleared`.
 */
export const ZLineUnavailableBody = z.object({
  note: ZLineNote,
  outOfStock: z.boolean().optional().default(false),
});
/** Substituting a line: the variant packed instead (same quantity, same or lower price, in stock). */
export const ZLineSubstituteBody = z.object({ variantId: ZId, note: ZLineNote });
/** A variant the line could be substituted with. */
export const ZSubstituteCandidate = ZLineSubstitute.omit({ quantity: true }).extend({
  countInStock: z.number().int(),
  /** Another pack of the line's own product (listed first). */
  sameProduct: z.boolean(),
});
export const ZSubstituteCandidates = z.object({
  /** The line's preference: false means "don't substitute" (the substitute action answers 409). */
  substitute: z.boolean(),
  candidates: z.array(ZSubstituteCandidate),
});

export type TOrderLineEvent = z.infer<typeof ZOrderLineEvent>;
export type TAdminOrderLine = z.infer<typeof ZAdminOrderLine>;
export type TAdminOrderLineChange = z.infer<typeof ZAdminOrderLineChange>;
export type TAdminOrderAdjustment = z.infer<typeof ZAdminOrderAdjustment>;
export type TAdminLineRefund = z.infer<typeof ZAdminLineRefund>;
export type TSubstituteCandidates = z.infer<typeof ZSubstituteCandidates>;
export type TSubstituteCandidate = z.infer<typeof ZSubstituteCandidate>;
