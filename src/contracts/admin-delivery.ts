import { z } from 'zod';
import { PINCODE_PATTERN, PINCODE_PREFIX_PATTERN, ZONE_PINCODES_MAX } from '../shared/constants';
import { ZId, ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ZDeleted } from './admin-taxonomy';

/**
 * The back office's delivery settings (issue 16, docs/decisions/029): client group `adminDelivery`. Admins only;
 * every write is audited. Amounts are whole rupees; times are the shop's local `HH:MM` (SHOP_TIME_ZONE).
 */
const TAGS = ['admin', 'delivery'] as const;

const ZRupees = z.number().int('must be whole rupees').min(0, 'must be 0 or more').max(10_000_000, 'is too large');
const ZName = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .max(ZONE_PINCODES_MAX, `must list at most ${ZONE_PINCODES_MAX}`)
    .transform((list) => [...new Set(list)].sort());

/** Pay on delivery's limits (issue 29 §1): at least 1 when set; null: none. */
const ZPodMaxOrder = ZRupees.min(1, 'must be 1 or more').nullable();
const ZPodMaxOpen = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(1_000, 'is too large')
  .nullable();

const ZCodes = uniqueList(z.string().trim().regex(PINCODE_PATTERN, 'must be 6-digit pincodes'));
const ZPrefixes = uniqueList(z.string().trim().regex(PINCODE_PREFIX_PATTERN, 'must be 1 to 5 leading digits'));

