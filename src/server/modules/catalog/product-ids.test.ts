import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#src/test/factories';
import { createTestApp, type TestApp } from '#src/test/test-app';

let t: TestApp;
let ids: number[];
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  const snacks = await createCategory(t.db, { name: 'Snacks' });
  const drinks = await createCategory(t.db, { name: 'Drinks' });
  ids = [];
  for (let n = 0; n < 5; n += 1)
    ids.push((await createProduct(t.db, { catId: n % 2 ? snacks.id : drinks.id, name: `Item ${n}` })).id);
});
afterAll(async () => t?.close());

describe('GET /api/products/ids', () => {
  it('lists every product id in ascending order with its last change', async () => {
    const response = await get('/api/products/ids');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products.map((p: { id: number }) => p.id)).toEqual(ids);
    for (const product of body.products) expect(new Date(product.updatedAt).toISOString()).toBe(product.updatedAt);
    expect(body.next).toBeNull();
  });

  it('pages with after and limit, and says where the next page starts', async () => {
    const first = (await get('/api/products/ids?limit=2')).json();
    expect(first.products.map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 2));
    expect(first.next).toBe(ids[1]);
    const second = (await get(`/api/products/ids?after=${first.next}&limit=2`)).json();
    expect(second.products.map((p: { id: number }) => p.id)).toEqual(ids.slice(2, 4));
    const last = (await get(`/api/products/ids?after=${second.next}&limit=2`)).json();
    expect(last).toEqual({ products: [{ id: ids[4], updatedAt: expect.any(String) }], next: null });
  });

  it('shows a changed product with its new updatedAt, and a deleted one gone, on the next read', async () => {
    const before = (await get('/api/products/ids')).json();
    await t.db.execute(
      sql`update products set price = price + 1, updated_at = '2030-01-01T00:00:00Z' where id = ${ids[0]!}`,
    );
    await t.db.execute(sql`delete from products where id = ${ids[4]!}`);
    const after = (await get('/api/products/ids')).json();
    expect(after.products).toHaveLength(before.products.length - 1);
    expect(after.products[0]).toEqual({ id: ids[0], updatedAt: '2030-01-01T00:00:00.000Z' });
  });

  it('refuses a bad after or limit with 400', async () => {
    for (const query of ['limit=0', 'limit=50001', 'limit=x', 'after=-1', 'after=1.5']) {
      const response = await get(`/api/products/ids?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe(true);
    }
  });
});
