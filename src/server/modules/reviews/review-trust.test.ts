import { describe, expect, it } from 'vitest';
import type { TReview } from '#src/contracts/reviews';
import type { TestUser } from '#src/test/auth';
import { createProduct, variantsOf } from '#src/test/factories';
import { lineAction, setOrderStatus } from '#src/test/orders';
import { shopForFile, signedInUserForFile } from '#src/test/shop';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';

/** Issue 11 §4 (reviews): "Verified purchase" only for buyers, and no review floods. */
const { t, asha, ravi, tea } = shopForFile({ tea: { name: 'Assam Tea 500 g', price: 240, countInStock: 20 } });
const mallory = signedInUserForFile(t, { name: 'Mallory' });
const meera = signedInUserForFile(t, { name: 'Meera' });
const kiran = signedInUserForFile(t, { name: 'Kiran' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const addReview = (user: TestUser, productId: number, review = 'Good') =>
  t.app.inject({
    method: 'POST',
    url: '/api/productReviews/add',
    headers: user.headers,
    payload: { productId, review, customerRating: 4 },
  });
const reviewsOf = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${productId}` })).json() as TReview[];

type Placed = { id: number; products: { id: number }[] };

/** Pays for and places the shopper's cart of `lines` (product, variant) through the API. */
async function ordered(user: TestUser, lines: { productId: number; variantId?: number }[]): Promise<Placed> {
  for (const line of lines)
    await addLine(t, user, line.productId, 1, line.variantId ? { variantId: line.variantId } : {});
  const placed = await placeOrder(t, user, orderPayload(user, await payForCart(t, user)));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<Placed>();
}

/** Staff move the order along its lifecycle, one allowed step at a time. */
async function moveTo(orderId: number, steps: string[]) {
  for (const status of steps) {
    const moved = await setOrderStatus(t, staff, orderId, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}
const TO_DELIVERED = ['confirmed', 'packed', 'out_for_delivery', 'delivered'];

describe('verified purchase', () => {
  it('marks the review of a shopper whose order of the product was delivered, not of one who did not; the average counts both', async () => {
    const order = await ordered(asha, [{ productId: tea.id }]);
    await moveTo(order.id, TO_DELIVERED);

    const bought = await addReview(asha, tea.id, 'Strong and malty');
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({ customerName: 'Asha', verifiedPurchase: true });
    const notBought = await addReview(ravi, tea.id, 'Never tried it, five stars anyway');
    expect(notBought.statusCode).toBe(201);
    expect(notBought.json()).toMatchObject({ customerName: 'Ravi', verifiedPurchase: false });

    expect((await reviewsOf(tea.id)).map((r) => [r.customerName, r.verifiedPurchase])).toEqual([
      ['Asha', true],
      ['Ravi', false],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${tea.id}` })).json()).toMatchObject({
      rating: 4,
      reviewCount: 2,
    });
  });

  it('is not given for an order of another product, nor can the client claim it', async () => {
    const other = await createProduct(t.db, { name: 'Darjeeling Tea' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/productReviews/add',
      headers: asha.headers,
      payload: { productId: other.id, review: 'Lovely', customerRating: 5, verifiedPurchase: true },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ verifiedPurchase: false });
  });

  // Issue 27 §5 (pen test): order, cancel (the money comes back), review as a "Verified purchase".
  it('is not given for an order the shopper cancelled, nor for one not delivered yet', async () => {
    const [ghee, dal] = [await createProduct(t.db), await createProduct(t.db)];
    const cancelledOrder = await ordered(meera, [{ productId: ghee.id }]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelledOrder.id}/cancel`,
      headers: meera.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await addReview(meera, ghee.id)).json()).toMatchObject({ verifiedPurchase: false });

    const onItsWay = await ordered(meera, [{ productId: dal.id }]);
    await moveTo(onItsWay.id, ['confirmed', 'packed', 'out_for_delivery']);
    expect((await addReview(meera, dal.id)).json()).toMatchObject({ verifiedPurchase: false });
  });

  it('counts what was delivered: not a line marked unavailable, and a substituted line for its substitute only', async () => {
    const [kept, missing, original, substitute] = [
      await createProduct(t.db, { name: 'Basmati Rice', price: 200 }),
      await createProduct(t.db, { name: 'Cow Ghee', price: 300 }),
      await createProduct(t.db, { name: 'Toor Dal 1 kg', price: 150 }),
      await createProduct(t.db, { name: 'Moong Dal 1 kg', price: 140 }),
    ];
    const order = await ordered(kiran, [{ productId: kept.id }, { productId: missing.id }, { productId: original.id }]);
    const [, missingLine, originalLine] = order.products.map((line) => line.id);
    await moveTo(order.id, ['confirmed']);
    const unavailable = await lineAction(t, staff, order.id, missingLine!, 'unavailable');
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    const [substituteVariant] = await variantsOf(t.db, substitute.id);
    const substituted = await lineAction(t, staff, order.id, originalLine!, 'substitute', {
      variantId: substituteVariant!.id,
    });
    expect(substituted.statusCode, substituted.body).toBe(200);
    await moveTo(order.id, ['packed', 'out_for_delivery', 'delivered']);

    const verified = async (productId: number) =>
      (await addReview(kiran, productId)).json<{ verifiedPurchase: boolean }>().verifiedPurchase;
    expect({
      kept: await verified(kept.id),
      missing: await verified(missing.id),
      original: await verified(original.id),
      substitute: await verified(substitute.id),
    }).toEqual({ kept: true, missing: false, original: false, substitute: true });
  });
});

describe('review writes', () => {
  it('are rate-limited per shopper: a rapid series answers 429 with a message, other shoppers are not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const product = await createProduct(t.db);
      statuses.push((await addReview(mallory, product.id, `Spam ${i}`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await addReview(mallory, tea.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: true, msg: expect.stringMatching(/^Too many attempts/) });
    expect((await addReview(ravi, (await createProduct(t.db)).id)).statusCode).toBe(201);
  });
});
