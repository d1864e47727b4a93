import { format } from 'date-fns';
import type { Sent } from '#src/contracts/endpoint';
import type { TCartItem } from '#src/contracts/cart';
import type { orders } from '#src/contracts/orders';
import type { TPaymentProof, TShipping } from '#src/contracts/payments';
import { EMAIL_PATTERN } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { ApiError } from '#src/contracts/client';
import { findIndianState, pincodeFitsState } from '#src/shared/pincode-states';
import { GST_TEXT } from '#src/shared/texts/gst';

/** The checkout address form (spec 3), in the order the spec checks it. */
export const BILLING_FIELDS = [
  'fullName',
  'country',
  'streetAddressLine1',
  'streetAddressLine2',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
  'email',
] as const;

export type BillingField = (typeof BILLING_FIELDS)[number];
export type Billing = Record<BillingField, string>;

export const EMPTY_BILLING: Billing = Object.fromEntries(BILLING_FIELDS.map((field) => [field, ''])) as Billing;

/**
 * Spec 5 (Checkout): the first empty field stops the submit with its message — the second address line too,
 * though it is labelled optional ('Please fill  Street address', with two spaces).
 */
export function firstMissing(billing: Billing): { field: BillingField; message: string } | null {
  const field = BILLING_FIELDS.find((name) => billing[name].trim() === '');
  return field ? { field, message: TEXT.checkout[field] } : null;
}

/**
 * The submit's check: the first empty field, else an e-mail the server would refuse (the same EMAIL_PATTERN as the
 * contract's `contactEmail`), so the shopper is told here and not by a 400 after paying starts.
 */
export function firstWrong(billing: Billing): { field: BillingField; message: string } | null {
  return (
    firstMissing(billing) ??
    stateNotOfPincode(billing) ??
    (EMAIL_PATTERN.test(billing.email.trim()) ? null : { field: 'email', message: TEXT.auth.invalidEmail })
  );
}

/** The state chosen must be one the pincode's first digits can be in (the server checks it too, docs/decisions/053). */
function stateNotOfPincode(billing: Billing): { field: BillingField; message: string } | null {
  const state = findIndianState(billing.state);
  const pincode = billing.zipCode.trim();
  if (!state || pincodeFitsState(pincode, state.code)) return null;
  return { field: 'state', message: GST_TEXT.stateNotPincode(state.name, pincode) };
}

/** The server's refusal of the delivery state (unknown, or not the pincode's), shown by the State field. */
export function stateRefusal(error: unknown): { field: BillingField; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  return code === 'STATE_UNKNOWN' || code === 'STATE_PINCODE_MISMATCH'
    ? { field: 'state', message: error.message }
    : null;
}

/**
 * Where the order goes, as the order payload names it: both address lines joined, the zip code as pincode — and
 * every field as typed, with the e-mail typed as the order's contact address (docs/decisions/026).
 */
export function shippingOf(billing: Billing): TShipping {
  return {
    name: billing.fullName.trim(),
    phoneNumber: billing.phoneNumber.trim(),
    address: [billing.streetAddressLine1, billing.streetAddressLine2].map((line) => line.trim()).join(', '),
    pincode: billing.zipCode.trim(),
    addressLine1: billing.streetAddressLine1.trim(),
    addressLine2: billing.streetAddressLine2.trim(),
    city: billing.city.trim(),
    state: billing.state.trim(),
    country: billing.country.trim(),
    contactEmail: billing.email.trim(),
  };
}

/**
 * The spec's order create payload plus the provider's proof. The server ignores amount, products, e-mail and date
 * (it places its own cart at its own prices for the account's e-mail); they are sent as the spec's client does.
 */
export function orderPayload(
  billing: Billing,
  cart: TCartItem[],
  proof: TPaymentProof,
  user: { userId: number; email: string },
  now = new Date(),
): Sent<typeof orders.create, 'body'> & Record<string, unknown> {
  return {
    ...shippingOf(billing),
    amount: cart.reduce((sum, line) => sum + line.subTotal, 0),
    paymentId: proof.razorpay_payment_id,
    email: user.email,
    userid: user.userId,
    products: cart,
    date: format(now, 'MMM dd, yyyy'),
    ...proof,
  };
}
