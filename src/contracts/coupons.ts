import { z } from 'zod';
import { ZIdParams, ZPageNumber, PAGE_POSITION } from './common';
import { defineEndpoint } from './endpoint';
import { ZClaimedUserId } from './shopper';

/**
 * Coupons and offers (issue 29 §2, docs/decisions/048): client groups `coupons` (the shopper's code box and the
 * cart's figures) and `adminPromotions` (the back office's coupons and offers). Amounts are whole rupees; the server
 * applies every discount itself — a client never sends one.
 */
const TAGS = ['coupons'] as const;
const ADMIN_TAGS = ['admin', 'coupons'] as const;

export const ZCouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a coupon code')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Z0-9_-]+$/, 'may use letters, digits, - and _ only');

/** One discount the cart or order gets: the coupon's code or the offer's name, and the rupees off. */
export const ZDiscountLine = z.object({
  label: z.string(),
  kind: z.enum(['coupon', 'offer']),
  amount: z.number().int(),
});

/**
 * The cart's figures beside its lines (`GET /api/cart` stays the spec's array of lines): the discounts applied, the
 * code in the box — with `message` saying why it gives nothing right now — and the total after discounts (before
 * delivery, which depends on the pincode; `freeDelivery`: the code waives the fee) with the GST it includes.
 */
export const ZCartSummary = z.object({
  itemsTotal: z.number().int(),
  discounts: z.array(ZDiscountLine),
  discountTotal: z.number().int(),
  totalAfterDiscounts: z.number().int(),
  freeDelivery: z.boolean(),
  coupon: z.object({ code: z.string(), applied: z.boolean(), message: z.string().nullable() }).nullable(),
  /** Each cart line's share of the discounts, by line id. */
  lines: z.array(z.object({ id: z.number(), discount: z.number().int() })),
  /**
   * Paise: the GST inside `totalAfterDiscounts` (prices include it), per line on what the line costs after its
   * discounts, rounded per line (src/shared/pricing/gst.ts, docs/decisions/053). The delivery fee's is not in it.
   */
  includedGst: z.number().int(),
});
export type TCartSummary = z.infer<typeof ZCartSummary>;
export type TDiscountLine = z.infer<typeof ZDiscountLine>;

const ZRupees = z.number().int('must be whole rupees').min(0, 'must be 0 or more').max(10_000_000, 'is too large');
const ZWhen = z.iso.datetime({ offset: true, error: 'must be a date and time' }).nullable();
const ZCount = z.number().int().min(1, 'must be at least 1').max(10_000_000, 'is too large').nullable();

const couponFields = {
  code: ZCouponCode,
  description: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  kind: z.enum(['percent', 'flat']),
  value: ZRupees,
  minimumOrder: ZRupees.default(0),
  maximumDiscount: ZRupees.nullable().default(null),
  validFrom: ZWhen.default(null),
  validTo: ZWhen.default(null),
  maxUses: ZCount.default(null),
  maxUsesPerShopper: ZCount.default(null),
  firstOrderOnly: z.boolean().default(false),
  freeDelivery: z.boolean().default(false),
  active: z.boolean().default(true),
};
const percentInRange = (body: { kind?: string | undefined; value?: number | undefined }) =>
  body.kind !== 'percent' || body.value === undefined || (body.value >= 1 && body.value <= 100);
const periodInOrder = (body: { validFrom?: string | null | undefined; validTo?: string | null | undefined }) =>
  !body.validFrom || !body.validTo || new Date(body.validFrom) < new Date(body.validTo);

export const ZCouponBody = z
  .object(couponFields)
  .refine(percentInRange, { message: 'A percentage must be from 1 to 100', path: ['value'] })
  .refine(periodInOrder, { message: 'The end must be after the start', path: ['validTo'] });

export const ZCoupon = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number().int(),
  minimumOrder: z.number().int(),
  maximumDiscount: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerShopper: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  freeDelivery: z.boolean(),
  active: z.boolean(),
  uses: z.number().int(),
  /** Rupees taken off all orders placed with it. */
  discountGiven: z.number().int(),
});
export type TCoupon = z.infer<typeof ZCoupon>;
export type TCouponBody = z.input<typeof ZCouponBody>;

