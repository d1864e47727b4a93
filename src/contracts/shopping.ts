import { z } from 'zod';
import {
  ADDRESS_FIELD_MAX,
  CURRENCY,
  EMAIL_PATTERN,
  ORDER_LINE_CHANGE_KINDS,
  RATING_MAX,
  REFUND_STATUSES,
  REVIEW_RATING_STEP,
  REVIEW_TEXT_MAX,
  type RefundStatus,
} from '../shared/constants';
import { ZUnitPrice } from './catalog';
import { ZId, ZIdParams } from './common';
import { ZSlotRef } from './delivery';
import { defineEndpoint } from './endpoint';

/**
 * Shopping: My List, cart, payments, orders and writing a review. Every call needs the bearer token.
 *
 * The spec's client sends user ids, prices, titles and totals along; the server takes the user from the token
 * (a different `userId`/`userid`/`customerId` answers 403) and looks every price, title and image up itself, so
 * those fields are accepted and ignored. Another shopper's row answers 404. Failures answer 4xx in the common
 * error shape `{ error: true, msg, message }`; the web client throws `ApiError` whose `message` is ready to show.
 */

/** Must equal the signed-in user's id when given (403 otherwise); never used for anything else. */
const ZClaimedUserId = z
  .union([z.number(), z.string().max(40)])
  .nullish()
  .describe("The signed-in user's own id (optional; any other id answers 403)");

/** Forms send numbers as strings; both are accepted. */
const numberish = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** An integer from 1; the upper bound (the stock) is checked by the server with the spec's message. */
export const ZQuantity = z.preprocess(
  numberish,
  z
    .number({ error: 'must be a whole number from 1 to the number in stock' })
    .int('must be a whole number from 1 to the number in stock')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'is greater than the number in stock'),
);

/** `{ status, msg }`: `status: false` is a refusal the shop expects (a duplicate); show `msg` either way. */
export const ZStatusMessage = z.object({ status: z.boolean(), msg: z.string() });

// ── My List ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** Title, image, rating and price are the product's current ones. */
export const ZMyListItem = z.object({
  id: z.number(),
  _id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  image: z.string(),
  /** A numeric string, as the spec's list shows it (e.g. "4.5"). */
  rating: z.string(),
  price: z.number().int(),
  userId: z.number(),
});
/** Without `productId`: the whole list. With it: that product's entry, or `[]` when it is not in the list. */
export const ZMyListQuery = z.object({ userId: ZClaimedUserId, productId: ZId.optional() });
/** The spec's `productTitle`, `image`, `rating` and `price` are accepted and ignored. Duplicate → `status: false`. */
export const ZMyListAddBody = z.object({ productId: ZId, userId: ZClaimedUserId });

// ── Cart ───────────────────────────────────────────────────────────────────────────────────────────────────────────
/** A line of the cart at the product's current price: `subTotal = price × quantity`. */
export const ZCartItem = z.object({
  id: z.number(),
  _id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  image: z.string(),
  rating: z.number(),
  price: z.number().int(),
  quantity: z.number().int(),
  subTotal: z.number().int(),
  countInStock: z.number().int(),
  userId: z.number(),
  /** The variant bought (decision 020): price and countInStock are its own. */
  variantId: z.number(),
  /** What the shopper chose ("500 g", "M"); '' for a product without options. */
  variantLabel: z.string(),
  /** The variant's option values; '' when the product has none of that kind. */
  size: z.string(),
  ram: z.string(),
  weight: z.string(),
  /** The variant's price per kg, l or piece, when its pack has a net quantity (decision 020). */
  unitPrice: ZUnitPrice.optional(),
  /**
   * If it runs out while the order is picked (docs/decisions/032): `true` (the default) lets the shop substitute a
   * similar item at the same or a lower price; `false` means "don't substitute" (the line is refunded instead).
   */
  substitute: z.boolean(),
});
export const ZCartQuery = z.object({ userId: ZClaimedUserId });

