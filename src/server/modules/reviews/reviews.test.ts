import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createReview } from '#src/test/factories';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { refreshProductRating } from './reviews.service';

let t: TestApp;
let productId: number;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  productId = (await createProduct(t.db, { name: 'Basmati Rice' })).id;
});
afterAll(async () => t?.close());

describe('product reviews', () => {
  it('lists a product’s reviews oldest first (the original server’s order) in the spec’s shape', async () => {
    const older = await createReview(t.db, {
      productId,
      customerName: 'Asha',
      review: 'Fragrant',
      customerRating: 4.5,
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const newer = await createReview(t.db, {
      productId,
      customerName: 'Ravi',
      review: 'Too sticky',
      customerRating: 2,
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    await createReview(t.db, { customerName: 'Someone else' });
    const response = await get(`/api/productReviews?productId=${productId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: older.id, customerName: 'Asha', customerRating: 4.5 }),
      {
        id: newer.id,
        _id: newer.id,
        productId,
        customerName: 'Ravi',
        customerId: null,
        review: 'Too sticky',
        customerRating: 2,
        dateCreated: '2026-03-02T10:00:00.000Z',
        verifiedPurchase: false,
      },
    ]);
  });

  it('answers an unknown product with no reviews and malformed ids with a 400', async () => {
    expect((await get('/api/productReviews?productId=999999')).json()).toEqual([]);
    for (const query of [
      '',
      '?productId=',
      '?productId=abc',
      '?productId=1.5',
      '?productId=-1',
      '?productId=99999999999',
    ]) {
      expect((await get(`/api/productReviews${query}`)).statusCode, query).toBe(400);
    }
  });

  it('keeps the product rating at the average of its reviews', async () => {
    expect(await refreshProductRating(t.db, productId)).toEqual({ rating: 3.25, reviewCount: 2 });
    expect((await get(`/api/products/${productId}`)).json()).toMatchObject({ rating: 3.25, reviewCount: 2 });
    await createReview(t.db, { productId, customerRating: 5 });
    await refreshProductRating(t.db, productId);
    expect((await get(`/api/products/${productId}`)).json()).toMatchObject({ rating: 3.83, reviewCount: 3 });
    expect((await get(`/api/productReviews?productId=${productId}`)).json()).toHaveLength(3);
  });
});
