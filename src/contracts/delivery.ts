import { z } from 'zod';
import { PINCODE_PATTERN, SLOT_REF_PATTERN } from '../shared/constants';
import { DELIVERY_TEXT } from '../shared/texts/delivery';
import { defineEndpoint } from './endpoint';

/**
 * Delivery for shoppers (issue 16, decisions §7, docs/decisions/029): client group `delivery`. Public reads, limited
 * per IP. Amounts are whole rupees; times are ISO 8601 instants plus the shop's local `HH:MM`.
 */
const TAGS = ['delivery'] as const;

export const ZPincode = z
  .string({ error: DELIVERY_TEXT.badPincode })
  .trim()
  .regex(PINCODE_PATTERN, DELIVERY_TEXT.badPincode);

export const ZPincodeQuery = z.object({ pincode: ZPincode });

export const ZDeliveryCheck = z.object({
  pincode: z.string(),
  served: z.boolean(),
  /** The zone serving it; null when none does. */
  zone: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The delivery fee below `freeFrom` (0 when not served). */
  fee: z.number().int(),
  /** The items total from which delivery is free; null: the fee always applies (or no fee). */
  freeFrom: z.number().int().nullable(),
  /** The smallest items total the zone accepts; 0: none. */
  minimum: z.number().int(),
  /** 'We deliver to 560001' or 'Sorry, we do not deliver to 560001 yet'. */
  message: z.string(),
  /**
   * Pay on delivery in the zone (issue 29 §1): its maximum order total (whole rupees) and open orders per shopper
   * (null: none); null when the zone does not offer it (or does not serve the pincode).
   */
  payOnDelivery: z
    .object({ maxOrder: z.number().int().nullable(), maxOpen: z.number().int().nullable() })
    .nullable()
    .optional(),
});

export const SLOT_REASONS = ['full', 'cutoff', 'closed'] as const;
export const ZSlotReason = z.enum(SLOT_REASONS);

/** A slot on a day: `<template id>@<YYYY-MM-DD>`, what a checkout sends back to hold it. */
export const ZSlotRef = z.string().regex(SLOT_REF_PATTERN, 'must be a slot id such as 12@2026-11-26');

export const ZDeliverySlot = z.object({
  id: ZSlotRef,
  /** ISO 8601. */
  start: z.string(),
  end: z.string(),
  /** The shop's local time, `HH:MM`. */
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  /** Places left (bookings and live holds taken off); never below 0. */
  remaining: z.number().int(),
  available: z.boolean(),
  /** Why it cannot be chosen; null when it can. */
  reason: ZSlotReason.nullable(),
  reasonText: z.string().nullable(),
});

export const ZDeliveryDay = z.object({
  /** YYYY-MM-DD in the shop's time zone. */
  date: z.string(),
  /** 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  closed: z.boolean(),
  slots: z.array(ZDeliverySlot),
});

export const ZDeliverySlots = z.object({
  pincode: z.string(),
  served: z.boolean(),
  zone: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The shop's IANA time zone, which `date`, `startTime` and `endTime` are in. */
  timeZone: z.string(),
  /** Today and the next six days (empty when the pincode is not served). */
  days: z.array(ZDeliveryDay),
});

export const delivery = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/delivery/check',
    auth: 'public',
    tags: TAGS,
    summary: 'Whether the shop delivers to a pincode, with the fee, the free-delivery threshold and the minimum order',
    description:
      'A malformed pincode (India: 6 digits) answers 400. The most specific zone wins: exact, then longest prefix, then the default.',
    query: ZPincodeQuery,
    responses: { 200: ZDeliveryCheck },
  }),
  slots: defineEndpoint({
    method: 'GET',
    path: '/api/delivery/slots',
    auth: 'public',
    tags: TAGS,
    summary: "The next 7 days' delivery slots for a pincode, with the places left and why a slot cannot be chosen",
    description:
      'Reasons: full (bookings and holds reached its capacity), cutoff (too close to its start), closed (the day is closed).',
    query: ZPincodeQuery,
    responses: { 200: ZDeliverySlots },
  }),
};

export type TDeliveryCheck = z.infer<typeof ZDeliveryCheck>;
export type TDeliverySlots = z.infer<typeof ZDeliverySlots>;
export type TDeliveryDay = z.infer<typeof ZDeliveryDay>;
export type TDeliverySlot = z.infer<typeof ZDeliverySlot>;
export type TSlotReason = z.infer<typeof ZSlotReason>;
