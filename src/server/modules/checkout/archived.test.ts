import { describe, expect, it } from 'vitest';
import { signedInUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder, stockOf } from '#src/test/checkout';
import { createCategory, createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';

/** Decision 021: an archived product is gone from the shop — also from carts that held it, and from checkout. */
const t = testAppForFile({ template: 'empty' });
const admin = beforeAllValue(() => signedInUser(t, { email: 'grocer@example.com', isAdmin: true }));
const shopper = beforeAllValue(() => signedInUser(t, { name: 'Asha' }));
const shop = beforeAllValue(async () => {
  const catId = (await createCategory(t.db, { name: 'Pantry' })).id;
  const tea = await createProduct(t.db, { name: 'Assam Tea', catId, price: 250, countInStock: 9 });
  const jam = await createProduct(t.db, { name: 'Mango Jam', catId, price: 120, countInStock: 9 });
  return { tea, jam };
});

const archive = async (productId: number) => {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${productId}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const cartTitles = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers }))
    .json<{ productTitle: string }[]>()
    .map((line) => line.productTitle);

describe('a product archived while it sits in a cart', () => {
  it('leaves the cart, and a payment made for it before the archive buys nothing of it', async () => {
    await addLine(t, shopper, shop.tea.id, 2);
    await addLine(t, shopper, shop.jam.id, 1);
    // The shopper pays for both, then the grocer archives the tea before the order is placed.
    const proof = await payForCart(t, shopper);
    await archive(shop.tea.id);

    expect(await cartTitles()).toEqual(['Mango Jam']);
    const placed = await placeOrder(t, shopper, orderPayload(shopper, proof));
    expect(placed.statusCode, placed.body).toBe(409);
    expect(await stockOf(t, shop.tea.id)).toBe(9);
    expect(await stockOf(t, shop.jam.id)).toBe(9);

    // Paying again for what the cart now holds places an order of the jam alone.
    const again = await payForCart(t, shopper);
    const order = await placeOrder(t, shopper, orderPayload(shopper, again));
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().products.map((line: { productTitle: string }) => line.productTitle)).toEqual(['Mango Jam']);
    expect(await stockOf(t, shop.tea.id)).toBe(9);
    expect(await stockOf(t, shop.jam.id)).toBe(8);
  });
});
