import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/accounts';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, CARD_DETAILS, createPayment, SHIPPING } from '#src/test/checkout';
import { createZone, DELIVERY_TEST_LIMITS } from '#src/test/delivery';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Every error answer carries a machine-readable `code` (decision 046). The list is a contract for headless clients:
 * written out here, not read from src/contracts/error-codes.ts, so renaming or dropping a code fails this test.
 */
const PUBLISHED_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'INVALID_JSON',
  'BAD_ADDRESS',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'OVER_MAX_PER_ORDER',
  'CART_EMPTY',
  'PINCODE_NOT_SERVED',
  'BELOW_MINIMUM',
  'SLOT_REQUIRED',
  'SLOT_FULL',
  'SLOT_UNAVAILABLE',
  'PAYMENT_DECLINED',
  'PAYMENT_NOT_VERIFIED',
  'STATE_UNKNOWN',
  'STATE_PINCODE_MISMATCH',
  'COUPON_NOT_APPLICABLE',
  'PAY_ON_DELIVERY_UNAVAILABLE',
  'PAY_ON_DELIVERY_OVER_MAX',
  'PAY_ON_DELIVERY_LIMIT',
  'NAME_REQUIRED',
  'PASSWORD_REFUSED',
  'ORDER_REFUSED',
];

const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const { asha, dal, soldOut } = shopFor(t, {
  dal: { name: 'Toor Dal 1 kg', price: 100, countInStock: 5 },
  soldOut: { name: 'Mango Pickle', price: 120, countInStock: 0 },
});

type OpenApiSchema = {
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  enum?: string[];
  $ref?: string;
};
type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: OpenApiSchema }> }> }>
  >;
  components?: { schemas?: Record<string, OpenApiSchema> };
};

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user?: TestUser) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });

describe('the error body schema', () => {
  it('documents `code` as a required field of every error answer, with exactly the published codes', async () => {
    const document = (await send('GET', '/api/openapi.json')).json<OpenApi>();
    const resolve = (schema: OpenApiSchema) =>
      schema.$ref ? document.components!.schemas![schema.$ref.split('/').pop()!]! : schema;
    let errorAnswers = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const schema = resolve(response.content!['application/json']!.schema);
          expect(schema.required, `${method} ${path} ${status}`).toContain('code');
          expect(resolve(schema.properties!['code']!).enum, `${method} ${path} ${status}`).toEqual(PUBLISHED_CODES);
          errorAnswers += 1;
        }
      }
    }
    expect(errorAnswers).toBeGreaterThan(300);
  });
});

describe('the general codes', () => {
  it('names the kind of failure beside the unchanged message', async () => {
    const unknownPath = await send('GET', '/api/no-such-thing');
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    expect((await send('GET', '/api/products/999999')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await send('GET', '/api/products/abc')).json()).toMatchObject({ code: 'VALIDATION' });
    expect((await send('GET', '/api/products/%ff%')).json()).toMatchObject({ code: 'BAD_ADDRESS' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'INVALID_JSON' });
    const guest = await send('POST', '/api/cart/add', { productId: dal.id, quantity: 1 });
    expect(guest.statusCode).toBe(401);
    // The endpoint's failure flag stays beside the code.
    expect(guest.json()).toMatchObject({ status: false, error: true, code: 'UNAUTHORIZED' });
    const shopperInBackOffice = await send('GET', '/api/admin/orders', undefined, asha);
    expect(shopperInBackOffice.statusCode).toBe(403);
    expect(shopperInBackOffice.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the refusals a client acts on', () => {
  it('tells a wrong password from an unverified e-mail', async () => {
    const wrong = await send('POST', '/api/user/signin', { email: asha.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ msg: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    const unverified = await signedInUser(t, { name: 'Kiran' });
    await t.db.update(users).set({ isVerified: false }).where(eq(users.id, unverified.id));
    const early = await send('POST', '/api/user/signin', { email: unverified.email, password: unverified.password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ isVerify: false, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('tells out of stock from more than the stock', async () => {
    const none = await send('POST', '/api/cart/add', { productId: soldOut.id, quantity: 1 }, asha);
    expect(none.json()).toMatchObject({ msg: 'This product is out of stock', code: 'OUT_OF_STOCK' });
    const over = await send('POST', '/api/cart/add', { productId: dal.id, quantity: 6 }, asha);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
  });

  it('names why a payment cannot start or was declined', async () => {
    const empty = await send('POST', '/api/payments/order', {}, asha);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CART_EMPTY' });

    await createZone(t, admin, { name: 'Pune', prefixes: ['411'], fee: 40, freeFrom: 500, minimumOrder: 150 });
    await addLine(t, asha, dal.id, 1);
    const small = await send('POST', '/api/payments/order', { shipping: { ...SHIPPING, pincode: '411001' } }, asha);
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'BELOW_MINIMUM' });

    const payment = await createPayment(t, asha);
    const declined = await send(
      'POST',
      '/api/payments/test/pay',
      { orderId: payment.orderId, cardNumber: '4000 0000 0000 0002', ...CARD_DETAILS },
      asha,
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ msg: 'Your card was declined', code: 'PAYMENT_DECLINED' });
  });
});
