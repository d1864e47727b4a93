import { z } from 'zod';
import { ADDRESS_FIELD_MAX, CURRENCY, EMAIL_PATTERN } from '../shared/constants';
import { ZSlotRef } from './delivery';
import { defineEndpoint } from './endpoint';
import { ZOrderSlot } from './order-schemas';

// Paying for the cart: the provider's order, the test card dialog and the providers' webhook.

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

/** Which payment provider's webhook: its id in the registry (`razorpay`). */
export const ZProviderParams = z.object({ provider: z.string().min(1).max(40) });

/** What a provider's webhook did with an event: 2xx for anything handled or ignored, so the provider stops retrying. */
export const ZWebhookAnswer = z.object({ status: z.enum(['placed', 'recorded', 'ignored']) });

export type TShipping = z.output<typeof ZShipping>;
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;
export type TPaymentOrderBody = z.infer<typeof ZPaymentOrderBody>;
export type TPaymentProof = z.infer<typeof ZPaymentProof>;

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
