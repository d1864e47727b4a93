import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct } from '#src/test/factories';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { statementCountingApp } from '#src/test/statements';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { catalogCacheFor } from './catalog.cache';

/**
 * Every write that changes what the catalogue cache serves shows on the next read, on both engines: on PGlite the
 * cache learns of it from the database's notification at commit, on PostgreSQL from the version read per request.
 */
let t: TestApp;
let asha: TestUser;
let catId: number;
let productId: number;
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const reads = () =>
  Promise.all([
    get(`/api/products/${productId}`),
    get(`/api/products/catId?catId=${catId}`).then((listing) => listing.products[0]),
    get('/api/search?q=jaggery').then((found) => found[0]),
  ]);

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  asha = await signedInUser(t, { name: 'Asha Rao' });
  catId = (await createCategory(t.db, { name: 'Pantry' })).id;
  productId = (await createProduct(t.db, { catId, name: 'Organic Jaggery', price: 120, countInStock: 10 })).id;
});
afterAll(async () => t?.close());

describe('catalogue cache invalidation', () => {
  it('answers a cached read without any statement on PGlite, with one version read on PostgreSQL', async () => {
    expect(catalogCacheFor(t.db).listening).toBe(t.database.engine === 'pglite');
    const counting = await statementCountingApp(t);
    try {
      const url = `/api/products/catId?catId=${catId}`;
      expect((await counting.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      counting.statements.length = 0;
      expect((await counting.app.inject({ method: 'GET', url })).json().products[0]).toMatchObject({ price: 120 });
      expect(counting.statements).toHaveLength(t.database.engine === 'pglite' ? 0 : 1);
      // A write through the other app (its own cache) empties this one too.
      await t.db.execute(sql`update products set price = 125 where id = ${productId}`);
      expect((await counting.app.inject({ method: 'GET', url })).json().products[0]).toMatchObject({ price: 125 });
    } finally {
      await counting.close();
    }
  });

  it('shows a price change committed in a transaction on the next read, and never a rolled-back one', async () => {
    expect((await reads()).map((p) => p.price)).toEqual([125, 125, 125]);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price = 110 where id = ${productId}`);
    });
    expect((await reads()).map((p) => p.price)).toEqual([110, 110, 110]);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price = 1 where id = ${productId}`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await reads()).map((p) => p.price)).toEqual([110, 110, 110]);
  });

  it('shows the stock an order took on the next read of the product, the listing and search', async () => {
    expect((await reads()).map((p) => p.countInStock)).toEqual([10, 10, 10]);
    await addLine(t, asha, productId, 3);
    const proof = await payForCart(t, asha);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await reads()).map((p) => p.countInStock)).toEqual([7, 7, 7]);
  });

  it("shows a new review in the product's reviews and its rating on the next read", async () => {
    expect(await get(`/api/productReviews?productId=${productId}`)).toEqual([]);
    expect((await reads()).map((p) => [p.rating, p.reviewCount])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/productReviews/add',
      headers: asha.headers,
      payload: { productId, review: 'Sweet and earthy', customerRating: 4 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await get(`/api/productReviews?productId=${productId}`)).toMatchObject([
      { customerName: 'Asha Rao', review: 'Sweet and earthy' },
    ]);
    expect((await reads()).map((p) => [p.rating, p.reviewCount])).toEqual([
      [4, 1],
      [4, 1],
      [4, 1],
    ]);
  });

  it('shows new, renamed and deleted products on the next read', async () => {
    const other = await createProduct(t.db, { catId, name: 'Palm Jaggery' });
    expect((await get(`/api/products/catId?catId=${catId}`)).total).toBe(2);
    await t.db.execute(sql`update products set name = 'Palm Jaggery Cubes' where id = ${other.id}`);
    expect((await get(`/api/products/${other.id}`)).name).toBe('Palm Jaggery Cubes');
    await t.db.execute(sql`delete from products where id = ${other.id}`);
    expect((await get(`/api/products/catId?catId=${catId}`)).total).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${other.id}` })).statusCode).toBe(404);
  });
});
