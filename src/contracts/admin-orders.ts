import { z } from 'zod';
import { ORDER_NOTE_MAX, ORDER_STATUSES, REFUND_STATUSES, type RefundStatus } from '../shared/constants';
import { ZId, ZIdParams, ZPageNumber } from './common';
import { defineEndpoint } from './endpoint';
import {
  ZLineRefund,
  ZOrder,
  ZOrderCharges,
  ZOrderDelivery,
  ZOrderLine,
  ZOrderLineChange,
  ZOrderRefund,
  ZOrderSlot,
  ZLineSubstitute,
} from './order-schemas';
import { ZSlotRef } from './delivery';

/**
 * The back office's orders (issue 15, docs/decisions/023): client group `adminOrders`. Permission `orders`; the refund
 * retries `refunds` (src/shared/permissions.ts). The statuses and their allowed moves are one definition (src/shared/constants.ts).
 */
const TAGS = ['admin', 'orders'] as const;

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
  /** Orders matching every filter. */
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  perPage: z.number().int(),
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
export const ZAdminOrderLine = ZOrderLine.extend({ change: ZAdminOrderLineChange.nullable() });

/** The order as the shopper sees it, plus the provider's order id, the status history (oldest first), the refund. */
export const ZAdminOrderDetail = ZOrder.extend({
  products: z.array(ZAdminOrderLine),
  providerOrderId: z.string(),
  history: z.array(ZOrderStatusEvent),
  refund: ZAdminOrderRefund.nullable(),
});

/** An order line in the address: `/api/admin/orders/:id/lines/:lineId/…`. */
export const ZOrderLineParams = z.object({ id: ZId, lineId: ZId });
const ZLineNote = z.string().trim().max(ORDER_NOTE_MAX).optional().default('');
/** Marking a line unavailable: an optional note for the back office. */
export const ZLineUnavailableBody = z.object({ note: ZLineNote });
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

/** The CSV export's filters: the list's, without the page (docs/decisions/027). */
export const ZOrdersCsvQuery = ZAdminOrdersQuery.omit({ page: true });

/** A day (UTC: the confirmed orders placed that day) or a delivery slot (its confirmed orders); one is needed. */
export const ZSlipsQuery = z
  .object({
    date: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
    slot: ZSlotRef.optional(),
  })
  .refine((query) => query.date !== undefined || query.slot !== undefined, {
    message: 'give a date (YYYY-MM-DD) or a slot',
    path: ['date'],
  });

export const ZSlipLine = z.object({
  productId: z.number(),
  productTitle: z.string(),
  variantLabel: z.string(),
  quantity: z.number().int(),
  /** Whole rupees, as bought. */
  price: z.number().int(),
  subTotal: z.number().int(),
  /** The shopper's preference (docs/decisions/032): false is "No substitutes". */
  substitute: z.boolean(),
  /** Staff's change: `unavailable` (do not pack) or `substituted` (pack `substitute` instead); null otherwise. */
  change: z
    .object({
      kind: ZOrderLineChange.shape.kind,
      substitute: z.object({ title: z.string(), label: z.string() }).nullable(),
    })
    .nullable(),
});

/** A packing slip (docs/decisions/027): the order's lines grouped by their product's top category. */
export const ZPackingSlip = z.object({
  id: z.number(),
  /** ISO 8601: when the order was placed. */
  date: z.string(),
  status: z.string(),
  ...ZOrderDelivery.shape,
  email: z.string(),
  amount: z.number().int(),
  ...ZOrderCharges.shape,
  paymentMode: z.enum(['test', 'live']),
  /** Pieces to pack: the sum of the quantities, lines marked unavailable left out. */
  itemCount: z.number().int(),
  /** By category name (A–Z), lines by title; `category` null for a product the catalogue no longer knows (last). */
  groups: z.array(z.object({ category: z.string().nullable(), lines: z.array(ZSlipLine) })),
});

