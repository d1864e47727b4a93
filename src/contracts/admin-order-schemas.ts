import { z } from 'zod';
import { ORDER_NOTE_MAX, ORDER_STATUSES, REFUND_STATUSES, type RefundStatus } from '../shared/constants';
import { ZPageNumber, PAGE_POSITION } from './common';
import { ZOrder, ZOrderRefund, ZOrderSlot } from './order-schemas';
import { ZSlotRef } from './delivery';
import { ZAdminOrderAdjustment, ZAdminOrderLine, ZOrderLineEvent } from './admin-order-lines';

// The back office's order list and one order's detail (docs/decisions/023).

export const ZOrderStatus = z.enum(ORDER_STATUSES);

export const ZOrderStatusBody = z.object({
  status: ZOrderStatus,
  note: z.string().trim().max(ORDER_NOTE_MAX).optional().default(''),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
const optionalDate = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional();

/** `from` and `to` are days (UTC), both included. */
export const ZAdminOrdersQuery = z.object({
  status: ZOrderStatus.optional(),
  /** An order id, or part of the shopper's e-mail, phone or name (any case). */
  q: optionalText(100),
  from: optionalDate,
  to: optionalDate,
  /**
   * Only orders whose refund — their own (docs/decisions/024) or a changed line's (032) — is in this state (`failed`:
   * the ones waiting for a retry).
   */
  refund: z.enum(['pending', 'refunded', 'failed'] as const satisfies readonly RefundStatus[]).optional(),
  /** Only the orders booked into this delivery slot (`<template id>@<YYYY-MM-DD>`, docs/decisions/031). */
  slot: ZSlotRef.optional(),
  page: ZPageNumber,
});

export const ZAdminOrderRow = z.object({
  id: z.number(),
  /** ISO 8601. */
  date: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** Whole rupees. */
  amount: z.number().int(),
  status: z.string(),
  paymentMode: z.enum(['test', 'live']),
  /** `none` until cancelled; `failed` needs a retry (docs/decisions/024). */
  refundStatus: z.enum(REFUND_STATUSES),
  /** A changed line's refund failed and needs a retry (docs/decisions/032). */
  lineRefundFailed: z.boolean(),
  /** The booked delivery slot; null without one (docs/decisions/031). */
  slot: ZOrderSlot.nullable(),
});

export const ZAdminOrdersPage = z.object({
  orders: z.array(ZAdminOrderRow),
  /** `total`: orders matching every filter. */
  ...PAGE_POSITION,
  /** For the status tabs: orders per status matching q, from, to and refund (not status); every status present. */
  counts: z.record(ZOrderStatus, z.number().int()),
});

export const ZOrderStatusEvent = z.object({
  status: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** Null for the system, or once the account is deleted. */
  actorId: z.number().nullable(),
  /** The actor's e-mail (staff, or the shopper who cancelled); null like `actorId`. */
  actorEmail: z.string().nullable(),
  note: z.string(),
});

/** The refund as the back office sees it: the shopper's view plus the provider's id, the last error and the retry. */
export const ZAdminOrderRefund = ZOrderRefund.extend({
  /** The provider's refund id, once refunded. */
  id: z.string().nullable(),
  /** Why the last attempt failed (the provider's code and description), else null. Not shown to shoppers. */
  error: z.string().nullable(),
  /** ISO date-time the last attempt started. */
  attemptedAt: z.string().nullable(),
  /** Whether `POST /api/admin/orders/:id/refund` would retry now: failed, or pending for over a minute (stuck). */
  canRetry: z.boolean(),
});

/** The order as the shopper sees it, plus the provider's order id, the status history (oldest first), the refund. */
/**
 * The order's money to what the shop kept (issue 29 §4, docs/decisions/050; src/shared/pricing/net.ts), whole rupees:
 * the coupons' and offers' `discount` (already out of `amount`), what was `refunded` or is owed back (line refunds
 * and the order's own refund; 0 for pay on delivery, whose changed lines reduce what to collect), and the `net`.
 */
export const ZOrderFigures = z.object({
  discount: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});

export const ZAdminOrderDetail = ZOrder.extend({
  products: z.array(ZAdminOrderLine),
  providerOrderId: z.string(),
  history: z.array(ZOrderStatusEvent),
  /** The lines changed while picking, oldest first: the timeline shows them beside the status changes. */
  lineEvents: z.array(ZOrderLineEvent),
  /** Reductions, goodwill refunds and returns (docs/decisions/055), oldest first, each with its refund. */
  adjustments: z.array(ZAdminOrderAdjustment),
  refund: ZAdminOrderRefund.nullable(),
  figures: ZOrderFigures,
});

export type TAdminOrdersQuery = z.infer<typeof ZAdminOrdersQuery>;
export type TAdminOrdersPage = z.infer<typeof ZAdminOrdersPage>;
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;
export type TAdminOrderRefund = z.infer<typeof ZAdminOrderRefund>;
export type TOrderFigures = z.infer<typeof ZOrderFigures>;
export type TOrderStatusBody = z.infer<typeof ZOrderStatusBody>;
