import { and, eq } from 'drizzle-orm';
import { cartItems, orders, wishlistItems } from '#src/db/schema/index';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { signedInUser, type TestUser } from '../auth';
import { createBanner, createCategory, createProduct, createReview, createSubCategory } from '../factories';
import type { TestApp } from '../test-app';

export type FuzzShop = {
  shopper: TestUser;
  /** A second signed-in user with no rows of their own: their valid token is "another user's" token. */
  other: TestUser;
  /** Ids of rows the shopper owns (their user, an order, a cart line, a wish-list entry). */
  shopperIds: number[];
  /** Counts the shopper's order, cart line and wish-list entry that still exist (3 until the shopper's own phase). */
  shopperRowsLeft: () => Promise<number>;
};

/**
 * A small shop on the empty template: a few categories, products, reviews and a banner, a shopper with an order,
 * a cart line and a wish-list entry. Small on purpose: the table checksums are read every few requests, and ids
 * stay under 60 so most generated ids name a real row.
 */
export async function smallShop(t: TestApp): Promise<FuzzShop> {
  const fruit = await createCategory(t.db, { name: 'Fruit' });
  const apples = await createSubCategory(t.db, fruit, { name: 'Apples' });
  const fashion = await createCategory(t.db, { name: 'Fashion' });
  const products = [
    await createProduct(t.db, {
      name: 'Fresh Apples 1 kg',
      catId: fruit.id,
      subCatId: apples.id,
      price: 180,
      countInStock: 50,
    }),
    await createProduct(t.db, { name: 'Bananas 12 pcs', catId: fruit.id, price: 60, countInStock: 40 }),
    await createProduct(t.db, {
      name: 'Cotton Shirt',
      catId: fashion.id,
      price: 899,
      countInStock: 20,
      sizes: ['M', 'L'],
    }),
    await createProduct(t.db, { name: 'Last One Left', catId: fashion.id, price: 50, countInStock: 1 }),
    await createProduct(t.db, { name: 'Sold Out Socks', catId: fashion.id, price: 99, countInStock: 0 }),
  ];
  for (const product of products.slice(0, 3)) await createReview(t.db, { productId: product.id, customerRating: 4 });
  await createBanner(t.db, { catId: fruit.id });

  const shopper = await signedInUser(t, { name: 'Fuzz Shopper', email: 'fuzz-shopper@example.com' });
  const other = await signedInUser(t, { name: 'Another Shopper' });
  await addLine(t, shopper, products[0]!.id, 2);
  const proof = await payForCart(t, shopper);
  const order = (await placeOrder(t, shopper, orderPayload(shopper, proof))).json<{ id: number }>();
  await addLine(t, shopper, products[2]!.id, 1, { size: 'M' });
  const listed = await t.app.inject({
    method: 'POST',
    url: '/api/my-list/add',
    headers: shopper.headers,
    payload: { productId: products[1]!.id, userId: shopper.id },
  });
  if (listed.statusCode !== 201)
    throw new Error(`smallShop: wish-list add answered ${listed.statusCode} ${listed.body}`);
  const [line] = await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
  const [entry] = await t.db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, shopper.id), eq(wishlistItems.productId, products[1]!.id)));
  const shopperIds = [shopper.id, order.id, line!.id, entry!.id];
  const shopperRowsLeft = async () =>
    (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id))).length +
    (await t.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.id, line!.id))).length +
    (await t.db.select({ id: wishlistItems.id }).from(wishlistItems).where(eq(wishlistItems.id, entry!.id))).length;
  return { shopper, other, shopperIds, shopperRowsLeft };
}
