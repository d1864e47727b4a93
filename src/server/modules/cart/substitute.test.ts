import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine } from '#src/test/checkout';
import { shopForFile } from '#src/test/shop';

/**
 * The substitution preference of a cart line (issue 16, docs/decisions/032): "Substitute with a similar item" by
 * default, "Don't substitute" on request, on own lines only; the quantity endpoint keeps working as it did.
 */
const { t, asha, ravi, rice } = shopForFile({ rice: { name: 'Basmati Rice 5 kg', price: 649, countInStock: 10 } });

const setSubstitute = (user: TestUser | null, id: number | string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cart/${id}/substitute`,
    ...(user ? { headers: user.headers } : {}),
    payload,
  });
const cartOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json();
const rowOf = async (id: number) => (await t.db.select().from(cartItems).where(eq(cartItems.id, id)))[0]!;

describe('PUT /api/cart/:id/substitute', () => {
  it('a new line substitutes by default; "don’t" is saved and answered with the line; back again', async () => {
    await addLine(t, asha, rice.id, 2);
    const [line] = await cartOf(asha);
    expect(line.substitute).toBe(true);

    const off = await setSubstitute(asha, line.id, { substitute: false, userId: asha.id });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: line.id, productId: rice.id, quantity: 2, price: 649, substitute: false });
    expect((await rowOf(line.id)).substitute).toBe(false);
    expect((await cartOf(asha))[0].substitute).toBe(false);

    // The quantity endpoint keeps the preference and takes no other field.
    const quantity = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line.id}`,
      headers: asha.headers,
      payload: { quantity: 3, substitute: true },
    });
    expect(quantity.statusCode).toBe(200);
    expect(quantity.json()).toMatchObject({ quantity: 3, substitute: false });

    expect((await setSubstitute(asha, line.id, { substitute: true })).json().substitute).toBe(true);
    expect((await rowOf(line.id)).substitute).toBe(true);
  });

  it('only true or false: anything else is a 400 and changes nothing', async () => {
    const [line] = await cartOf(asha);
    for (const payload of [{}, { substitute: 'no' }, { substitute: 0 }, { substitute: null }]) {
      const response = await setSubstitute(asha, line.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: true });
    }
    expect((await setSubstitute(asha, 'abc', { substitute: false })).statusCode).toBe(400);
    expect((await rowOf(line.id)).substitute).toBe(true);
  });

  it('another shopper’s line is 404 (and naming another user 403); a guest 401; nothing changes', async () => {
    const [line] = await cartOf(asha);
    const other = await setSubstitute(ravi, line.id, { substitute: false });
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('This item is not in your cart');
    expect((await setSubstitute(ravi, line.id, { substitute: false, userId: asha.id })).statusCode).toBe(403);
    expect((await setSubstitute(null, line.id, { substitute: false })).statusCode).toBe(401);
    expect((await setSubstitute(asha, 2_000_000_000, { substitute: false })).statusCode).toBe(404);
    expect((await rowOf(line.id)).substitute).toBe(true);
  });
});
