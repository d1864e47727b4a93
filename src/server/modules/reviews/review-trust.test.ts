import { describe, expect, it } from 'vitest';
import type { TReview } from '#src/contracts/reviews';
import type { TestUser } from '#src/test/auth';
import { createProduct } from '#src/test/factories';
import { shopForFile, signedInUserForFile } from '#src/test/shop';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';

/** Issue 11 §4 (reviews): "Verified purchase" only for buyers, and no review floods. */
const { t, asha, ravi, tea } = shopForFile({ tea: { name: 'Assam Tea 500 g', price: 240, countInStock: 20 } });
const mallory = signedInUserForFile(t, { name: 'Mallory' });

const addReview = (user: TestUser, productId: number, review = 'Good') =>
  t.app.inject({
    method: 'POST',
    url: '/api/productReviews/add',
    headers: user.headers,
    payload: { productId, review, customerRating: 4 },
  });
const reviewsOf = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${productId}` })).json() as TReview[];

describe('verified purchase', () => {
  it('marks the review of a shopper who ordered the product, not of one who did not; the average counts both', async () => {
    await addLine(t, asha, tea.id, 2);
    const placed = await placeOrder(t, asha, orderPayload(asha, await payForCart(t, asha)));
    expect(placed.statusCode, placed.body).toBe(201);

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
