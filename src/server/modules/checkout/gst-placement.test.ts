import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TOrder } from '#src/contracts/order-schemas';
import { deliveryZones, orderLines, orders, products, storeSettings } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder, SHIPPING } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS } from '#src/test/delivery';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * GST at placing (issue 30 §2, docs/decisions/053): the delivery state checked against the pincode's first digits,
 * the place of supply and the shop's state stored on the order, and each line's HSN code and rate snapshotted — by
 * card, on delivery and from the spec's client that sends no state.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS, REFUND_SWEEP: 'false' } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const { asha, ravi, biscuits, soap } = shopFor(t, {
  biscuits: { name: 'Marie Biscuits', price: 30, countInStock: 50, hsnCode: '19053100', gstRateBps: 500 },
  soap: { name: 'Neem Soap', price: 45, countInStock: 50, hsnCode: '34011190', gstRateBps: 1800 },
});

beforeAll(async () => {
  // The shop is in Karnataka (29); its default zone delivers everywhere and takes cash.
  await t.db.update(storeSettings).set({ state: '29' });
  const [zone] = await t.db.select().from(deliveryZones).where(eq(deliveryZones.isDefault, true));
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/delivery/zones/${zone!.id}`,
    headers: admin.headers,
    payload: { payOnDelivery: true, payOnDeliveryMaxOrder: 5_000, payOnDeliveryMaxOpen: 5 },
  });
  expect(response.statusCode, response.body).toBe(200);
});

const createOnDelivery = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-on-delivery',
    headers: user.headers,
    payload: { ...SHIPPING, ...body },
  });

async function storedOrder(id: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  const lines = await t.db
    .select({ hsnCode: orderLines.hsnCode, gstRateBps: orderLines.gstRateBps, productTitle: orderLines.productTitle })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  return { state: order!.state, placeOfSupply: order!.placeOfSupply, shopState: order!.shopState, lines };
}

async function fillCart(user: TestUser) {
  await addLine(t, user, biscuits.id, 2);
  await addLine(t, user, soap.id, 1);
}

describe('the place of supply and the GST snapshot of a placed order', () => {
  it('stores the state typed, the shop state and each line’s HSN code and rate (pay on delivery, same state)', async () => {
    await fillCart(asha);
    const response = await createOnDelivery(asha, { state: 'karnataka', pincode: '560038' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedOrder(response.json<TOrder>().id)).toEqual({
      state: 'Karnataka',
      placeOfSupply: '29',
      shopState: '29',
      lines: [
        { productTitle: 'Marie Biscuits', hsnCode: '19053100', gstRateBps: 500 },
        { productTitle: 'Neem Soap', hsnCode: '34011190', gstRateBps: 1800 },
      ],
    });
  });

  it('stores another state as the place of supply when paying by card, and keeps the rate the line was bought at', async () => {
    await fillCart(ravi);
    const where = { state: 'Tamil Nadu', pincode: '600001' };
    const proof = await payForCart(t, ravi, { shipping: { ...SHIPPING, ...where } });
    const response = await placeOrder(t, ravi, orderPayload(ravi, proof, where));
    expect(response.statusCode, response.body).toBe(201);
    // The grocer changes the product's rate afterwards: the order keeps what it was bought at.
    await t.db.update(products).set({ gstRateBps: 4000, hsnCode: '1905' }).where(eq(products.id, biscuits.id));
    expect(await storedOrder(response.json<TOrder>().id)).toMatchObject({
      state: 'Tamil Nadu',
      placeOfSupply: '33',
      shopState: '29',
      lines: [
        { hsnCode: '19053100', gstRateBps: 500 },
        { hsnCode: '34011190', gstRateBps: 1800 },
      ],
    });
    await t.db.update(products).set({ gstRateBps: 500, hsnCode: '19053100' }).where(eq(products.id, biscuits.id));
  });

  it('derives the place of supply from the pincode when the client sends no state (the spec’s client)', async () => {
    await fillCart(asha);
    const proof = await payForCart(t, asha);
    const response = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: '400001' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedOrder(response.json<TOrder>().id)).toMatchObject({
      state: '',
      placeOfSupply: '27',
      shopState: '29',
    });
  });
});

describe('the delivery state checked against the pincode', () => {
  beforeAll(() => fillCart(ravi));

  it.each([
    ['/api/payments/order', { shipping: { ...SHIPPING, state: 'Tamil Nadu', pincode: '560038' } }],
    ['/api/orders/create-on-delivery', { ...SHIPPING, state: 'Tamil Nadu', pincode: '560038' }],
  ])('refuses a state the pincode is not in at %s with a 400 the form shows by the field', async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, headers: ravi.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'STATE_PINCODE_MISMATCH',
      message: 'Pincode 560038 is not in Tamil Nadu: please check the state or the pincode',
    });
    expect(await t.db.select().from(orders).where(eq(orders.state, 'Tamil Nadu'))).toHaveLength(1);
  });

  it('refuses a state that is not a state or union territory of India', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/order',
      headers: ravi.headers,
      payload: { shipping: { ...SHIPPING, state: 'Bavaria' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'STATE_UNKNOWN',
      message: 'Please choose a state or union territory of India',
    });
  });

  it('accepts any state a prefix spans (Goa inside Maharashtra’s circle, Puducherry inside Tamil Nadu’s)', async () => {
    for (const where of [
      { state: 'Goa', pincode: '403001' },
      { state: 'Puducherry', pincode: '605001' },
      { state: '33', pincode: '600001' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/order',
        headers: ravi.headers,
        payload: { shipping: { ...SHIPPING, ...where } },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});
