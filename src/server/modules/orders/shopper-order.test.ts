import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { updateVariants, variantsOf } from '#src/test/factories';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** The shopper's order page (issue 15, docs/decisions/026): one own order with its timeline, and "Buy again". */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const get = (user: TestUser | null, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}`, ...(user ? { headers: user.headers } : {}) });
const reorder = (user: TestUser | null, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/reorder`, ...(user ? { headers: user.headers } : {}) });
const cartOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json<
    { productId: number; variantLabel: string; quantity: number; price: number; substitute: boolean }[]
  >();

describe('one own order', () => {
  const { asha, ravi, rice } = shopFor(t, { rice: { name: 'Basmati Rice', price: 649, countInStock: 10 } });

  it('answers the full address, the contact e-mail and the timeline (status and time, no actor or note)', async () => {
    await addLine(t, asha, rice.id, 2);
    const proof = await payForCart(t, asha);
    const placed = await placeOrder(
      t,
      asha,
      orderPayload(asha, proof, {
        address: 'ignored when the lines are given',
        addressLine1: '12 MG Road',
        addressLine2: 'Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        contactEmail: 'asha.rao@example.org',
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: number }>().id;
    expect((await setOrderStatus(t, staff, id, { status: 'confirmed', note: 'Rang the shopper' })).statusCode).toBe(
      200,
    );

    const response = await get(asha, id);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      id,
      address: '12 MG Road, Indiranagar',
      addressLine1: '12 MG Road',
      addressLine2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560038',
      email: 'asha.rao@example.org',
      status: 'confirmed',
      products: [{ productId: rice.id, quantity: 2, price: 649, subTotal: 1298 }],
    });
    expect(order.history).toEqual([{ status: 'confirmed', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    expect(response.body).not.toContain('Rang the shopper');
  });

  it('another shopper’s order and an unknown one: 404; a guest: 401', async () => {
    const order = await storedOrder(t, asha);
    const other = await get(ravi, order.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('This order does not exist');
    expect((await get(asha, 2_000_000_000)).statusCode).toBe(404);
    expect((await get(null, order.id)).statusCode).toBe(401);
    expect((await get(asha, order.id)).json()).toMatchObject({ id: order.id, history: [] });
  });
});

describe('placing an order keeps the contact e-mail typed', () => {
  const { asha, dal } = shopFor(t, { dal: { name: 'Toor Dal', price: 189, countInStock: 10 } });

  it('400 with a message for an e-mail that is not one; blank means the account’s e-mail', async () => {
    await addLine(t, asha, dal.id, 1);
    const proof = await payForCart(t, asha);
    const bad = await placeOrder(t, asha, orderPayload(asha, proof, { contactEmail: 'asha at example' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('contactEmail: must be a valid e-mail address');
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { contactEmail: '  ' }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ email: asha.email, addressLine1: '', city: '' });
  });

  it('the payment’s stored shipping details keep the full address too (a bad e-mail there is a 400)', async () => {
    await addLine(t, asha, dal.id, 1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payments/order',
      headers: asha.headers,
      payload: { shipping: { name: 'Asha', contactEmail: 'nope' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('shipping.contactEmail: must be a valid e-mail address');
  });
});

describe('Buy again', () => {
  const { asha, ravi, tea, jam, shirt, dal, oil } = shopFor(t, {
    tea: { name: 'Assam Tea', price: 250, countInStock: 9 },
    jam: { name: 'Mango Jam', price: 120, countInStock: 9 },
    dal: { name: 'Toor Dal', price: 180, countInStock: 9 },
    oil: { name: 'Mustard Oil', price: 210, countInStock: 9 },
    shirt: { name: 'Cotton Shirt', price: 899, countInStock: 5, sizes: ['M', 'L'] },
  });

  it('adds the lines still on sale and in stock at today’s price; says which were sold out or archived', async () => {
    const [teaVariant] = await variantsOf(t.db, tea.id);
    const [jamVariant] = await variantsOf(t.db, jam.id);
    const shirtVariants = await variantsOf(t.db, shirt.id);
    const shirtL = shirtVariants.find((variant) => variant.size === 'L')!;
    const order = await storedOrder(t, asha, {
      lines: [
        { productId: tea.id, variantId: teaVariant!.id, quantity: 2, price: 1, variantLabel: teaVariant!.label },
        { productId: jam.id, variantId: jamVariant!.id, quantity: 1, price: 1 },
        { productId: shirt.id, variantId: shirtL.id, quantity: 7, price: 1, variantLabel: 'L' },
        { productId: 999_999, quantity: 1, price: 1 },
      ],
    });
    await updateVariants(t.db, jam.id, { countInStock: 0 });
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, tea.id));

    const response = await reorder(asha, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      added: [
        { productId: shirt.id, variantId: shirtL.id, title: 'Cotton Shirt', label: 'L', quantity: 5, ordered: 7 },
      ],
      unavailable: [
        { productId: tea.id, title: `Product ${tea.id}`, label: teaVariant!.label, reason: 'unavailable' },
        { productId: jam.id, title: `Product ${jam.id}`, label: '', reason: 'sold_out' },
        { productId: 999_999, title: 'Product 999999', label: '', reason: 'unavailable' },
      ],
    });
    // Today's price (899), not the order's (1).
    expect(await cartOf(asha)).toMatchObject([{ productId: shirt.id, variantLabel: 'L', quantity: 5, price: 899 }]);

    const again = await reorder(asha, order.id);
    expect(again.json().added).toEqual([]);
    expect(again.json().unavailable).toContainEqual(
      expect.objectContaining({ productId: shirt.id, reason: 'in_cart' }),
    );
    expect(await cartOf(asha)).toHaveLength(1);
  });

  it('keeps each line’s substitution preference: “Don’t substitute” stays so in the cart', async () => {
    const [dalVariant] = await variantsOf(t.db, dal.id);
    const [oilVariant] = await variantsOf(t.db, oil.id);
    const order = await storedOrder(t, asha, {
      lines: [
        { productId: dal.id, variantId: dalVariant!.id, quantity: 1, price: 1, substitute: false },
        { productId: oil.id, variantId: oilVariant!.id, quantity: 1, price: 1, substitute: true },
      ],
    });
    expect((await reorder(asha, order.id)).statusCode).toBe(200);
    const cart = (await cartOf(asha)).filter((line) => line.productId === dal.id || line.productId === oil.id);
    expect(
      cart.map(({ productId, substitute }) => ({ productId, substitute })).sort((a, b) => a.productId - b.productId),
    ).toEqual(
      [
        { productId: dal.id, substitute: false },
        { productId: oil.id, substitute: true },
      ].sort((a, b) => a.productId - b.productId),
    );
  });

  it('another shopper’s order: 404 and nothing in their cart; a guest: 401', async () => {
    const [jamVariant] = await variantsOf(t.db, jam.id);
    const order = await storedOrder(t, asha, {
      lines: [{ productId: shirt.id, variantId: jamVariant!.id, quantity: 1, price: 1 }],
    });
    const response = await reorder(ravi, order.id);
    expect(response.statusCode).toBe(404);
    expect(await cartOf(ravi)).toEqual([]);
    expect((await reorder(null, order.id)).statusCode).toBe(401);
  });
});