const offerFields = {
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  kind: z.enum(['percent', 'flat']),
  value: ZRupees,
  target: z.enum(['category', 'product', 'variant']),
  targetId: z.number().int().min(1, 'Please choose what the offer is on'),
  validFrom: ZWhen.default(null),
  validTo: ZWhen.default(null),
  active: z.boolean().default(true),
};
export const ZOfferBody = z
  .object(offerFields)
  .refine(percentInRange, { message: 'A percentage must be from 1 to 100', path: ['value'] })
  .refine(periodInOrder, { message: 'The end must be after the start', path: ['validTo'] });

export const ZOffer = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number().int(),
  target: z.enum(['category', 'product', 'variant']),
  targetId: z.number(),
  /** What the target is called: the category's, product's or pack's name. */
  targetName: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  active: z.boolean(),
  /** Orders placed with it, and the rupees it took off them. */
  uses: z.number().int(),
  discountGiven: z.number().int(),
});
export type TOffer = z.infer<typeof ZOffer>;
export type TOfferBody = z.input<typeof ZOfferBody>;

export const ZCouponsPage = z.object({ coupons: z.array(ZCoupon), ...PAGE_POSITION });
export const ZOffersPage = z.object({ offers: z.array(ZOffer), ...PAGE_POSITION });
export type TCouponsPage = z.infer<typeof ZCouponsPage>;
export type TOffersPage = z.infer<typeof ZOffersPage>;

export const coupons = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/cart/summary',
    auth: 'user',
    tags: TAGS,
    summary: "The cart's discounts, its coupon code and the total after discounts, priced by the server",
    query: z.object({ userId: ZClaimedUserId }),
    responses: { 200: ZCartSummary },
  }),
  /** 400 with the reason when the code gives nothing (unknown, paused, not yet valid, expired, minimum…). */
  apply: defineEndpoint({
    method: 'PUT',
    path: '/api/cart/coupon',
    auth: 'user',
    tags: TAGS,
    summary: "Put a coupon code in the cart's box (it replaces the one there); answers the cart's figures",
    body: z.object({ code: ZCouponCode, userId: ZClaimedUserId }),
    responses: { 200: ZCartSummary },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/cart/coupon',
    auth: 'user',
    tags: TAGS,
    summary: "Empty the cart's coupon box; answers the cart's figures",
    responses: { 200: ZCartSummary },
  }),
};

export const adminPromotions = {
  listCoupons: defineEndpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    auth: { permission: 'promotions' },
    tags: ADMIN_TAGS,
    summary: 'Coupons, newest first, with their uses and the discount they gave',
    query: z.object({ page: ZPageNumber }),
    responses: { 200: ZCouponsPage },
  }),
  createCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/admin/coupons',
    auth: { permission: 'promotions' },
    tags: ADMIN_TAGS,
    summary: 'Make a coupon code (409 when the code exists)',
    body: ZCouponBody,
    responses: { 201: ZCoupon },
  }),
  updateCoupon: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/coupons/:id',
    auth: { permission: 'promotions' },
    tags: ADMIN_TAGS,
    summary: 'Change a coupon (every field; `active: false` pauses it)',
    params: ZIdParams,
    body: ZCouponBody,
    responses: { 200: ZCoupon },
  }),
  listOffers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/offers',
    auth: { permission: 'promotions' },
    tags: ADMIN_TAGS,
    summary: 'Automatic offers, newest first, with their uses and the discount they gave',
    query: z.object({ page: ZPageNumber }),
    responses: { 200: ZOffersPage },
  }),
  createOffer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/offers',
    auth: { permission: 'promotions' },
    tags: ADMIN_TAGS,
    summary: 'Make an automatic offer on a category, product or pack (404 when the target does not exist)',
    body: ZOfferBody,
    responses: { 201: ZOffer },
  }),
  updateOffer: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/offers/:id',
    auth: { permission: 'promotions' },
    tags: ADMIN_TAGS,
    summary: 'Change an offer (every field; `active: false` pauses it)',
    params: ZIdParams,
    body: ZOfferBody,
    responses: { 200: ZOffer },
  }),
};
