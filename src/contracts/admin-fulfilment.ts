import { z } from 'zod';
import { ZOrderPayOnDelivery } from './pay-on-delivery-schemas';
import { ZOrderCharges, ZOrderDelivery, ZOrderLineChange } from './order-schemas';
import { ZSlotRef } from './delivery';
import { ZOrderStatus, ZAdminOrdersQuery } from './admin-order-schemas';

// Fulfilment: the CSV export's filters, packing slips and the orders by delivery slot (docs/decisions/027).

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
  /** A pay-on-delivery order's payment: "Collect Rs X" on the slip (docs/decisions/047); absent for card orders. */
  payOnDelivery: ZOrderPayOnDelivery.optional(),
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

export type TOrdersCsvQuery = z.infer<typeof ZOrdersCsvQuery>;
export type TPackingSlip = z.infer<typeof ZPackingSlip>;
export type TPackingSlips = z.infer<typeof ZPackingSlips>;
export type TSlipsQuery = z.infer<typeof ZSlipsQuery>;
export type TAdminSlotDay = z.infer<typeof ZAdminSlotDay>;
export type TAdminSlotSummary = z.infer<typeof ZAdminSlotSummary>;