export const ZPackingSlips = z.object({
  /** The day asked for, or the slot's day. */
  date: z.string(),
  /** The slot asked for; null for a day's slips. */
  slot: ZSlotRef.nullable(),
  /** The day's confirmed orders, oldest first, at most ORDER_SLIPS_MAX. */
  slips: z.array(ZPackingSlip),
  /** How many confirmed orders the day has (more than `slips` holds when over the limit). */
  total: z.number().int(),
});

/** A shop-time day; years 2000–2999, so that the day after it is a date too. */
export const ZSlotDayQuery = z.object({
  /** A day in the shop's time zone; without one, the shop's today. */
  date: z.iso
    .date({ error: 'must be a date (YYYY-MM-DD)' })
    .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', 'must be a date from 2000 to 2999')
    .optional(),
});

/** One delivery slot of a day across zones, with its orders by status (the back office's "orders by slot"). */
export const ZAdminSlotSummary = z.object({
  /** `<template id>@<YYYY-MM-DD>`: the list's and the slips' `slot=` filter. */
  id: ZSlotRef,
  /** Null when the zone no longer exists (the orders keep its name). */
  zoneId: z.number().nullable(),
  zoneName: z.string(),
  /** HH:MM shop time, and the ISO instants. */
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  /** Orders it takes; null when the slot no longer exists (deleted since its orders were placed). */
  capacity: z.number().int().nullable(),
  /** The slot (and its zone) still offered; false for an inactive or deleted one that has orders. */
  active: z.boolean(),
  /** The day is closed for its zone (or the whole shop). */
  closed: z.boolean(),
  /** Orders holding a place: every status but cancelled. */
  booked: z.number().int(),
  /** Its orders per status (every status present). */
  counts: z.record(ZOrderStatus, z.number().int()),
});

export const ZAdminSlotDay = z.object({
  date: z.string(),
  /** The shop's IANA time zone, which the day and the times are in. */
  timeZone: z.string(),
  /** By start time, then zone name. */
  slots: z.array(ZAdminSlotSummary),
});