const ZVariant = z.string().trim().max(60).optional();
/**
 * The variant: `variantId` (one of the product's `variants`), or the spec's `size` / `ram` / `weight` — one of each
 * kind the product offers (400 otherwise, also for a value it does not offer) — or nothing for a product with one
 * variant; several variants and no choice is a 400 with `status: false`. `quantity` 1..the variant's stock. The
 * same variant again → `status: false`.
 */
export const ZCartAddBody = z.object({
  productId: ZId,
  variantId: ZId.optional(),
  quantity: ZQuantity,
  size: ZVariant,
  ram: ZVariant,
  weight: ZVariant,
  userId: ZClaimedUserId,
});
/** Only `quantity` counts; the spec's other fields (price, subTotal, title…) are ignored and recomputed. */
export const ZCartUpdateBody = z.object({ quantity: ZQuantity, userId: ZClaimedUserId });
/** The line's substitution preference (docs/decisions/032): true "Substitute with a similar item", false "Don't". */
export const ZCartSubstituteBody = z.object({
  substitute: z.boolean({ error: 'must be true or false' }),
  userId: ZClaimedUserId,
});

// ── Payments ───────────────────────────────────────────────────────────────────────────────────────────────────────
/** Where the order goes; the checkout form's fields as the order create payload names them. */
const ZAddressPart = (max: number) => z.string().max(max, `must be at most ${max} characters`).default('');
const ZEmailFormat = z.email({ pattern: EMAIL_PATTERN });
export const ZShipping = z.object({
  name: z.string().max(200).default(''),
  phoneNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(40).default('')),
  /** The spec's both lines joined; with `addressLine1` given the server joins the lines itself. */
  address: z.string().max(600).default(''),
  pincode: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(20).default('')),
  /** The checkout form's fields as typed (docs/decisions/026; optional: the spec's client sends only `address`). */
  addressLine1: ZAddressPart(ADDRESS_FIELD_MAX.line),
  addressLine2: ZAddressPart(ADDRESS_FIELD_MAX.line),
  city: ZAddressPart(ADDRESS_FIELD_MAX.place),
  state: ZAddressPart(ADDRESS_FIELD_MAX.place),
  country: ZAddressPart(ADDRESS_FIELD_MAX.place),
  /**
   * The e-mail typed in the checkout form: the order's contact address. Without it (or blank) the order carries
   * the account's e-mail, as the spec's client sends (its `email` field is the stored user's and stays ignored).
   */
  contactEmail: z
    .string()
    .trim()
    .max(254, 'must be at most 254 characters')
    .refine((email) => email === '' || ZEmailFormat.safeParse(email).success, 'must be a valid e-mail address')
    .optional(),
});
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
 * Optional `shipping`: when given, a payment the provider reports as captured (webhook) becomes the order even if
 * the browser never comes back, and its pincode chooses the delivery zone (fee, minimum, slots). Without it (the
 * spec's client) only the shop's default zone can deliver. `slotId` (from `GET /api/delivery/slots`) is required
 * when the zone has delivery slots; the payment holds it for SLOT_HOLD_MINUTES.
 */
export const ZPaymentOrderBody = z.object({ shipping: ZShipping.optional(), slotId: ZSlotRef.optional() });
/**
 * Open the provider's dialog with these. `amount` is the server's total in paise: (items total + delivery fee) ×
 * 100. 400 when the cart is empty, a line is over stock, the pincode is not served, the items total is below the
 * zone's minimum or a slot is needed; 409 when the slot cannot be held (full, past its cut-off, closed, another zone's).
 */
export const ZPaymentOrder = z.object({
  /** The payment provider's id (`test`, `razorpay`): the page opens the launcher registered under it. */
  provider: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal(CURRENCY),
  /** The public key id; the secret never leaves the server. */
  keyId: z.string(),
  /** Whole rupees: the cart at the server's prices. */
  itemsTotal: z.number().int(),
  /** Whole rupees: the zone's fee, 0 from its free-delivery threshold on. */
  deliveryFee: z.number().int(),
  /** The slot held for this payment; null when the zone has no slots. */
  slot: ZOrderSlot.nullable(),
  /** ISO 8601: the hold's end (a place is kept until then); null without a slot. */
  slotHeldUntil: z.string().nullable(),
});
/**
 * The test provider's stand-in for the card dialog (404 with another provider). Only the test cards are accepted;
 * `expiry` is MM/YY not in the past, `cvc` 3–4 digits (checked by the service, with a message for each).
 */
export const ZTestPayBody = z.object({
  orderId: z.string().trim().min(1, 'is required').max(80),
  cardNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(40)),
  expiry: z.string().max(10).default(''),
  cvc: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(10).default('')),
});
/** What Razorpay Checkout hands the browser on success (the test provider answers the same, signed the same way). */
export const ZPaymentProof = z.object({
  razorpay_order_id: z.string().trim().min(1, 'is required').max(80),
  razorpay_payment_id: z.string().trim().min(1, 'is required').max(80),
  razorpay_signature: z.string().trim().min(1, 'is required').max(200),
});

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────────────────────────
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
  /** Whole rupees: the lines' total. `amount` = itemsTotal + deliveryFee. */
  itemsTotal: z.number().int(),
  /** Whole rupees; 0 when delivery was free. */
  deliveryFee: z.number().int(),
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
   * One order's answers (`GET /api/orders/:id`, cancel): each status change after placing, oldest first — the
   * status and when only (who made it and staff notes stay in the back office, docs/decisions/026).
   */
  history: z.array(ZOrderEvent).optional(),
});
/**
 * The spec's payload plus the provider's proof. `amount`, `products`, `paymentId`, `email` and `date` are accepted
 * and ignored: the order is the server's cart, at the server's prices, for the account's e-mail. 201 with the new
 * order; 200 with the existing one when this payment already placed it; 409 when stock ran out (the payment is
 * refunded); 400 for a proof that does not verify; 404 for an unknown payment.
 */
