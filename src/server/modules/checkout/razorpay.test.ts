import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, deliverySlotClaims, orders, payments } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createProduct } from '#src/test/factories';
import {
  razorpaySignature,
  startRazorpayStandIn,
  webhookSignature,
  type RazorpayStandIn,
} from '#src/test/razorpay-standin';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { claimOf, remainingIn, zoneWithDailySlot } from '#src/test/delivery';
import { addLine, createPayment, orderPayload, paymentRow, placeOrder, SHIPPING, stockOf } from '#src/test/checkout';

/** PAYMENT_PROVIDER=razorpay against the local stand-in of Razorpay's HTTP API. */
let standIn: RazorpayStandIn;
let t: TestApp;
let tea: { id: number };

beforeAll(async () => {
  // Live keys: a real shop's orders are `paymentMode: 'live'` (Razorpay's test keys would mark them `test`).
  standIn = await startRazorpayStandIn({ keyId: 'rzp_live_standin' });
  t = await createTestApp({
    template: 'empty',
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: standIn.keyId,
      RAZORPAY_KEY_SECRET: standIn.keySecret,
      RAZORPAY_WEBHOOK_SECRET: standIn.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
    },
  });
  tea = await createProduct(t.db, { name: 'Assam Tea 500 g', price: 275, countInStock: 100 });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const webhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined ? { 'x-razorpay-signature': signature } : {}),
    },
    payload: body,
  });
const ordersOf = async (user: TestUser) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id)))[0]!.n;
const cartOf = (user: TestUser) => t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));

async function shopperWithCart(quantity = 2) {
  const user = await signedInUser(t);
  await addLine(t, user, tea.id, quantity);
  return user;
}

