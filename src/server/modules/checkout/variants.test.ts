import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orderLines, products } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';

/** Decision 020: cart lines, order lines and stock belong to the variant. */
const t = testAppForFile({ template: 'empty' });
const asha = beforeAllValue(() => signedInUser(t, { name: 'Asha' }));
const ravi = beforeAllValue(() => signedInUser(t, { name: 'Ravi' }));
const shop = beforeAllValue(async () => {
  const catId = (await createCategory(t.db, { name: 'Fashion' })).id;
  const shirt = await createProduct(t.db, { name: 'Linen Shirt', catId, sizes: ['S', 'M', 'L'] }, [
    { label: 'S', size: 'S', price: 899, oldPrice: 999, countInStock: 0 },
    { label: 'M', size: 'M', price: 899, oldPrice: 999, countInStock: 5 },
    { label: 'L', size: 'L', price: 949, oldPrice: 999, countInStock: 2 },
  ]);
  const rice = await createProduct(t.db, { name: 'Rice', catId, weights: ['1kg', '5kg'] }, [
    { label: '1 kg', weight: '1kg', price: 99, oldPrice: 99, countInStock: 8, netQuantity: 1, unit: 'kg' },
    { label: '5 kg', weight: '5kg', price: 449, oldPrice: 499, countInStock: 4, netQuantity: 5, unit: 'kg' },
  ]);
  const other = await createProduct(t.db, { name: 'Kettle', catId });
  const variants = async (id: number) => Object.fromEntries((await variantsOf(t.db, id)).map((v) => [v.label, v]));
  return { shirt, rice, other, shirtVariants: await variants(shirt.id), riceVariants: await variants(rice.id) };
});

const add = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cart/add', headers: user.headers, payload });
const cartOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json();
const stockOf = async (productId: number) =>
  Object.fromEntries((await variantsOf(t.db, productId)).map((v) => [v.label, v.countInStock]));

describe('adding a variant to the cart', () => {
  it('refuses a product with several variants and no choice: 400, status false, the spec message', async () => {
    const response = await add(asha, { productId: shop.shirt.id, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, error: true, msg: 'Please choose a size' });
    expect(await cartOf(asha)).toEqual([]);
  });

  it('refuses a variant of another product, a sold-out variant and more than the variant has', async () => {
    const cases: [object, string][] = [
      [
        { productId: shop.shirt.id, variantId: shop.riceVariants['1 kg']!.id, quantity: 1 },
        'This product has no such option',
      ],
      [
        { productId: shop.shirt.id, variantId: shop.shirtVariants['S']!.id, quantity: 1 },
        'This product is out of stock',
      ],
      [{ productId: shop.shirt.id, size: 'S', quantity: 1 }, 'This product is out of stock'],
      [
        { productId: shop.shirt.id, variantId: shop.shirtVariants['L']!.id, quantity: 3 },
        'The quantity is greater than product count in stock',
      ],
    ];
    for (const [payload, msg] of cases) {
      const response = await add(asha, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
  });

  it('adds by variantId or by the spec’s size, each line at its variant’s price and stock', async () => {
    expect(
      (await add(asha, { productId: shop.shirt.id, variantId: shop.shirtVariants['M']!.id, quantity: 2 })).statusCode,
    ).toBe(201);
    expect((await add(asha, { productId: shop.shirt.id, size: 'L', quantity: 1 })).statusCode).toBe(201);
    // The same variant again, whichever way it is named.
    expect((await add(asha, { productId: shop.shirt.id, size: 'M', quantity: 1 })).json()).toEqual({
      status: false,
      msg: 'Product already added in the cart',
    });
    const cart = await cartOf(asha);
    expect(
      cart.map((l: Record<string, unknown>) => [
        l['variantId'],
        l['variantLabel'],
        l['size'],
        l['price'],
        l['quantity'],
        l['subTotal'],
        l['countInStock'],
      ]),
    ).toEqual([
      [shop.shirtVariants['M']!.id, 'M', 'M', 899, 2, 1798, 5],
      [shop.shirtVariants['L']!.id, 'L', 'L', 949, 1, 949, 2],
    ]);
  });

  it('adds a product with one variant without a choice', async () => {
    expect((await add(ravi, { productId: shop.other.id, quantity: 1 })).statusCode).toBe(201);
  });
});

describe('buying variants', () => {
  it('takes each variant’s stock by its own quantity, recomputes the product and snapshots the variant', async () => {
    // Asha's cart: M×2 and L×1 of the shirt; she adds the 5 kg rice too.
    await addLine(t, asha, shop.rice.id, 1, { weight: '5kg' });
    const proof = await payForCart(t, asha);
    expect(proof.amount).toBe((1798 + 949 + 449) * 100);
    const response = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(response.statusCode, response.body).toBe(201);
    expect(
      response
        .json()
        .products.map((l: Record<string, unknown>) => [
          l['productTitle'],
          l['variantLabel'],
          l['price'],
          l['quantity'],
          l['subTotal'],
        ]),
    ).toEqual([
      ['Linen Shirt', 'M', 899, 2, 1798],
      ['Linen Shirt', 'L', 949, 1, 949],
      ['Rice', '5 kg', 449, 1, 449],
    ]);
    expect(await stockOf(shop.shirt.id)).toEqual({ S: 0, M: 3, L: 1 });
    expect(await stockOf(shop.rice.id)).toEqual({ '1 kg': 8, '5 kg': 3 });
    const stored = await t.db.select().from(orderLines).orderBy(orderLines.id);
    expect(stored.map((l) => l.variantId)).toEqual([
      shop.shirtVariants['M']!.id,
      shop.shirtVariants['L']!.id,
      shop.riceVariants['5 kg']!.id,
    ]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, asha.id))).toEqual([]);
  });

  it('keeps the product row on its default variant (the cheapest in stock) after the sale', async () => {
    const [shirt] = await t.db.select().from(products).where(eq(products.id, shop.shirt.id));
    expect([shirt!.price, shirt!.countInStock]).toEqual([899, 3]);
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${shop.shirt.id}` })).json();
    expect(product).toMatchObject({ price: 899, countInStock: 3, size: ['S', 'M', 'L'], variantCount: 3 });
    expect(product.variants.map((v: { countInStock: number }) => v.countInStock)).toEqual([0, 3, 1]);
  });

  it('moves the product to its next variant when the default one sells out', async () => {
    await addLine(t, ravi, shop.shirt.id, 3, { size: 'M' });
    const proof = await payForCart(t, ravi);
    expect((await placeOrder(t, ravi, orderPayload(ravi, proof))).statusCode).toBe(201);
    const [shirt] = await t.db.select().from(products).where(eq(products.id, shop.shirt.id));
    // M is gone: L (Rs 949, 1 left) is now the cheapest in stock.
    expect([shirt!.price, shirt!.countInStock]).toEqual([949, 1]);
  });
});