export const ZZoneBody = z.object({
  name: ZName,
  /** Exact pincodes (6 digits). */
  codes: ZCodes.default([]),
  /** The first 1 to 5 digits of the pincodes served. */
  prefixes: ZPrefixes.default([]),
  fee: ZRupees.default(0),
  /** Null: the fee always applies. */
  freeFrom: ZRupees.nullable().default(null),
  minimumOrder: ZRupees.default(0),
  active: z.boolean().default(true),
  /** Pay on delivery offered in the zone (docs/decisions/047), its maximum order total and open orders per shopper. */
  payOnDelivery: z.boolean().default(false),
  payOnDeliveryMaxOrder: ZPodMaxOrder.default(null),
  payOnDeliveryMaxOpen: ZPodMaxOpen.default(null),
});
export const ZZoneUpdate = z
  .object({
    name: ZName.optional(),
    codes: ZCodes.optional(),
    prefixes: ZPrefixes.optional(),
    fee: ZRupees.optional(),
    freeFrom: ZRupees.nullable().optional(),
    minimumOrder: ZRupees.optional(),
    active: z.boolean().optional(),
    payOnDelivery: z.boolean().optional(),
    payOnDeliveryMaxOrder: ZPodMaxOrder.optional(),
    payOnDeliveryMaxOpen: ZPodMaxOpen.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Change at least one field');

/**
 * `HH:MM`, 00:00 to 24:00, kept as text (zero-padded, so two compare as times): the typed client gives a body the
 * types of the schema's output, so a transform to minutes here made `api.adminDelivery.createSlot` ask for numbers
 * the server refuses. The service turns it into minutes (`minuteOf`).
 */
const ZLocalTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, 'must be a time such as 09:30');

const templateFields = {
  /** 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1, 'must be 1 (Monday) to 7 (Sunday)').max(7, 'must be 1 (Monday) to 7 (Sunday)'),
  start: ZLocalTime,
  end: ZLocalTime,
  capacity: z.number().int().min(0, 'must be 0 or more').max(10_000, 'is too large'),
  cutoffHours: z
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .max(24 * 14, 'must be at most two weeks'),
  active: z.boolean(),
};
const startBeforeEnd = (body: { start?: string | undefined; end?: string | undefined }) =>
  body.start === undefined || body.end === undefined || body.start < body.end;

export const ZSlotTemplateBody = z
  .object({ ...templateFields, cutoffHours: templateFields.cutoffHours.default(0), active: z.boolean().default(true) })
  .refine(startBeforeEnd, { message: 'The slot must end after it starts', path: ['end'] });
export const ZSlotTemplateUpdate = z
  .object({
    weekday: templateFields.weekday.optional(),
    start: templateFields.start.optional(),
    end: templateFields.end.optional(),
    capacity: templateFields.capacity.optional(),
    cutoffHours: templateFields.cutoffHours.optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Change at least one field')
  .refine(startBeforeEnd, { message: 'The slot must end after it starts', path: ['end'] });

/**
 * One form, several weekdays (issue 31 §6): the same start, end, capacity and cut-off on each weekday ticked
 * ("Mon–Sat 08:00–11:00, 3 orders" is one request), each made a weekly slot of its own.
 */
export const ZSlotWeekBody = z
  .object({
    weekdays: z
      .array(templateFields.weekday)
      .min(1, 'Tick at least one weekday')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each weekday once'),
    start: ZLocalTime,
    end: ZLocalTime,
    capacity: templateFields.capacity,
    cutoffHours: templateFields.cutoffHours.default(0),
    active: z.boolean().default(true),
  })
  .refine(startBeforeEnd, { message: 'The slot must end after it starts', path: ['end'] });

/** Copy a zone's week to another zone: its slots are added beside the other zone's own (docs/decisions/060). */
export const ZCopyWeekBody = z.object({ toZoneId: ZId });
export const ZCopyWeekAnswer = z.object({
  /** Slots made in the other zone. */
  added: z.number().int(),
  /** Slots the other zone already had at the same weekday, start and end: left as they were. */
  skipped: z.number().int(),
});

export const ZClosedDateBody = z.object({
  /** Null or absent: every zone. */
  zoneId: ZId.nullable().default(null),
  day: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
  note: z.string().trim().max(200).default(''),
});

export const ZAdminSlotTemplate = z.object({
  id: z.number(),
  zoneId: z.number(),
  weekday: z.number().int(),
  /** `HH:MM`, shop time. */
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  cutoffHours: z.number().int(),
  active: z.boolean(),
});

export const ZAdminZone = z.object({
  id: z.number(),
  name: z.string(),
  codes: z.array(z.string()),
  prefixes: z.array(z.string()),
  fee: z.number().int(),
  freeFrom: z.number().int().nullable(),
  minimumOrder: z.number().int(),
  active: z.boolean(),
  /** Serves every pincode no other zone names; cannot be deleted or given pincodes. */
  isDefault: z.boolean(),
  /** Pay on delivery (docs/decisions/047): offered, its maximum order total (rupees) and open orders per shopper. */
  payOnDelivery: z.boolean(),
  payOnDeliveryMaxOrder: z.number().int().nullable(),
  payOnDeliveryMaxOpen: z.number().int().nullable(),
  slots: z.array(ZAdminSlotTemplate),
});

export const ZAdminClosedDate = z.object({
  id: z.number(),
  zoneId: z.number().nullable(),
  day: z.string(),
  note: z.string(),
});

export const ZAdminDelivery = z.object({
  /** The shop's time zone, which the slots' times are in. */
  timeZone: z.string(),
  /** The default zone first, then by name. */
  zones: z.array(ZAdminZone),
  /** From today on, soonest first. */
  closedDates: z.array(ZAdminClosedDate),
});

const ZTemplateParams = z.object({ id: ZId });

export const adminDelivery = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/delivery',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'Every delivery zone with its weekly slots, and the closed dates from today on',
    responses: { 200: ZAdminDelivery },
  }),
  createZone: defineEndpoint({
    method: 'POST',
    path: '/api/admin/delivery/zones',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'A new delivery zone: pincodes (exact codes and prefixes), fee, free-delivery threshold, minimum order',
    description: 'A code or prefix another zone already lists answers 409.',
    body: ZZoneBody,
    responses: { 201: ZAdminZone },
  }),
  updateZone: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/delivery/zones/:id',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'Change a delivery zone (the default zone takes no pincodes)',
    params: ZIdParams,
    body: ZZoneUpdate,
    responses: { 200: ZAdminZone },
  }),
  removeZone: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/delivery/zones/:id',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'Delete a delivery zone with its slots (not the default zone, nor one with upcoming bookings)',
    params: ZIdParams,
    responses: { 200: ZDeleted },
  }),
  createSlot: defineEndpoint({
    method: 'POST',
    path: '/api/admin/delivery/zones/:id/slots',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'A weekly slot of a zone: weekday, start and end (shop time), capacity in orders, cut-off in hours',
    params: ZIdParams,
    body: ZSlotTemplateBody,
    responses: { 201: ZAdminSlotTemplate },
  }),
  createSlotWeek: defineEndpoint({
    method: 'POST',
    path: '/api/admin/delivery/zones/:id/slot-week',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'The same weekly slot on several weekdays at once (one slot each, audited each)',
    params: ZIdParams,
    body: ZSlotWeekBody,
    responses: { 201: z.object({ slots: z.array(ZAdminSlotTemplate) }) },
  }),
  copyWeek: defineEndpoint({
    method: 'POST',
    path: '/api/admin/delivery/zones/:id/copy-week',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: "Copy a zone's weekly slots to another zone, beside that zone's own",
    description:
      'Adds each slot the other zone lacks (same weekday, start and end already there: skipped, left as it was); ' +
      'never removes a slot. 400 for the same zone, 404 for an unknown one.',
    params: ZIdParams,
    body: ZCopyWeekBody,
    responses: { 200: ZCopyWeekAnswer },
  }),
  updateSlot: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/delivery/slots/:id',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'Change a weekly slot (bookings already made stay, even above a lowered capacity)',
    params: ZTemplateParams,
    body: ZSlotTemplateUpdate,
    responses: { 200: ZAdminSlotTemplate },
  }),
  removeSlot: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/delivery/slots/:id',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'Delete a weekly slot that has no upcoming bookings',
    params: ZTemplateParams,
    responses: { 200: ZDeleted },
  }),
  closeDate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/delivery/closed-dates',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'Close a day for one zone or (zoneId null) every zone; its slots show as closed',
    body: ZClosedDateBody,
    responses: { 201: ZAdminClosedDate },
  }),
  reopenDate: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/delivery/closed-dates/:id',
    auth: { permission: 'delivery' },
    tags: TAGS,
    summary: 'Open a closed day again',
    params: ZIdParams,
    responses: { 200: ZDeleted },
  }),
};

export type TZoneBody = z.output<typeof ZZoneBody>;
export type TZoneUpdate = z.output<typeof ZZoneUpdate>;
export type TSlotTemplateBody = z.output<typeof ZSlotTemplateBody>;
export type TSlotTemplateUpdate = z.output<typeof ZSlotTemplateUpdate>;
export type TClosedDateBody = z.output<typeof ZClosedDateBody>;
export type TSlotWeekBody = z.output<typeof ZSlotWeekBody>;
export type TCopyWeekAnswer = z.infer<typeof ZCopyWeekAnswer>;
export type TAdminZone = z.infer<typeof ZAdminZone>;
export type TAdminSlotTemplate = z.infer<typeof ZAdminSlotTemplate>;
export type TAdminClosedDate = z.infer<typeof ZAdminClosedDate>;
export type TAdminDelivery = z.infer<typeof ZAdminDelivery>;
