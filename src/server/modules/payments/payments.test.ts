import { createHmac } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, productVariants } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createProduct, updateVariants } from '#src/test/factories';
import { createTestApp } from '#src/test/test-app';
import { shopForFile } from '#src/test/shop';
import { addLine, CARD_DETAILS, createPayment, GOOD_CARD, paymentRow } from '#src/test/checkout';
import { luhnValid } from './signatures';
import { testKeySecret } from './test/test-provider';

const { t, asha, ravi, rice, shirt } = shopForFile({
  rice: { name: 'Basmati Rice', price: 649, countInStock: 10 },
  shirt: { name: 'Cotton Shirt', price: 899, countInStock: 3, sizes: ['M', 'L'] },
});

/** The dialog's Pay: a good expiry and CVC unless the payload says otherwise. */
const pay = (user: TestUser, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/test/pay',
    headers: user.headers,
    payload: { ...CARD_DETAILS, ...payload },
  });

describe('creating the payment', () => {
  it('refuses an empty cart', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/order', headers: asha.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Your Cart is currently empty');
  });

  it('asks for the server’s cart total in paise, with the public key only', async () => {
    await addLine(t, asha, rice.id, 2);
    await addLine(t, asha, shirt.id, 1, { size: 'M' });
    const payment = await createPayment(t, asha, { amount: 100, total: 1 });
    expect(payment).toEqual({
      provider: 'test',
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: (2 * 649 + 899) * 100,
      currency: 'INR',
      keyId: 'rzp_test_kirana',
      // A fresh shop: the default zone delivers free, without slots.
      itemsTotal: 2 * 649 + 899,
      deliveryFee: 0,
      slot: null,
      slotHeldUntil: null,
    });
    expect(JSON.stringify(payment)).not.toContain(testKeySecret(t.config.JWT_SECRET));
    expect(await paymentRow(t, payment.orderId)).toMatchObject({
      userId: asha.id,
      amount: 219700,
      status: 'created',
      provider: 'test',
      shipping: null,
    });
  });

  it('keeps the shipping details when the checkout sends them, with the account’s e-mail', async () => {
    const payment = await createPayment(t, asha, {
      shipping: { name: ' Asha ', phoneNumber: 9876543210, address: 'MG Road', pincode: 560038 },
    });
    expect((await paymentRow(t, payment.orderId)).shipping).toEqual({
      name: 'Asha',
      phoneNumber: '9876543210',
      address: 'MG Road',
      pincode: '560038',
      email: asha.email,
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      country: '',
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/payments/order',
      headers: asha.headers,
      payload: { shipping: { name: 'Asha', address: '', pincode: '1', phoneNumber: '1' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('Please fill Street address');
  });

  it('checks each variant against its own stock (decision 020)', async () => {
    // 3 of each size: M×2 and L×2 fit, though together they are more than either has.
    await addLine(t, ravi, shirt.id, 2, { size: 'M' });
    await addLine(t, ravi, shirt.id, 2, { size: 'L' });
    const fits = await t.app.inject({ method: 'POST', url: '/api/payments/order', headers: ravi.headers });
    expect(fits.statusCode, fits.body).toBe(201);
    // M sells down to 1 meanwhile.
    await t.db
      .update(productVariants)
      .set({ countInStock: 1 })
      .where(and(eq(productVariants.productId, shirt.id), eq(productVariants.size, 'M')));
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/order', headers: ravi.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Only 1 of "Cotton Shirt" left in stock; please change the quantity');
    expect(await t.db.select().from(payments).where(eq(payments.userId, ravi.id))).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/order' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/test/pay',
          payload: { orderId: 'x', cardNumber: GOOD_CARD },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('paying with a test card', () => {
  it('signs a good card’s payment exactly as Razorpay signs, and marks the payment paid', async () => {
    const payment = await createPayment(t, asha);
    const response = await pay(asha, { orderId: payment.orderId, cardNumber: GOOD_CARD, expiry: '12/30', cvc: '1234' });
    expect(response.statusCode).toBe(200);
    const proof = response.json();
    expect(proof.razorpay_order_id).toBe(payment.orderId);
    expect(proof.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    // The oracle: the built-in provider's key secret (HMAC of a fixed label with JWT_SECRET, decision 005) and
    // Razorpay's documented signature, both computed here rather than by the code under test.
    const keySecret = createHmac('sha256', t.config.JWT_SECRET)
      .update('kirana:test-payment-provider:key-secret')
      .digest('hex');
    const expected = createHmac('sha256', keySecret)
      .update(`${payment.orderId}|${proof.razorpay_payment_id}`)
      .digest('hex');
    expect(proof.razorpay_signature).toBe(expected);
    expect(await paymentRow(t, payment.orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: proof.razorpay_payment_id,
    });

    const twice = await pay(asha, { orderId: payment.orderId, cardNumber: GOOD_CARD });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('This payment is already complete');
  });

  it('declines 4000 0000 0000 0002 with 402 and leaves the payment open for another card', async () => {
    const payment = await createPayment(t, asha);
    const declined = await pay(asha, { orderId: payment.orderId, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: true, msg: 'Your card was declined' });
    const poor = await pay(asha, { orderId: payment.orderId, cardNumber: '4000-0000-0000-9995' });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().msg).toBe('Your card has insufficient funds');
    expect((await paymentRow(t, payment.orderId)).status).toBe('created');
    expect((await pay(asha, { orderId: payment.orderId, cardNumber: '4111-1111-1111-1111' })).statusCode).toBe(200);
  });

  it('refuses numbers failing the Luhn check', async () => {
    const payment = await createPayment(t, asha);
    for (const cardNumber of ['4111 1111 1111 1112', '1234', 'abcd efgh ijkl mnop', '', '4111111111111111111111']) {
      const response = await pay(asha, { orderId: payment.orderId, cardNumber });
      expect(response.statusCode, cardNumber).toBe(400);
    }
    expect((await pay(asha, { orderId: payment.orderId, cardNumber: '4111 1111 1111 1112' })).json().msg).toBe(
      'Please enter a valid card number',
    );
    expect((await paymentRow(t, payment.orderId)).status).toBe('created');
  });

  it('lets only the payment’s own shopper pay it, and knows no made-up order', async () => {
    const payment = await createPayment(t, asha);
    const stranger = await pay(ravi, { orderId: payment.orderId, cardNumber: GOOD_CARD });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().msg).toBe('This payment does not exist');
    expect((await pay(asha, { orderId: 'order_MadeUp0000000', cardNumber: GOOD_CARD })).statusCode).toBe(404);
    expect((await paymentRow(t, payment.orderId)).status).toBe('created');
  });

  it('is off (404) when Razorpay is the provider', async () => {
    const razorpay = await createTestApp({
      template: 'empty',
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_API_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const user = await signedInUser(razorpay);
      const response = await razorpay.app.inject({
        method: 'POST',
        url: '/api/payments/test/pay',
        headers: user.headers,
        payload: { orderId: 'order_x', cardNumber: GOOD_CARD },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await razorpay.close();
    }
  });

  it('checks card numbers with Luhn', () => {
    expect(['4111111111111111', '4000000000000002', '5555555555554444', '378282246310005'].every(luhnValid)).toBe(true);
    expect(['4111111111111112', '0000', '41111111111111a1'].some(luhnValid)).toBe(false);
  });
});

/** Card numbers that pass Luhn but are no test card: what a shopper's real card looks like. */
const REAL_CARDS = ['5555 5555 5555 4444', '4242424242424242', '3782 822463 10005', '4539-1488-0343-6467'];

describe('demo mode: the test provider takes only its test cards (issue 11 §1)', () => {
  it('refuses any other Luhn-valid number with 400, never paying, storing or logging it', async () => {
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const demo = await createTestApp({ template: 'empty', env: { LOG_LEVEL: 'trace' }, logStream });
    try {
      const user = await signedInUser(demo);
      const product = await createProduct(demo.db, { price: 100, countInStock: 5 });
      await addLine(demo, user, product.id, 1);
      const payment = await createPayment(demo, user);
      for (const cardNumber of REAL_CARDS) {
        const response = await demo.app.inject({
          method: 'POST',
          url: '/api/payments/test/pay',
          headers: user.headers,
          payload: { orderId: payment.orderId, cardNumber, ...CARD_DETAILS },
        });
        expect(response.statusCode, cardNumber).toBe(400);
        expect(response.json().msg).toBe('This is a demo shop: use one of the test cards shown');
        expect(response.body).not.toMatch(/\d{4}[ -]?\d{4}/);
      }
      expect(await paymentRow(demo, payment.orderId)).toMatchObject({ status: 'created', providerPaymentId: null });
      const stored = await demo.db.execute(sql`SELECT row_to_json(p)::text AS row FROM payments p`);
      const storedText = JSON.stringify(stored);
      const log = lines.join('\n');
      expect(log).toContain('incoming request');
      for (const cardNumber of REAL_CARDS) {
        const digits = cardNumber.replace(/\D/g, '');
        for (const place of [storedText, log, log.replace(/[\s-]/g, '')]) {
          expect(place).not.toContain(digits);
          expect(place).not.toContain(cardNumber);
        }
      }
      expect(log).toContain('DEMO MODE');
    } finally {
      await demo.close();
    }
  });

  it('checks the expiry (MM/YY, not in the past) and the CVC (3–4 digits) on the server', async () => {
    const payment = await createPayment(t, asha);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const mmyy = (d: Date) =>
      `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear() % 100).padStart(2, '0')}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ expiry: '' }, 'Please enter the expiry date as MM/YY'],
      [{ expiry: '13/30' }, 'Please enter the expiry date as MM/YY'],
      [{ expiry: '00/30' }, 'Please enter the expiry date as MM/YY'],
      [{ expiry: '1230' }, 'Please enter the expiry date as MM/YY'],
      [{ expiry: '12/2030' }, 'Please enter the expiry date as MM/YY'],
      [{ expiry: '01/20' }, 'This card has expired: please enter an expiry date that is not in the past'],
      [{ expiry: mmyy(lastMonth) }, 'This card has expired: please enter an expiry date that is not in the past'],
      [{ cvc: '' }, 'Please enter the 3- or 4-digit CVC'],
      [{ cvc: '12' }, 'Please enter the 3- or 4-digit CVC'],
      [{ cvc: '12345' }, 'Please enter the 3- or 4-digit CVC'],
      [{ cvc: '12a' }, 'Please enter the 3- or 4-digit CVC'],
    ];
    for (const [change, message] of cases) {
      const response = await pay(asha, { orderId: payment.orderId, cardNumber: GOOD_CARD, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().msg, JSON.stringify(change)).toBe(message);
    }
    const withoutDetails = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/pay',
      headers: asha.headers,
      payload: { orderId: payment.orderId, cardNumber: GOOD_CARD },
    });
    expect(withoutDetails.statusCode).toBe(400);
    expect((await paymentRow(t, payment.orderId)).status).toBe('created');
    // This month is not in the past.
    expect((await pay(asha, { orderId: payment.orderId, cardNumber: GOOD_CARD, expiry: mmyy(now) })).statusCode).toBe(
      200,
    );
  });
});

describe('stock seen by the payment', () => {
  it('uses the product’s price at the time the payment is created', async () => {
    const user = await signedInUser(t);
    await addLine(t, user, rice.id, 1);
    await updateVariants(t.db, rice.id, { price: 700 });
    expect((await createPayment(t, user)).amount).toBe(70000);
  });
});
