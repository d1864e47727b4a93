import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '#src/db/schema/index';
import { type TestUser } from '#src/test/auth';
import { updateVariants } from '#src/test/factories';
import { shopForFile } from '#src/test/shop';

const { t, asha, ravi, rice, shirt, phone, soldOut } = shopForFile({
  rice: { name: 'Basmati Rice 5 kg', price: 649, rating: 4.5, countInStock: 10, images: ['rice.webp'] },
  shirt: { name: 'Cotton Shirt', price: 899, countInStock: 5, sizes: ['S', 'M', 'L'] },
  phone: { name: 'Phone', price: 15999, countInStock: 3, ram: ['4GB', '8GB'], weights: ['180g'] },
  soldOut: { name: 'Mango Pickle', price: 120, countInStock: 0 },
});

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
const add = (user: TestUser, payload: object) => call(user, 'POST', '/api/cart/add', payload);
const cartOf = async (user: TestUser) => (await call(user, 'GET', `/api/cart?userId=${user.id}`)).json();
const rowsOf = (user: TestUser) => t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));

describe('adding to the cart', () => {
  it('adds a line priced by the server, whatever the client claims', async () => {
    const added = await add(asha, {
      productId: rice.id,
      quantity: 2,
      price: 1,
      subTotal: 2,
      productTitle: 'Gold',
      userId: asha.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ status: true, msg: 'Item is added in the cart' });
    const cart = await cartOf(asha);
    expect(cart).toEqual([
      {
        id: cart[0].id,
        _id: cart[0].id,
        productId: rice.id,
        productTitle: 'Basmati Rice 5 kg',
        image: 'rice.webp',
        rating: 4.5,
        price: 649,
        // The pack's MRP (its old price: the factory's is the price × 1.25), issue 29 §3.
        mrp: 811,
        quantity: 2,
        subTotal: 1298,
        countInStock: 10,
        userId: asha.id,
        variantId: expect.any(Number),
        variantLabel: '',
        size: '',
        ram: '',
        weight: '',
        substitute: true,
      },
    ]);
  });

  it('answers the same product and variant again with status false, and keeps one line', async () => {
    const again = await add(asha, { productId: rice.id, quantity: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: false, msg: 'Product already added in the cart' });
    expect(await rowsOf(asha)).toHaveLength(1);
  });

  it('needs a variant of each kind the product offers, and only offered ones', async () => {
    const cases: [object, string][] = [
      [{ productId: shirt.id, quantity: 1 }, 'Please choose a size'],
      [{ productId: shirt.id, quantity: 1, size: '  ' }, 'Please choose a size'],
      [{ productId: shirt.id, quantity: 1, size: 'XXL' }, 'This product has no size "XXL"'],
      [{ productId: phone.id, quantity: 1, ram: '8GB' }, 'Please choose a weight'],
      [{ productId: phone.id, quantity: 1, weight: '180g' }, 'Please choose a RAM'],
      [{ productId: rice.id, quantity: 1, size: 'M' }, 'This product has no size "M"'],
    ];
    for (const [payload, msg] of cases) {
      const response = await add(asha, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    expect(await rowsOf(asha)).toHaveLength(1);
  });

  it('keeps each variant as its own line', async () => {
    expect((await add(asha, { productId: shirt.id, quantity: 1, size: 'M' })).statusCode).toBe(201);
    expect((await add(asha, { productId: shirt.id, quantity: 2, size: 'L' })).statusCode).toBe(201);
    expect((await add(asha, { productId: shirt.id, quantity: 1, size: 'M' })).json().status).toBe(false);
    expect((await add(asha, { productId: phone.id, quantity: 1, ram: '8GB', weight: '180g' })).statusCode).toBe(201);
    const cart = await cartOf(asha);
    expect(
      cart.map((line: { productId: number; size: string; ram: string }) => [line.productId, line.size, line.ram]),
    ).toEqual([
      [rice.id, '', ''],
      [shirt.id, 'M', ''],
      [shirt.id, 'L', ''],
      [phone.id, '', '8GB'],
    ]);
  });

  it("gives a line its variant's unit price when the pack has a net quantity, and none otherwise", async () => {
    const cart = await cartOf(asha);
    const unitPrices = cart.map((line: { productId: number; unitPrice?: unknown }) => [line.productId, line.unitPrice]);
    // The lines the test above left. 15999 for 180 g: Rs 88,883.33 a kilogram; rice and shirts have no pack size.
    expect(unitPrices).toEqual([
      [rice.id, undefined],
      [shirt.id, undefined],
      [shirt.id, undefined],
      [phone.id, { amount: 88883.33, per: 'kg' }],
    ]);
  });

  it('takes only whole quantities from 1 to the stock', async () => {
    for (const quantity of [0, -1, 1.5, '2.5', 'two', null, true, 1e9]) {
      expect((await add(ravi, { productId: rice.id, quantity })).statusCode, String(quantity)).toBe(400);
    }
    expect((await add(ravi, { productId: rice.id })).statusCode).toBe(400);
    const over = await add(ravi, { productId: rice.id, quantity: 11 });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('The quantity is greater than product count in stock');
    const none = await add(ravi, { productId: soldOut.id, quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('This product is out of stock');
    expect(await rowsOf(ravi)).toEqual([]);
    expect((await add(ravi, { productId: rice.id, quantity: '10' })).statusCode).toBe(201);
  });

  it('answers an unknown product with 404 and a malformed id with 400', async () => {
    expect((await add(ravi, { productId: 999999, quantity: 1 })).statusCode).toBe(404);
    expect((await add(ravi, { productId: 'rice', quantity: 1 })).statusCode).toBe(400);
  });
});

describe('changing and removing lines', () => {
  it('changes only the quantity; price, subTotal and title are recomputed', async () => {
    const [line] = await cartOf(asha);
    const response = await call(asha, 'PUT', `/api/cart/${line.id}`, {
      ...line,
      quantity: 3,
      price: 1,
      subTotal: 3,
      productTitle: 'Free rice',
      productId: shirt.id,
      countInStock: 999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: line.id,
      productId: rice.id,
      productTitle: 'Basmati Rice 5 kg',
      price: 649,
      quantity: 3,
      subTotal: 1947,
    });
    expect((await cartOf(asha))[0]).toMatchObject({ quantity: 3, subTotal: 1947, price: 649 });
  });

  it('shows the current price and stock of the variant', async () => {
    await updateVariants(t.db, rice.id, { price: 700, countInStock: 4 });
    expect((await cartOf(asha))[0]).toMatchObject({ price: 700, subTotal: 2100, countInStock: 4 });
  });

  it('refuses zero, negative, fractional and over-stock quantities and changes nothing', async () => {
    const [line] = await cartOf(asha);
    for (const quantity of [0, -2, 2.5, 'abc']) {
      expect((await call(asha, 'PUT', `/api/cart/${line.id}`, { quantity })).statusCode, String(quantity)).toBe(400);
    }
    const over = await call(asha, 'PUT', `/api/cart/${line.id}`, { quantity: 5 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: true, msg: 'The quantity is greater than product count in stock' });
    expect((await cartOf(asha))[0].quantity).toBe(3);
  });

  it('hides another shopper’s lines (404) and refuses another user id (403)', async () => {
    const [line] = await cartOf(asha);
    expect((await call(ravi, 'PUT', `/api/cart/${line.id}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await call(ravi, 'DELETE', `/api/cart/${line.id}`)).statusCode).toBe(404);
    expect((await call(ravi, 'GET', `/api/cart?userId=${asha.id}`)).statusCode).toBe(403);
    expect(
      (await call(ravi, 'POST', '/api/cart/add', { productId: rice.id, quantity: 1, userId: asha.id })).statusCode,
    ).toBe(403);
    expect((await call(ravi, 'PUT', `/api/cart/${line.id}`, { quantity: 1, userId: asha.id })).statusCode).toBe(403);
    expect((await cartOf(asha))[0].quantity).toBe(3);
    expect((await cartOf(ravi)).map((l: { productId: number }) => l.productId)).toEqual([rice.id]);
  });

  it('needs a token', async () => {
    expect((await call(null, 'GET', '/api/cart')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/cart/add', { productId: rice.id, quantity: 1 })).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/api/cart/1', { quantity: 1 })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/cart/1')).statusCode).toBe(401);
  });

  it('removes an own line', async () => {
    const [line] = await cartOf(asha);
    const removed = await call(asha, 'DELETE', `/api/cart/${line.id}`);
    expect(removed.json()).toEqual({ status: true, msg: 'Item removed from cart!' });
    expect((await cartOf(asha)).map((l: { id: number }) => l.id)).not.toContain(line.id);
    expect((await call(asha, 'DELETE', `/api/cart/${line.id}`)).statusCode).toBe(404);
  });
});