describe('Razorpay orders and checkout', () => {
  it('creates the Razorpay order from the server with basic auth, for the cart total in paise', async () => {
    const user = await shopperWithCart(2);
    const payment = await createPayment(t, user, { amount: 1 });
    expect(payment).toEqual({
      provider: 'razorpay',
      orderId: expect.stringMatching(/^order_/),
      amount: 55000,
      currency: 'INR',
      keyId: standIn.keyId,
      itemsTotal: 550,
      deliveryFee: 0,
      slot: null,
      slotHeldUntil: null,
    });
    const request = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/orders')!;
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`,
    );
    expect(request.body).toMatchObject({ amount: 55000, currency: 'INR', notes: { userId: String(user.id) } });
    expect(standIn.orders.get(payment.orderId)).toMatchObject({ amount: 55000, status: 'created' });
    expect(JSON.stringify(payment)).not.toContain(standIn.keySecret);
  });

  it('places the order for Checkout’s signed proof after asking Razorpay about the payment', async () => {
    const user = await shopperWithCart(2);
    const payment = await createPayment(t, user);
    const proof = standIn.pay(payment.orderId);
    const response = await placeOrder(t, user, orderPayload(user, proof));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      paymentId: proof.razorpay_payment_id,
      amount: 550,
      status: 'pending',
      paymentMode: 'live',
    });
    expect(
      standIn.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${proof.razorpay_payment_id}`),
    ).toBe(true);
    expect(await cartOf(user)).toEqual([]);
  });

  it('refuses bad signatures, and a genuine payment presented for another order', async () => {
    const user = await shopperWithCart(1);
    const payment = await createPayment(t, user);
    const proof = standIn.pay(payment.orderId);
    const wrongKey = razorpaySignature('not-the-secret', proof.razorpay_order_id, proof.razorpay_payment_id);
    for (const razorpay_signature of [wrongKey, '0'.repeat(64)]) {
      expect((await placeOrder(t, user, orderPayload(user, proof, { razorpay_signature }))).statusCode).toBe(400);
    }
    // Another order of the same shopper, with the first order's payment, signed correctly: Razorpay says no.
    const second = await createPayment(t, user);
    const crossed = {
      razorpay_order_id: second.orderId,
      razorpay_payment_id: proof.razorpay_payment_id,
      razorpay_signature: razorpaySignature(standIn.keySecret, second.orderId, proof.razorpay_payment_id),
    };
    const response = await placeOrder(t, user, orderPayload(user, crossed));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('The payment could not be verified');
    expect(await ordersOf(user)).toBe(0);
    expect(await cartOf(user)).toHaveLength(1);
  });

  it('answers 503 with a message when Razorpay is unreachable, and stores no payment', async () => {
    const user = await shopperWithCart(1);
    standIn.down = true;
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments/order', headers: user.headers });
      expect(response.statusCode).toBe(503);
      expect(response.json().msg).toBe('The payment service is unavailable. Please try again in a moment.');
    } finally {
      standIn.down = false;
    }
    expect(await t.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it('refunds through Razorpay when the last units went to someone else', async () => {
    const rare = await createProduct(t.db, { name: 'Rare Saffron', price: 999, countInStock: 1 });
    const [asha, ravi] = [await signedInUser(t), await signedInUser(t)];
    await addLine(t, asha, rare.id, 1);
    await addLine(t, ravi, rare.id, 1);
    const ashaProof = standIn.pay((await createPayment(t, asha)).orderId);
    const raviProof = standIn.pay((await createPayment(t, ravi)).orderId);
    const answers = await Promise.all([
      placeOrder(t, asha, orderPayload(asha, ashaProof)),
      placeOrder(t, ravi, orderPayload(ravi, raviProof)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const lost = answers[0]!.statusCode === 409 ? ashaProof : raviProof;
    expect(standIn.refunds).toContainEqual(
      expect.objectContaining({ payment_id: lost.razorpay_payment_id, amount: 99900 }),
    );
    expect((await paymentRow(t, lost.razorpay_order_id)).status).toBe('refunded');
    expect(await stockOf(t, rare.id)).toBe(0);
  });
});

describe('the payment.captured webhook', () => {
  it('refuses a missing or bad signature and changes nothing', async () => {
    const user = await shopperWithCart(1);
    const payment = await createPayment(t, user, { shipping: SHIPPING });
    const proof = standIn.pay(payment.orderId);
    const { body, signature } = standIn.webhook(proof.razorpay_payment_id);
    const tampered = body.replace(/"amount":\d+/, '"amount":1');
    for (const [sentBody, sentSignature] of [
      [body, undefined],
      [body, 'f'.repeat(64)],
      [body, webhookSignature('wrong-secret', body)],
      [tampered, signature],
    ] as const) {
      const response = await webhook(sentBody, sentSignature);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('Invalid webhook signature');
    }
    expect((await paymentRow(t, payment.orderId)).status).toBe('created');
    expect(await ordersOf(user)).toBe(0);
  });

  it('places the order from the stored shipping details; the browser’s proof then gets that same order', async () => {
    const user = await shopperWithCart(3);
    const payment = await createPayment(t, user, { shipping: SHIPPING });
    const proof = standIn.pay(payment.orderId);
    const delivery = standIn.webhook(proof.razorpay_payment_id);
    const first = await webhook(delivery.body, delivery.signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'placed' });
    expect(await ordersOf(user)).toBe(1);
    expect(await cartOf(user)).toEqual([]);
    // Razorpay retries deliveries: the same one again changes nothing.
    expect((await webhook(delivery.body, delivery.signature)).statusCode).toBe(200);
    const browser = await placeOrder(t, user, orderPayload(user, proof));
    expect(browser.statusCode).toBe(200);
    expect(browser.json()).toMatchObject({ ...SHIPPING, email: user.email, amount: 825 });
    expect(await ordersOf(user)).toBe(1);
  });

  it('the webhook places the order with the payment’s stored quote and books its held slot', async () => {
    const admin = await signedInUser(t, { role: 'owner' });
    const zone = await zoneWithDailySlot(t, admin, { name: 'Kochi', prefixes: ['682'], fee: 30 }, 2);
    const user = await shopperWithCart(1);
    const payment = await createPayment(t, user, {
      shipping: { ...SHIPPING, pincode: zone.pincode },
      slotId: zone.slotId,
    });
    expect(payment).toMatchObject({ amount: 30_500, itemsTotal: 275, deliveryFee: 30, slot: { id: zone.slotId } });
    const proof = standIn.pay(payment.orderId);
    const delivery = standIn.webhook(proof.razorpay_payment_id);
    expect((await webhook(delivery.body, delivery.signature)).json()).toEqual({ status: 'placed' });
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ amount: 305, itemsTotal: 275, deliveryFee: 30, zoneName: 'Kochi' });
    expect(order).toMatchObject({ slotRef: zone.slotId, slotStartTime: '23:00', slotEndTime: '23:59' });
    const [booking] = await t.db.select().from(deliverySlotClaims).where(eq(deliverySlotClaims.orderId, order!.id));
    expect(booking).toMatchObject({ kind: 'booking' });
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(1);
  });

  // Issue 27 §5: a failed attempt no longer keeps the place for the rest of the 10 minutes.
  it('payment.failed cuts the payment’s hold to 2 minutes; a retry that is captured still books the slot', async () => {
    const admin = await signedInUser(t, { role: 'owner' });
    const zone = await zoneWithDailySlot(t, admin, { name: 'Kannur', prefixes: ['670'] }, 1);
    const user = await shopperWithCart(1);
    const payment = await createPayment(t, user, {
      shipping: { ...SHIPPING, pincode: zone.pincode },
      slotId: zone.slotId,
    });
    const holdId = (await paymentRow(t, payment.orderId)).slotHoldId!;
    expect((await claimOf(t, holdId))!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    const failed = standIn.webhook(standIn.fail(payment.orderId), 'payment.failed');
    const failedAt = Date.now();
    expect((await webhook(failed.body, failed.signature)).json()).toEqual({ status: 'recorded' });
    const hold = (await claimOf(t, holdId))!;
    expect(hold.kind).toBe('hold');
    expect(hold.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 2 * 60_000);
    expect(hold.expiresAt!.getTime()).toBeGreaterThan(failedAt);
    // Delivered again (Razorpay retries webhooks): the hold is not lengthened.
    expect((await webhook(failed.body, failed.signature)).json()).toEqual({ status: 'recorded' });
    expect((await claimOf(t, holdId))!.expiresAt).toEqual(hold.expiresAt);

    const proof = standIn.pay(payment.orderId);
    const captured = standIn.webhook(proof.razorpay_payment_id);
    expect((await webhook(captured.body, captured.signature)).json()).toEqual({ status: 'placed' });
    expect(await claimOf(t, holdId)).toMatchObject({ kind: 'booking', expiresAt: null });
  });

  it('webhook and browser racing produce one order', async () => {
    const user = await shopperWithCart(1);
    const before = await stockOf(t, tea.id);
    const payment = await createPayment(t, user, { shipping: SHIPPING });
    const proof = standIn.pay(payment.orderId);
    const delivery = standIn.webhook(proof.razorpay_payment_id);
    const answers = await Promise.all([
      webhook(delivery.body, delivery.signature),
      placeOrder(t, user, orderPayload(user, proof)),
    ]);
    expect(answers[0]!.statusCode).toBe(200);
    expect([200, 201]).toContain(answers[1]!.statusCode);
    expect(await ordersOf(user)).toBe(1);
    expect(await stockOf(t, tea.id)).toBe(before - 1);
  });

  it('only records the capture when the checkout sent no shipping details; the browser places the order', async () => {
    const user = await shopperWithCart(1);
    const payment = await createPayment(t, user);
    const proof = standIn.pay(payment.orderId);
    const delivery = standIn.webhook(proof.razorpay_payment_id);
    expect((await webhook(delivery.body, delivery.signature)).json()).toEqual({ status: 'recorded' });
    expect(await paymentRow(t, payment.orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: proof.razorpay_payment_id,
    });
    expect(await ordersOf(user)).toBe(0);
    expect((await placeOrder(t, user, orderPayload(user, proof))).statusCode).toBe(201);
  });

  it('acknowledges other events and payments it does not know', async () => {
    const user = await shopperWithCart(1);
    const payment = await createPayment(t, user, { shipping: SHIPPING });
    const proof = standIn.pay(payment.orderId);
    const failed = standIn.webhook(proof.razorpay_payment_id, 'payment.failed');
    expect((await webhook(failed.body, failed.signature)).json()).toEqual({ status: 'ignored' });
    standIn.payments.get(proof.razorpay_payment_id)!.order_id = 'order_NotOurs0000000';
    const foreign = standIn.webhook(proof.razorpay_payment_id);
    expect((await webhook(foreign.body, foreign.signature)).json()).toEqual({ status: 'ignored' });
    const notJson = 'not json';
    expect((await webhook(notJson, webhookSignature(standIn.webhookSecret, notJson))).statusCode).toBe(400);
    expect(await ordersOf(user)).toBe(0);
  });
});
