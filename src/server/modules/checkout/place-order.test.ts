import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products, productVariants } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createProduct, updateVariants, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { insertOrder } from '#src/server/modules/orders/index';
import { shopFor } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { testKeySecret } from '../payments/test/test-provider';
import { razorpaySignature } from '#src/test/razorpay-standin';
import { addLine, orderPayload, paymentRow, payForCart, placeOrder, SHIPPING, stockOf } from '#src/test/checkout';

/** One app for the file; each `describe` makes its own shoppers and products (`shopFor`), so it stands alone. */
const t = testAppForFile({ template: 'empty' });
const PRODUCTS = {
  rice: { name: 'Basmati Rice 5 kg', price: 649, countInStock: 10, images: ['rice.webp'] },
  shirt: { name: 'Cotton Shirt', price: 899, countInStock: 3, sizes: ['M', 'L'], images: ['shirt.webp'] },
};

const sign = (orderId: string, paymentId: string) =>
  razorpaySignature(testKeySecret(t.config.JWT_SECRET), orderId, paymentId);
const cartOf = (user: TestUser) => t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
const ordersOf = (user: TestUser) => t.db.select().from(orders).where(eq(orders.userId, user.id));

describe('placing an order', () => {
  const { asha, rice, shirt } = shopFor(t, PRODUCTS);
  let firstOrder: { id: number };
  let proof: Awaited<ReturnType<typeof payForCart>>;

  it('stores the server’s cart at the server’s prices, ignoring the client’s products, amount and e-mail', async () => {
    await addLine(t, asha, rice.id, 2);
    await addLine(t, asha, shirt.id, 1, { size: 'M' });
    proof = await payForCart(t, asha);
    const response = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    firstOrder = order;
    expect(order).toEqual({
      id: expect.any(Number),
      _id: order.id,
      paymentId: proof.razorpay_payment_id,
      products: [
        {
          id: expect.any(Number),
          productId: rice.id,
          productTitle: 'Basmati Rice 5 kg',
          image: 'rice.webp',
          quantity: 2,
          price: 649,
          subTotal: 1298,
          // The MRP when bought (the factory's old price: the price × 1.25), issue 29 §3.
          mrp: 811,
          discount: 0,
          variantId: expect.any(Number),
          variantLabel: '',
          size: '',
          ram: '',
          weight: '',
          substitute: true,
          change: null,
        },
        {
          id: expect.any(Number),
          productId: shirt.id,
          productTitle: 'Cotton Shirt',
          image: 'shirt.webp',
          quantity: 1,
          price: 899,
          subTotal: 899,
          mrp: 1124,
          discount: 0,
          variantId: expect.any(Number),
          variantLabel: 'M',
          size: 'M',
          ram: '',
          weight: '',
          substitute: true,
          change: null,
        },
      ],
      ...SHIPPING,
      // The spec's client sends the address joined: the typed fields stay empty (docs/decisions/026).
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      country: '',
      amount: 2197,
      // A fresh shop's default zone: free delivery, no slot.
      itemsTotal: 2197,
      deliveryFee: 0,
      discount: 0,
      slot: null,
      email: asha.email,
      userid: asha.id,
      status: 'pending',
      refund: null,
      refundedTotal: 0,
      // (811 − 649) × 2 + (1124 − 899) below the MRPs.
      saved: 549,
      paymentMode: 'test',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await stockOf(t, rice.id)).toBe(8);
    expect(await stockOf(t, shirt.id)).toBe(2);
    expect(await cartOf(asha)).toEqual([]);
    expect(await paymentRow(t, proof.razorpay_order_id)).toMatchObject({
      status: 'used',
      providerPaymentId: proof.razorpay_payment_id,
    });
  });

  it('answers a replayed proof with the same order and changes nothing', async () => {
    const again = await placeOrder(t, asha, orderPayload(asha, proof, { name: 'Someone Else' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: firstOrder.id, name: SHIPPING.name });
    expect(await ordersOf(asha)).toHaveLength(1);
    expect(await stockOf(t, rice.id)).toBe(8);
  });

  it('keeps the order lines as bought when the catalogue changes later', async () => {
    await t.db.update(products).set({ name: 'Renamed Rice' }).where(eq(products.id, rice.id));
    await updateVariants(t.db, rice.id, { price: 1 });
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${firstOrder.id}`, headers: asha.headers })
    ).json();
    expect(order.products[0]).toMatchObject({ productTitle: 'Basmati Rice 5 kg', price: 649, subTotal: 1298 });
    expect(order.paymentMode).toBe('test');
    expect((await ordersOf(asha))[0]!.paymentMode).toBe('test');
    await t.db.update(products).set({ name: 'Basmati Rice 5 kg' }).where(eq(products.id, rice.id));
    await updateVariants(t.db, rice.id, { price: 649 });
  });
});

describe('stock of a product bought in two variants', () => {
  // Stock belongs to the variant (decision 020): the stock check and the stock take count the same quantities.
  const sizes = (m: number, l: number) => [
    { label: 'M', size: 'M', price: 500, oldPrice: 500, countInStock: m },
    { label: 'L', size: 'L', price: 500, oldPrice: 500, countInStock: l },
  ];
  const tee = beforeAllValue(() =>
    createProduct(t.db, { name: 'Linen Tee', sizes: ['M', 'L'], images: ['tee.webp'] }, sizes(5, 5)),
  );
  const vest = beforeAllValue(() =>
    createProduct(t.db, { name: 'Linen Vest', sizes: ['M', 'L'], images: ['vest.webp'] }, sizes(2, 2)),
  );
  const meera = beforeAllValue(() => signedInUser(t, { name: 'Meera' }));
  const kiran = beforeAllValue(() => signedInUser(t, { name: 'Kiran' }));
  const updateVariantStock = (id: number, countInStock: number) =>
    t.db.update(productVariants).set({ countInStock }).where(eq(productVariants.id, id));
  const stockBySize = async (productId: number) =>
    Object.fromEntries((await variantsOf(t.db, productId)).map((variant) => [variant.label, variant.countInStock]));

  it('takes M×2 and L×1 of one product from each variant by its own quantity (3 in all)', async () => {
    await addLine(t, meera, tee.id, 2, { size: 'M' });
    await addLine(t, meera, tee.id, 1, { size: 'L' });
    const response = await placeOrder(t, meera, orderPayload(meera, await payForCart(t, meera)));
    expect(response.statusCode, response.body).toBe(201);
    expect(await stockBySize(tee.id)).toEqual({ M: 3, L: 4 });
  });

  it('refuses to sell M×2 when M has 1 left, though L has plenty and the product has 3 in all', async () => {
    await addLine(t, kiran, vest.id, 2, { size: 'M' });
    await addLine(t, kiran, vest.id, 1, { size: 'L' });
    const [m] = await variantsOf(t.db, vest.id);
    await updateVariantStock(m!.id, 1);
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/order', headers: kiran.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Only 1 of "Linen Vest" left in stock; please change the quantity');
    expect(await stockBySize(vest.id)).toEqual({ M: 1, L: 2 });
  });
});

describe('proofs that must fail', () => {
  const { asha, ravi, rice, shirt } = shopFor(t, PRODUCTS);

  it('refuses a tampered signature and changes nothing', async () => {
    await addLine(t, asha, rice.id, 1);
    const proof = await payForCart(t, asha);
    const flipped = proof.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const razorpay_signature of [
      flipped,
      'abc',
      proof.razorpay_signature.slice(0, 63),
      `${proof.razorpay_signature}00`,
    ]) {
      const response = await placeOrder(t, asha, orderPayload(asha, proof, { razorpay_signature }));
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('The payment could not be verified');
    }
    // A signature for another (made-up) payment id of this order: the signature checks out, the payment does not.
    const madeUp = 'pay_MadeUp00000000';
    const other = await placeOrder(
      t,
      asha,
      orderPayload(asha, proof, {
        razorpay_payment_id: madeUp,
        razorpay_signature: sign(proof.razorpay_order_id, madeUp),
      }),
    );
    expect(other.statusCode).toBe(400);
    expect(await stockOf(t, rice.id)).toBe(10);
    expect(await cartOf(asha)).toHaveLength(1);
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('paid');
    // The genuine proof still works afterwards.
    expect((await placeOrder(t, asha, orderPayload(asha, proof))).statusCode).toBe(201);
  });

  it('knows no made-up payment, even with a valid signature for it', async () => {
    const orderId = 'order_MadeUp00000000';
    const paymentId = 'pay_MadeUp00000001';
    const response = await placeOrder(
      t,
      asha,
      orderPayload(asha, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(orderId, paymentId),
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('This payment does not exist');
  });

  it('does not let another shopper use Asha’s proof (404) or name Asha (403)', async () => {
    await addLine(t, asha, rice.id, 1);
    const proof = await payForCart(t, asha);
    await addLine(t, ravi, rice.id, 1);
    expect((await placeOrder(t, ravi, orderPayload(ravi, proof))).statusCode).toBe(404);
    expect((await placeOrder(t, ravi, orderPayload(asha, proof))).statusCode).toBe(403);
    expect(await ordersOf(ravi)).toEqual([]);
    expect(await cartOf(ravi)).toHaveLength(1);
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('paid');
    expect((await placeOrder(t, asha, orderPayload(asha, proof))).statusCode).toBe(201);
  });

  it('asks for the shipping details in the checkout form’s order', async () => {
    await addLine(t, asha, rice.id, 1);
    const proof = await payForCart(t, asha);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Please fill full name'],
      [{ address: '' }, 'Please fill Street address'],
      [{ pincode: undefined }, 'Please fill zipCode'],
      [{ phoneNumber: '' }, 'Please fill phone Number'],
    ];
    for (const [fields, msg] of cases) {
      const response = await placeOrder(t, asha, orderPayload(asha, proof, fields));
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    expect(
      (await placeOrder(t, asha, orderPayload(asha, proof, { phoneNumber: 9876543210, pincode: 560038 }))).json(),
    ).toMatchObject({ phoneNumber: '9876543210', pincode: '560038' });
  });

  it('refuses (409) and refunds when the cart changed after paying, keeping the cart', async () => {
    await addLine(t, asha, rice.id, 1);
    const proof = await payForCart(t, asha);
    await addLine(t, asha, shirt.id, 1, { size: 'L' });
    const stock = await stockOf(t, rice.id);
    const response = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      'Your cart changed after you paid. Your payment will be refunded; please check out again.',
    );
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('refunded');
    expect(await cartOf(asha)).toHaveLength(2);
    expect(await stockOf(t, rice.id)).toBe(stock);
    const replay = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().msg).toBe('This payment was refunded; please check out again');
    await t.db.delete(cartItems).where(eq(cartItems.userId, asha.id));
  });

  it('places one order when the same cart was paid twice, and refunds the second payment', async () => {
    await addLine(t, ravi, shirt.id, 1, { size: 'M' });
    const first = await payForCart(t, ravi);
    const second = await payForCart(t, ravi);
    expect((await placeOrder(t, ravi, orderPayload(ravi, first))).statusCode).toBe(201);
    expect((await placeOrder(t, ravi, orderPayload(ravi, second))).statusCode).toBe(409);
    expect((await paymentRow(t, second.razorpay_order_id)).status).toBe('refunded');
    expect(await ordersOf(ravi)).toHaveLength(1);
  });

  it('validates the payload and needs a token', async () => {
    expect((await placeOrder(t, asha, { ...SHIPPING })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: { ...SHIPPING } })).statusCode,
    ).toBe(401);
  });

  it('has no provider webhook with the built-in test provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('reading orders', () => {
  const { asha, ravi, rice } = shopFor(t, { rice: PRODUCTS.rice });
  // Written straight through the orders module: reading orders must not depend on placing them working.
  const orderOf = (user: TestUser, n: number) =>
    insertOrder(
      t.db,
      {
        userId: user.id,
        paymentId: `pay_Reading${n}`,
        providerOrderId: `order_Reading${n}`,
        paymentMode: 'test',
        ...SHIPPING,
        email: user.email,
        amount: 649,
        itemsTotal: 649,
      },
      [
        {
          productId: rice.id,
          productTitle: 'Basmati Rice 5 kg',
          image: 'rice.webp',
          quantity: 1,
          price: 649,
          subTotal: 649,
        },
      ],
    );
  beforeAll(async () => {
    for (const [n, user] of [asha, asha, ravi, asha].entries()) await orderOf(user, n);
  });

  it('lists only the own orders, newest first', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/orders?userid=${asha.id}`, headers: asha.headers });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((order: { id: number }) => order.id);
    expect(ids).toHaveLength(3);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect(list.json().every((order: { userid: number }) => order.userid === asha.id)).toBe(true);
    const ravis = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: ravi.headers })).json();
    expect(ravis.map((order: { userid: number }) => order.userid)).toEqual([ravi.id]);
  });

  it('hides another shopper’s order (404), refuses another user id (403) and guests (401)', async () => {
    const [ashas] = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: asha.headers })).json();
    const stolen = await t.app.inject({ method: 'GET', url: `/api/orders/${ashas.id}`, headers: ravi.headers });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().msg).toBe('This order does not exist');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders?userid=${asha.id}`, headers: ravi.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${ashas.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/abc', headers: asha.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/999999', headers: asha.headers })).statusCode).toBe(
      404,
    );
  });
});
