import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createProduct, createReview } from '#src/test/factories';
import { createTestApp, type TestApp } from '#src/test/test-app';

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  asha = await signedInUser(t, { name: 'Asha Rao' });
  ravi = await signedInUser(t, { name: 'Ravi Kumar' });
  productId = (await createProduct(t.db, { name: 'Filter Coffee' })).id;
  await createReview(t.db, { productId, customerRating: 3 });
});
afterAll(async () => t?.close());

const addReview = (user: TestUser | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/productReviews/add', ...(user ? { headers: user.headers } : {}), payload });

describe('writing a review', () => {
  it('stores the review under the signed-in shopper, whatever name the client sends', async () => {
    const response = await addReview(asha, {
      productId,
      review: '  Strong and fresh  ',
      customerRating: 5,
      customerName: 'The Shop Owner',
      customerId: asha.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      productId,
      customerId: asha.id,
      customerName: 'Asha Rao',
      review: 'Strong and fresh',
      customerRating: 5,
    });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${productId}` })).json();
    // Oldest first, as the original server answered: the new review comes last.
    expect(listed.at(-1)).toMatchObject({ customerName: 'Asha Rao', review: 'Strong and fresh' });
  });

  it('makes the product rating the average of its reviews and counts them', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json()).toMatchObject({
      rating: 4,
      reviewCount: 2,
    });
    expect((await addReview(ravi, { productId, review: 'Bitter', customerRating: '1.5' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json()).toMatchObject({
      rating: 3.17,
      reviewCount: 3,
    });
  });

  it('refuses a second review by the same shopper with 409 and leaves the rating alone', async () => {
    const again = await addReview(asha, { productId, review: 'Changed my mind', customerRating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: true, msg: 'You have already reviewed this product' });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json()).toMatchObject({
      rating: 3.17,
      reviewCount: 3,
    });
  });

  it('refuses a forged author id (403) and a guest (401)', async () => {
    const other = await createProduct(t.db);
    expect(
      (await addReview(ravi, { productId: other.id, review: 'Fake', customerRating: 5, customerId: asha.id }))
        .statusCode,
    ).toBe(403);
    expect((await addReview(null, { productId: other.id, review: 'Fake', customerRating: 5 })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${other.id}` })).json()).toEqual(
      [],
    );
  });

  it('takes ratings from 0.5 to 5 in half steps only', async () => {
    const other = await createProduct(t.db);
    for (const customerRating of [7, 0.3, 0, -1, 5.5, 2.25, 'x', null]) {
      const response = await addReview(ravi, { productId: other.id, review: 'Fine', customerRating });
      expect(response.statusCode, String(customerRating)).toBe(400);
      expect(response.json().error).toBe(true);
    }
    expect((await addReview(ravi, { productId: other.id, review: 'Fine', customerRating: 0.5 })).statusCode).toBe(201);
  });

  it('needs 1 to 2,000 characters of text, and an existing product', async () => {
    const other = await createProduct(t.db);
    const empty = await addReview(asha, { productId: other.id, review: '   ', customerRating: 4 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('Please add Review');
    expect(
      (await addReview(asha, { productId: other.id, review: 'x'.repeat(2001), customerRating: 4 })).statusCode,
    ).toBe(400);
    expect((await addReview(asha, { productId: 999999, review: 'Ghost', customerRating: 4 })).statusCode).toBe(404);
    expect(
      (await addReview(asha, { productId: other.id, review: 'x'.repeat(2000), customerRating: 4 })).statusCode,
    ).toBe(201);
  });
});