export const ZOrderCreateBody = ZShipping.extend({ userid: ZClaimedUserId }).extend(ZPaymentProof.shape);
export const ZOrdersQuery = z.object({ userid: ZClaimedUserId });
/** "Buy again": what went into the cart (at today's price and stock) and what did not, and why. */
export const ZReorderAnswer = z.object({
  added: z.array(
    z.object({
      productId: z.number(),
      variantId: z.number(),
      title: z.string(),
      label: z.string(),
      /** At most the stock left: can be fewer than `ordered`. */
      quantity: z.number().int(),
      ordered: z.number().int(),
    }),
  ),
  unavailable: z.array(
    z.object({
      productId: z.number(),
      title: z.string(),
      label: z.string(),
      /** `unavailable`: off sale or the option is gone; `sold_out`: none in stock; `in_cart`: already there, left as is. */
      reason: z.enum(['unavailable', 'sold_out', 'in_cart']),
    }),
  ),
});

const RATING_MESSAGE = `must be from ${REVIEW_RATING_STEP} to ${RATING_MAX} in steps of ${REVIEW_RATING_STEP}`;

// ── Reviews ────────────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * The author is the signed-in user (`customerName` is ignored, `customerId` must be the own id). Text 1–2,000
 * characters after trimming; rating 0.5–5 in steps of 0.5. One review per shopper and product (409).
 */
export const ZReviewAddBody = z.object({
  productId: ZId,
  review: z
    .string()
    .max(REVIEW_TEXT_MAX * 2, `must be at most ${REVIEW_TEXT_MAX} characters`)
    .default(''),
  customerRating: z.preprocess(
    numberish,
    z
      .number({ error: RATING_MESSAGE })
      .min(REVIEW_RATING_STEP, RATING_MESSAGE)
      .max(RATING_MAX, RATING_MESSAGE)
      .refine((rating) => Number.isInteger(rating / REVIEW_RATING_STEP), RATING_MESSAGE),
  ),
  customerId: ZClaimedUserId,
});

