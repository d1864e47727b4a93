import { z } from 'zod';
import { ORDER_LINE_CHANGE_KINDS, REFUND_STATUSES, type RefundStatus } from '../shared/constants';
import { ZSlotRef } from './delivery';
import { ZOrderPayOnDelivery } from './pay-on-delivery-schemas';

// An order as every answer carries it: the shopper's, the back office's, a packing slip.

/**
 * A delivery slot an order is booked into (issue 16, docs/decisions/031): its id as `GET /api/delivery/slots` names
 * it, its day and local times in the shop's time zone, and its instants. Shown as "Thu 26 Nov, 10:00–12:00"
 * (`slotLabel`, src/shared/delivery-slot.ts).
 */
export const ZOrderSlot = z.object({
  /** `<template id>@<YYYY-MM-DD>`, e.g. '12@2026-11-26'. */
  id: ZSlotRef,
  /** YYYY-MM-DD, shop time zone. */
  date: z.string(),
  /** HH:MM, shop time. */
  startTime: z.string(),
  endTime: z.string(),
  /** ISO 8601 instants. */
  start: z.string(),
  end: z.string(),
});
/**
 * A line's refund after staff changed it (docs/decisions/032): `none` when there is nothing to give back (a
 * substitute at the same price), else `pending` / `refunded` / `failed` like an order's refund (decision 024).
 */
export const ZLineRefund = z.object({
  status: z.enum(REFUND_STATUSES),
  /** Whole rupees: the line's subtotal (unavailable) or the difference (substituted). */
  amount: z.number().int(),
  /** ISO date-time once refunded, else null. */
  refundedAt: z.string().nullable(),
});
/** What was packed instead (docs/decisions/032): another variant at the same or a lower price, same quantity. */
export const ZLineSubstitute = z.object({
  productId: z.number(),
  variantId: z.number(),
  title: z.string(),
  label: z.string(),
  image: z.string(),
  /** Whole rupees, each. */
  price: z.number().int(),
  quantity: z.number().int(),
});
/** What staff changed on a line while picking the order: null while it goes as bought. */
export const ZOrderLineChange = z.object({
  kind: z.enum(ORDER_LINE_CHANGE_KINDS),
  /** ISO date-time. */
  at: z.string(),
  refund: ZLineRefund,
  /** Null for `unavailable`. */
  substitute: ZLineSubstitute.nullable(),
});
/** A snapshot taken when the order was placed: later price or title changes do not touch it. */
export const ZOrderLine = z.object({
  /** The line's id (the back office's line actions name it). */
  id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  subTotal: z.number().int(),
  /**
   * The pack's MRP when it was bought (its `oldPrice`, incl. of all taxes; issue 29 §3), never below `price`; null on
   * lines placed before the MRP was kept.
   */
  mrp: z.number().int().nullable(),
  /**
   * Whole rupees of the order's discounts this line carries (issue 29 §2, docs/decisions/048): what was paid for it
   * is `subTotal − discount`, which is what its refund gives back.
   */
  discount: z.number().int(),
  /** The variant bought; null on lines placed before variants existed (decision 020). */
  variantId: z.number().nullable(),
  variantLabel: z.string(),
  size: z.string(),
  ram: z.string(),
  weight: z.string(),
  /** The shopper's substitution preference, as it was at checkout (docs/decisions/032). */
  substitute: z.boolean(),
  /** What staff changed on the line (unavailable, or substituted), with its refund; null otherwise. */
  change: ZOrderLineChange.nullable(),
});
/**
 * A cancelled order's refund (docs/decisions/024): `pending` while the payment provider is being asked, `refunded`
 * once it gave the money back, `failed` when it did not (the shop retries; the order stays cancelled).
 */
export const ZOrderRefund = z.object({
  status: z.enum(['pending', 'refunded', 'failed'] as const satisfies readonly RefundStatus[]),
  /** Whole rupees. */
  amount: z.number().int(),
  /** ISO date-time once refunded, else null. */
  refundedAt: z.string().nullable(),
});
/** Where an order goes, as every order answer (the shopper's, the back office's, a packing slip) carries it. */
export const ZOrderDelivery = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** The full address as typed at checkout (docs/decisions/026); '' on orders that only have the spec's `address`. */
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});

/** What an order cost and when it comes (docs/decisions/031): every order answer carries it. */
export const ZOrderCharges = z.object({
  /** Whole rupees: the lines' total before discounts. */
  itemsTotal: z.number().int(),
  /** Whole rupees; 0 when delivery was free. */
  deliveryFee: z.number().int(),
  /**
   * Whole rupees taken off the items by coupons and offers (issue 29 §2): `amount` = itemsTotal − discount +
   * deliveryFee.
   */
  discount: z.number().int(),
  /** The booked delivery slot; null for an order without one. */
  slot: ZOrderSlot.nullable(),
});

export const ZOrderEvent = z.object({ status: z.string(), at: z.string() });
export const ZOrder = z.object({
  id: z.number(),
  _id: z.number(),
  /** The provider's payment id. */
  paymentId: z.string(),
  products: z.array(ZOrderLine),
  ...ZOrderDelivery.shape,
  /** Whole rupees: everything paid (items and delivery fee). */
  amount: z.number().int(),
  ...ZOrderCharges.shape,
  /**
   * Each coupon and offer the order was placed with (issue 29 §2): its code or name and the rupees off. In the
   * answers of one order (the shopper's, the back office's); the lists carry only `discount`.
   */
  discounts: z
    .array(z.object({ label: z.string(), kind: z.enum(['coupon', 'offer']), amount: z.number().int() }))
    .optional(),
  /** The contact e-mail: typed at checkout, else the account's. */
  email: z.string(),
  userid: z.number(),
  /** 'pending' until the shop handles it. */
  status: z.string(),
  /** `test`: paid in demo mode (the built-in test provider, or Razorpay test keys): no money moved, nothing to deliver. */
  paymentMode: z.enum(['test', 'live']),
  /** ISO date-time. */
  date: z.string(),
  /** Null until the order is cancelled (and for orders that have nothing to refund). */
  refund: ZOrderRefund.nullable(),
  /** Whole rupees given back so far: the changed lines' refunds and the cancellation's (docs/decisions/032). */
  refundedTotal: z.number().int(),
  /**
   * Whole rupees the shopper saved (issue 29 §3, src/shared/pricing/savings.ts): each line's MRP saving — except
   * lines that were unavailable — plus the order's discounts.
   */
  saved: z.number().int(),
  /**
   * One order's answers (`GET /api/orders/:id`, cancel): each status change after placing, oldest first — the
   * status and when only (who made it and staff notes stay in the back office, docs/decisions/026).
   */
  history: z.array(ZOrderEvent).optional(),
  /** A pay-on-delivery order's payment (docs/decisions/047); absent from card orders. */
  payOnDelivery: ZOrderPayOnDelivery.optional(),
});

export type TOrderLine = z.infer<typeof ZOrderLine>;
export type TOrderLineChange = z.infer<typeof ZOrderLineChange>;
export type TLineRefund = z.infer<typeof ZLineRefund>;
export type TOrderSlot = z.infer<typeof ZOrderSlot>;
export type TOrderCharges = z.infer<typeof ZOrderCharges>;
export type TOrder = z.infer<typeof ZOrder>;
export type TOrderRefund = z.infer<typeof ZOrderRefund>;
export type TOrderDelivery = z.infer<typeof ZOrderDelivery>;
export type TOrderEvent = z.infer<typeof ZOrderEvent>;
