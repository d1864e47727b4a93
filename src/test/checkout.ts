import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TPaymentOrder, TPaymentProof } from '#src/contracts/payments';
import * as schema from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import type { TestApp } from '#src/test/test-app';

/** Shopping test helpers: each goes through the API like the web does. */

export const SHIPPING = {
  name: 'Asha Rao',
  phoneNumber: '9876543210',
  address: '12 MG Road, Indiranagar',
  pincode: '560038',
};
/** The body of `POST /api/addresses` for a shipping address like SHIPPING (the bench's shopper has its own). */
export const addressBookEntry = (shipping: typeof SHIPPING, pincode = shipping.pincode) => ({
  fullName: shipping.name,
  phoneNumber: shipping.phoneNumber,
  addressLine1: shipping.address,
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode,
});
export const GOOD_CARD = '4111 1111 1111 1111';
/** The rest of a good test card: an expiry far ahead and a CVC. */
export const CARD_DETAILS = { expiry: '12/99', cvc: '123' };

export async function addLine(
  t: TestApp,
  user: TestUser,
  productId: number,
  quantity = 1,
  variant: { size?: string; ram?: string; weight?: string; variantId?: number } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: user.headers,
    payload: { productId, quantity, ...variant },
  });
  expect(response.statusCode, response.body).toBe(201);
}

export async function createPayment(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<TPaymentOrder> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/order',
    headers: user.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * The whole test-provider checkout up to the proof: create the payment (with `body`: shipping, slot), pay it with a
 * good card.
 */
export async function payForCart(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<TPaymentProof & { amount: number }> {
  const payment = await createPayment(t, user, body);
  return payPayment(t, user, payment);
}

/** Pays a created payment with a good test card; answers the signed proof. */
export async function payPayment(
  t: TestApp,
  user: TestUser,
  payment: TPaymentOrder,
): Promise<TPaymentProof & { amount: number }> {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/test/pay',
    headers: user.headers,
    payload: { orderId: payment.orderId, cardNumber: GOOD_CARD, ...CARD_DETAILS },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...paid.json<TPaymentProof>(), amount: payment.amount };
}

/** The spec's order payload, with the client-side fields a tampering client would send, plus the proof. */
export function orderPayload(user: TestUser, proof: TPaymentProof, extra: Record<string, unknown> = {}) {
  return {
    ...SHIPPING,
    email: 'someone-else@example.com',
    userid: user.id,
    amount: 1,
    paymentId: proof.razorpay_payment_id,
    date: 'Jan 01, 2020',
    products: [{ productId: 1, productTitle: 'Free TV', price: 1, quantity: 1, subTotal: 1 }],
    razorpay_order_id: proof.razorpay_order_id,
    razorpay_payment_id: proof.razorpay_payment_id,
    razorpay_signature: proof.razorpay_signature,
    ...extra,
  };
}

export const placeOrder = (t: TestApp, user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/create', headers: user.headers, payload });

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.db
    .select({ stock: schema.products.countInStock })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  return row!.stock;
}

export async function paymentRow(t: TestApp, providerOrderId: string) {
  const [row] = await t.db.select().from(schema.payments).where(eq(schema.payments.providerOrderId, providerOrderId));
  return row!;
}
