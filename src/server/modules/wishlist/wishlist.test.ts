import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#src/db/schema/index';
import { type TestUser } from '#src/test/auth';
import { shopForFile } from '#src/test/shop';

const { t, asha, ravi, rice, dal } = shopForFile({
  rice: { name: 'Basmati Rice 5 kg', price: 649, rating: 4.25, images: ['rice.webp', 'rice-2.webp'] },
  dal: { name: 'Toor Dal 1 kg', price: 189 },
});

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });

describe('My List', () => {
  it('adds a product with title, image, rating and price from the catalogue, ignoring what the client sends', async () => {
    const added = await call(asha, 'POST', '/api/my-list/add', {
      productId: rice.id,
      productTitle: 'Gold bars',
      image: 'evil.png',
      rating: 5,
      price: 1,
      userId: asha.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ status: true, msg: 'The product added in my list' });

    const list = await call(asha, 'GET', `/api/my-list?userId=${asha.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        _id: list.json()[0].id,
        productId: rice.id,
        productTitle: 'Basmati Rice 5 kg',
        image: 'rice.webp',
        rating: '4.25',
        price: 649,
        userId: asha.id,
      },
    ]);
  });

  it('answers a second add of the same product with status false and keeps one entry', async () => {
    const again = await call(asha, 'POST', '/api/my-list/add', { productId: rice.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: false, msg: 'The product is already in my list' });
    expect((await call(asha, 'GET', '/api/my-list')).json()).toHaveLength(1);
  });

  it('looks one product up: its entry when listed, [] when not', async () => {
    const listed = await call(asha, 'GET', `/api/my-list?productId=${rice.id}&userId=${asha.id}`);
    expect(listed.json()).toEqual([expect.objectContaining({ productId: rice.id })]);
    expect((await call(asha, 'GET', `/api/my-list?productId=${dal.id}&userId=${asha.id}`)).json()).toEqual([]);
  });

  it('shows the current price after the catalogue changes it', async () => {
    await t.db.update(products).set({ price: 599 }).where(eq(products.id, rice.id));
    expect((await call(asha, 'GET', '/api/my-list')).json()[0]).toMatchObject({ price: 599 });
  });

  it('keeps lists apart: another shopper sees only their own and cannot remove or read Asha’s', async () => {
    expect((await call(ravi, 'GET', '/api/my-list')).json()).toEqual([]);
    const [entry] = (await call(asha, 'GET', '/api/my-list')).json();
    const stolen = await call(ravi, 'DELETE', `/api/my-list/${entry.id}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ error: true, msg: 'This item is not in your list' });
    expect((await call(asha, 'GET', '/api/my-list')).json()).toHaveLength(1);
  });

  it('refuses another user id with 403, whichever call names it', async () => {
    for (const response of [
      await call(ravi, 'GET', `/api/my-list?userId=${asha.id}`),
      await call(ravi, 'GET', `/api/my-list?productId=${rice.id}&userId=${asha.id}`),
      await call(ravi, 'POST', '/api/my-list/add', { productId: dal.id, userId: asha.id }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: true, msg: 'You can only act on your own account' });
    }
    expect((await call(asha, 'GET', '/api/my-list')).json()).toHaveLength(1);
  });

  it('needs a valid token for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/my-list'],
      ['POST', '/api/my-list/add'],
      ['DELETE', '/api/my-list/1'],
    ] as const) {
      expect((await call(null, method, url, method === 'POST' ? { productId: rice.id } : undefined)).statusCode).toBe(
        401,
      );
    }
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/my-list',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers bad input with 400 and an unknown product with 404', async () => {
    for (const payload of [{}, { productId: 'abc' }, { productId: -1 }, { productId: 1.5 }]) {
      expect((await call(asha, 'POST', '/api/my-list/add', payload)).statusCode).toBe(400);
    }
    expect((await call(asha, 'GET', '/api/my-list?productId=x')).statusCode).toBe(400);
    expect((await call(asha, 'DELETE', '/api/my-list/abc')).statusCode).toBe(400);
    const unknown = await call(asha, 'POST', '/api/my-list/add', { productId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('This product does not exist or is no longer available');
  });

  it('removes an own entry', async () => {
    const [entry] = (await call(asha, 'GET', '/api/my-list')).json();
    const removed = await call(asha, 'DELETE', `/api/my-list/${entry.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: true, msg: 'Item removed from My List!' });
    expect((await call(asha, 'GET', '/api/my-list')).json()).toEqual([]);
    expect((await call(asha, 'DELETE', `/api/my-list/${entry.id}`)).statusCode).toBe(404);
  });
});