export type TStatusMessage = z.infer<typeof ZStatusMessage>;
export type TMyListItem = z.infer<typeof ZMyListItem>;
export type TCartItem = z.infer<typeof ZCartItem>;
export type TOrderLine = z.infer<typeof ZOrderLine>;
export type TOrderLineChange = z.infer<typeof ZOrderLineChange>;
export type TLineRefund = z.infer<typeof ZLineRefund>;
export type TShipping = z.output<typeof ZShipping>;
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;
export type TPaymentOrderBody = z.infer<typeof ZPaymentOrderBody>;
export type TOrderSlot = z.infer<typeof ZOrderSlot>;
export type TOrderCharges = z.infer<typeof ZOrderCharges>;
export type TPaymentProof = z.infer<typeof ZPaymentProof>;
export type TOrder = z.infer<typeof ZOrder>;
export type TOrderRefund = z.infer<typeof ZOrderRefund>;
export type TOrderDelivery = z.infer<typeof ZOrderDelivery>;
export type TOrderEvent = z.infer<typeof ZOrderEvent>;
export type TReorderAnswer = z.infer<typeof ZReorderAnswer>;

/** Which payment provider's webhook: its id in the registry (`razorpay`). */
export const ZProviderParams = z.object({ provider: z.string().min(1).max(40) });

/** What a provider's webhook did with an event: 2xx for anything handled or ignored, so the provider stops retrying. */
export const ZWebhookAnswer = z.object({ status: z.enum(['placed', 'recorded', 'ignored']) });

// ── Endpoints ──────────────────────────────────────────────────────────────────────────────────────────────────────
export const myList = {
  /** Without `productId` the whole list; with it `[]` when the product is not in the list, else its one entry. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/my-list',
    auth: 'user',
    tags: ['my list'],
    summary: "The own list, newest first; with productId only that product's entry ([] when not listed)",
    query: ZMyListQuery,
    responses: { 200: z.array(ZMyListItem) },
  }),
  /** `status: false` (with `msg`) when it is already in the list. */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/my-list/add',
    auth: 'user',
    tags: ['my list'],
    summary: 'Add a product; title, image, rating and price come from the catalogue',
    body: ZMyListAddBody,
    responses: { 200: ZStatusMessage, 201: ZStatusMessage },
    failure: { status: false },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/my-list/:id',
    auth: 'user',
    tags: ['my list'],
    summary: 'Remove an own entry',
    params: ZIdParams,
    responses: { 200: ZStatusMessage },
  }),
};

export const cart = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cart',
    auth: 'user',
    tags: ['cart'],
    summary: 'The own cart at current prices',
    query: ZCartQuery,
    responses: { 200: z.array(ZCartItem) },
  }),
  /** `status: false` when that product and variant is already in the cart; 400 for a missing variant or over stock. */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/cart/add',
    auth: 'user',
    tags: ['cart'],
    summary: 'Add a product (and variant) with a quantity from 1 to stock',
    body: ZCartAddBody,
    responses: { 200: ZStatusMessage, 201: ZStatusMessage },
    failure: { status: false },
  }),
  /** 400 with 'The quantity is greater than product count in stock' over stock. Answers the recomputed line. */
  setQuantity: defineEndpoint({
    method: 'PUT',
    path: '/api/cart/:id',
    auth: 'user',
    tags: ['cart'],
    summary: 'Change the quantity of an own line (everything else is recomputed)',
    params: ZIdParams,
    body: ZCartUpdateBody,
    responses: { 200: ZCartItem },
  }),
  /** docs/decisions/032: another shopper's line (or a gone one) is 404. Answers the line. */
  setSubstitute: defineEndpoint({
    method: 'PUT',
    path: '/api/cart/:id/substitute',
    auth: 'user',
    tags: ['cart'],
    summary: "Set an own line's substitution preference: substitute with a similar item (true) or don't (false)",
    params: ZIdParams,
    body: ZCartSubstituteBody,
    responses: { 200: ZCartItem },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/cart/:id',
    auth: 'user',
    tags: ['cart'],
    summary: 'Remove an own line',
    params: ZIdParams,
    responses: { 200: ZStatusMessage },
  }),
};