export const adminOrders = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary:
      'Orders, newest first, by status, search (id, e-mail, phone, name), day range and refund state, with status counts',
    query: ZAdminOrdersQuery,
    responses: { 200: ZAdminOrdersPage },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'One order: lines with variant labels, totals, address, payment id and mode, status history',
    params: ZIdParams,
    responses: { 200: ZAdminOrderDetail },
  }),
  setStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'Move an order to its next status (or cancel it), with an optional note',
    description:
      'pending → confirmed → packed → out_for_delivery → delivered; cancelled from pending, confirmed or packed. ' +
      'Any other move answers 409 and changes nothing; an unknown order 404; an unknown status 400. The change, ' +
      'its history row and its audit entry commit together; two changes at once apply one after the other.',
    params: ZIdParams,
    body: ZOrderStatusBody,
    responses: { 200: ZOrder },
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    auth: { permission: 'refunds' },
    tags: TAGS,
    summary: 'Retry the refund of a cancelled order whose refund failed (or is stuck pending for over a minute)',
    description:
      'Asks the payment provider again with the same idempotency key, so the payment is never refunded twice. 200 ' +
      'with the order once refunded; 503 when the provider still does not take it (the refund stays `failed`); ' +
      '409 when there is nothing to retry: the order is not cancelled, already refunded, or its refund is under ' +
      'way; 404 for an unknown order. Audited as `order.refund`.',
    params: ZIdParams,
    responses: { 200: ZAdminOrderDetail },
  }),
  /** docs/decisions/032. */
  lineUnavailable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/lines/:lineId/unavailable',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: "Mark an order line unavailable: the line's money is refunded and the shopper e-mailed",
    description:
      'Only while the order is confirmed or packed (409 otherwise), once per line (409 when the line was already ' +
      'changed). Stock is untouched. The refund goes to the payment provider after the change commits; the answer ' +
      'shows it `refunded`, or `failed` for a retry (`…/refund`). 404 for an unknown order or a line of another order.',
    params: ZOrderLineParams,
    body: ZLineUnavailableBody,
    responses: { 200: ZAdminOrderDetail },
  }),
  substituteLine: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/lines/:lineId/substitute',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'Substitute an order line with another variant at the same or a lower price; the difference is refunded',
    description:
      'Same quantity; the substitute’s stock is taken (409 when short), the original’s is untouched. 409 when the ' +
      'shopper chose "don’t substitute", when the variant costs more than the line, for the line’s own variant, ' +
      'when the order is not confirmed or packed, or when the line was already changed. 404 for an unknown variant ' +
      'or one whose product is off sale.',
    params: ZOrderLineParams,
    body: ZLineSubstituteBody,
    responses: { 200: ZAdminOrderDetail },
  }),
  substitutes: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/lines/:lineId/substitutes',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary:
      "Candidate substitutes for a line: in-stock variants of its sub-category at most the line's price, its own product's other packs first",
    params: ZOrderLineParams,
    responses: { 200: ZSubstituteCandidates },
  }),
  lineRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/lines/:lineId/refund',
    auth: { permission: 'refunds' },
    tags: TAGS,
    summary: "Retry a changed line's refund that failed (or is stuck pending for over a minute)",
    description:
      'The same idempotency key as the first attempt, so the line is never refunded twice. 200 once refunded; 503 ' +
      'when the provider still refuses; 409 when there is nothing to retry. Audited as `order.line_refund`.',
    params: ZOrderLineParams,
    responses: { 200: ZAdminOrderDetail },
  }),
  slip: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/slip',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: "One order's packing slip: its lines grouped by category, with quantities and variant labels",
    params: ZIdParams,
    responses: { 200: ZPackingSlip },
  }),
  slips: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/slips',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'The packing slips of every confirmed order placed on a day (UTC), or booked into a slot, oldest first',
    description:
      '`date`: the confirmed orders placed that UTC day. `slot` (a delivery slot id, docs/decisions/031): the ' +
      'confirmed orders booked into that slot, whenever placed. One of them is required.',
    query: ZSlipsQuery,
    responses: { 200: ZPackingSlips },
  }),
  slots: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/slots',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: "A day's delivery slots across zones (shop time), each with its capacity and its orders by status",
    description:
      'Every slot offered that weekday in an active zone, and any other slot that has orders that day (inactive or ' +
      'deleted since). `booked` counts the orders holding a place (all but cancelled). docs/decisions/031.',
    query: ZSlotDayQuery,
    responses: { 200: ZAdminSlotDay },
  }),
  /** Streamed text/csv: the page downloads it with its token, so there is no client method. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/export/orders.csv',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'Orders as CSV, one row per order line, filtered like the list (status, q, from, to)',
    description:
      'Streamed a page of orders at a time, oldest first. Cells starting with = + - @, a tab or CR get a leading ' +
      'quote (docs/decisions/027 lists the columns).',
    query: ZOrdersCsvQuery,
    responses: { 200: z.string().describe('text/csv') },
    client: false,
  }),
};

export type TAdminOrdersQuery = z.infer<typeof ZAdminOrdersQuery>;
export type TAdminOrdersPage = z.infer<typeof ZAdminOrdersPage>;
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;
export type TAdminOrderRefund = z.infer<typeof ZAdminOrderRefund>;
export type TAdminOrderLine = z.infer<typeof ZAdminOrderLine>;
export type TAdminOrderLineChange = z.infer<typeof ZAdminOrderLineChange>;
export type TSubstituteCandidates = z.infer<typeof ZSubstituteCandidates>;
export type TSubstituteCandidate = z.infer<typeof ZSubstituteCandidate>;
export type TOrderStatusBody = z.infer<typeof ZOrderStatusBody>;
export type TOrdersCsvQuery = z.infer<typeof ZOrdersCsvQuery>;
export type TPackingSlip = z.infer<typeof ZPackingSlip>;
export type TPackingSlips = z.infer<typeof ZPackingSlips>;
export type TSlipsQuery = z.infer<typeof ZSlipsQuery>;
export type TAdminSlotDay = z.infer<typeof ZAdminSlotDay>;
export type TAdminSlotSummary = z.infer<typeof ZAdminSlotSummary>;
