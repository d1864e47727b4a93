import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZProductDetail } from '#src/contracts/catalog';
import { auditLog, cartItems } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { beforeAllValue } from '#src/test/hooks';
import { shopForFile } from '#src/test/shop';

/** Issue 32 §1, decision 061: the grocer's per-order maximum of a pack caps the cart, and paying for more. */
const { t, asha, ravi, sugar } = shopForFile({
  sugar: { name: 'Sugar 1 kg', price: 50, countInStock: 40 },
});
const admin = beforeAllValue(async () => signedInUser(t, { email: 'grocer@example.com', isAdmin: true }));

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const shopVariant = async () =>
  ZProductDetail.parse((await t.app.inject({ method: 'GET', url: `/api/products/${sugar.id}` })).json()).variants[0]!;
async function setMax(max: number | null) {
  const variant = await shopVariant();
  const response = await call(admin, 'PATCH', `/api/admin/products/${sugar.id}`, {
    variants: [
      {
        id: variant.id,
        sku: variant.sku,
        label: variant.label || 'Pack',
        price: 50,
        countInStock: 40,
        maxPerOrder: max,
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
}
const quantityIn = async (user: TestUser) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).map((row) => row.quantity);

describe('the per-order maximum of a pack', () => {
  it('is set by the grocer in the product form, audited, and shown with the pack', async () => {
    expect((await shopVariant()).maxPerOrder).toBeUndefined();
    await setMax(3);
    expect((await shopVariant()).maxPerOrder).toBe(3);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(sugar.id))));
    expect(JSON.stringify(audit.at(-1)?.after)).toContain('"maxPerOrder":3');
  });

  it('refuses adding more than the maximum with a 400 that says it, and adds up to it', async () => {
    const over = await call(asha, 'POST', '/api/cart/add', { productId: sugar.id, quantity: 4 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      msg: 'You can buy at most 3 of this item per order',
      code: 'OVER_MAX_PER_ORDER',
    });
    expect(await quantityIn(asha)).toEqual([]);
    const added = await call(asha, 'POST', '/api/cart/add', { productId: sugar.id, quantity: 3 });
    expect(added.statusCode).toBe(201);
    const [line] = (await call(asha, 'GET', `/api/cart?userId=${asha.id}`)).json();
    expect(line).toMatchObject({ quantity: 3, maxPerOrder: 3 });
  });

  it('refuses changing a line above the maximum and keeps the quantity', async () => {
    const [line] = (await call(asha, 'GET', `/api/cart?userId=${asha.id}`)).json();
    const over = await call(asha, 'PUT', `/api/cart/${line.id}`, { quantity: 4 });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('You can buy at most 3 of this item per order');
    expect(await quantityIn(asha)).toEqual([3]);
    const down = await call(asha, 'PUT', `/api/cart/${line.id}`, { quantity: 2 });
    expect(down.statusCode).toBe(200);
    expect(await quantityIn(asha)).toEqual([2]);
  });

  it('refuses paying for a cart over a maximum the grocer lowered meanwhile', async () => {
    const added = await call(ravi, 'POST', '/api/cart/add', { productId: sugar.id, quantity: 3 });
    expect(added.statusCode).toBe(201);
    await setMax(2);
    const paying = await call(ravi, 'POST', '/api/payments/order', {});
    expect(paying.statusCode).toBe(400);
    expect(paying.json()).toMatchObject({
      msg: 'You can buy at most 2 of "Sugar 1 kg" per order; please change the quantity',
      code: 'OVER_MAX_PER_ORDER',
    });
  });

  it('is refused above the limit or below 1 by the form, and "no limit" lifts it', async () => {
    const variant = await shopVariant();
    for (const max of [0, 1001, 2.5]) {
      const response = await call(admin, 'PATCH', `/api/admin/products/${sugar.id}`, {
        variants: [{ id: variant.id, sku: variant.sku, label: 'Pack', price: 50, countInStock: 40, maxPerOrder: max }],
      });
      expect(response.statusCode, String(max)).toBe(400);
    }
    await setMax(null);
    expect((await shopVariant()).maxPerOrder).toBeUndefined();
    const [line] = (await call(ravi, 'GET', `/api/cart?userId=${ravi.id}`)).json();
    expect((await call(ravi, 'PUT', `/api/cart/${line.id}`, { quantity: 10 })).statusCode).toBe(200);
  });
});