export const payments = {
  /** Creates the provider order for the server's cart total; open the dialog with the answer. */
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/api/payments/order',
    auth: 'user',
    tags: ['payments'],
    summary: "Create the provider's order for the server's cart total plus delivery (amount in paise); hold the slot",
    body: ZPaymentOrderBody.nullish(),
    responses: { 201: ZPaymentOrder },
  }),
  /** Test provider only: the card dialog's Pay. 402 declined (message to show), 400 not a test card or bad expiry/CVC. */
  testPay: defineEndpoint({
    method: 'POST',
    path: '/api/payments/test/pay',
    auth: 'user',
    tags: ['payments'],
    summary: 'Test provider only: pay an own payment with a test card; answers the signed proof',
    description:
      'Demo mode only. 4111 1111 1111 1111 pays; 4000 0000 0000 0002 is declined (402), 4000 0000 0000 9995 has ' +
      'insufficient funds (402); any other card number answers 400 and is neither stored nor logged. Expiry MM/YY ' +
      'not in the past, CVC 3–4 digits.',
    body: ZTestPayBody,
    responses: { 200: ZPaymentProof },
    errors: [402],
  }),
  /** The running provider's webhook, by its id; 404 for any other id. */
  providerWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/:provider/webhook',
    auth: 'public',
    tags: ['payments'],
    summary:
      "The payment provider's webhook, verified by the provider over the raw body (Razorpay: " +
      '/api/payments/razorpay/webhook, payment.captured and payment.failed, X-Razorpay-Signature)',
    params: ZProviderParams,
    rawBody: true,
    responses: { 200: ZWebhookAnswer },
    client: false,
  }),
};

export const orders = {
  /** The spec's payload plus the provider's proof. 409: stock ran out while paying (refunded); cart kept. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orders/create',
    auth: 'user',
    tags: ['orders'],
    summary: "Place the order for a verified payment: the server's cart at the server's prices",
    description:
      '201 with the new order; 200 with the same order when this payment already placed it; 409 when stock ran ' +
      'out or the cart changed after paying (the payment is refunded, the cart kept); 400 for a proof that does ' +
      'not verify; 404 for an unknown payment.',
    body: ZOrderCreateBody,
    responses: { 200: ZOrder, 201: ZOrder },
  }),
  /** Own orders, newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orders',
    auth: 'user',
    tags: ['orders'],
    summary: 'Own orders, newest first',
    query: ZOrdersQuery,
    responses: { 200: z.array(ZOrder) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id',
    auth: 'user',
    tags: ['orders'],
    summary: 'One own order with its products',
    params: ZIdParams,
    responses: { 200: ZOrder },
  }),
  /** While pending (docs/decisions/023): the stock comes back and the payment is refunded (docs/decisions/024). */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/cancel',
    auth: 'user',
    tags: ['orders'],
    summary: 'Cancel an own order while it is pending; its quantities go back to stock and its payment is refunded',
    description:
      '200 with the cancelled order and its `refund` (`refunded`, or `failed` when the payment provider did not ' +
      'take it: the order stays cancelled and the shop retries); 409 once it is confirmed or cancelled; 404 for an ' +
      'unknown order or another shopper’s.',
    params: ZIdParams,
    responses: { 200: ZOrder },
  }),
  /** "Buy again" (docs/decisions/026): prices and stock are the catalogue's today, never the order's. */
  reorder: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/reorder',
    auth: 'user',
    tags: ['orders'],
    summary: "Add an own order's lines that are still on sale and in stock to the cart; says which were not",
    description:
      'Each line goes in as its variant, with the quantity ordered or the stock left if less; a line whose product ' +
      'is off sale or whose option is gone is `unavailable`, one with no stock `sold_out`, one already in the cart ' +
      '`in_cart` (left as it is). 404 for an unknown order or another shopper’s.',
    params: ZIdParams,
    responses: { 200: ZReorderAnswer },
  }),
};
