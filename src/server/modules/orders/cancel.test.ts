import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder, stockOf } from '#src/test/checkout';
import { variantsOf } from '#src/test/factories';
import { orderStatusOf, setOrderStatus, statusEventsOf } from '#src/test/orders';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** Cancelling returns the stock (issue 15, docs/decisions/023): by staff (PATCH) or by the shopper while pending. */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const cancel = (user: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.headers });

/** A real checkout through the API: the stock is taken as in the shop. */
async function boughtOrder(user: TestUser, productId: number, quantity: number): Promise<number> {
  await addLine(t, user, productId, quantity);
  const proof = await payForCart(t, user);
  const response = await placeOrder(t, user, orderPayload(user, proof));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('the shopper cancels a pending order', () => {
  const { asha, ravi, rice } = shopFor(t, { rice: { name: 'Basmati Rice', price: 649, countInStock: 10 } });

  it('200: cancelled, the variant’s and the product’s stock back, one history row by the shopper', async () => {
    const id = await boughtOrder(asha, rice.id, 3);
    expect(await stockOf(t, rice.id)).toBe(7);
    const response = await cancel(asha, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'cancelled' });
    expect(await stockOf(t, rice.id)).toBe(10);
    expect((await variantsOf(t.db, rice.id))[0]!.countInStock).toBe(10);
    expect(await statusEventsOf(t, id)).toMatchObject([{ status: 'cancelled', actorId: asha.id }]);

    const again = await cancel(asha, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This order is already being prepared and can no longer be cancelled here');
    const byStaff = await setOrderStatus(t, staff, id, { status: 'cancelled' });
    expect(byStaff.statusCode).toBe(409);
    expect(await stockOf(t, rice.id)).toBe(10);
  });

  it('another shopper’s order (replayed with their own token): 404, nothing changes', async () => {
    const id = await boughtOrder(asha, rice.id, 2);
    const stock = await stockOf(t, rice.id);
    const response = await cancel(ravi, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('This order does not exist');
    expect(await orderStatusOf(t, id)).toBe('pending');
    expect(await stockOf(t, rice.id)).toBe(stock);
    const guest = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel` });
    expect(guest.statusCode).toBe(401);
    expect(await orderStatusOf(t, id)).toBe('pending');
  });

  it('a confirmed order: 409, the shopper cannot cancel it any more', async () => {
    const id = await boughtOrder(asha, rice.id, 1);
    expect((await setOrderStatus(t, staff, id, { status: 'confirmed' })).statusCode).toBe(200);
    const stock = await stockOf(t, rice.id);
    expect((await cancel(asha, id)).statusCode).toBe(409);
    expect(await orderStatusOf(t, id)).toBe('confirmed');
    expect(await stockOf(t, rice.id)).toBe(stock);
  });

  it('an unknown order: 404', async () => {
    expect((await cancel(asha, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('staff cancel a packed order', () => {
  const { asha, dal, ghee } = shopFor(t, {
    dal: { name: 'Toor Dal', price: 180, countInStock: 6 },
    ghee: { name: 'Cow Ghee', price: 550, countInStock: 3 },
  });

  it('the stock comes back once; delivered orders keep theirs', async () => {
    const id = await boughtOrder(asha, dal.id, 4);
    for (const status of ['confirmed', 'packed']) {
      expect((await setOrderStatus(t, staff, id, { status })).statusCode).toBe(200);
    }
    expect(await stockOf(t, dal.id)).toBe(2);
    expect((await setOrderStatus(t, staff, id, { status: 'cancelled', note: 'Out of reach' })).statusCode).toBe(200);
    expect(await stockOf(t, dal.id)).toBe(6);
    expect((await setOrderStatus(t, staff, id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf(t, dal.id)).toBe(6);

    const delivered = await boughtOrder(asha, dal.id, 1);
    for (const status of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
      expect((await setOrderStatus(t, staff, delivered, { status })).statusCode).toBe(200);
    }
    expect((await setOrderStatus(t, staff, delivered, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf(t, dal.id)).toBe(5);
  });

  it('a product archived since the order still takes its stock back', async () => {
    const id = await boughtOrder(asha, ghee.id, 2);
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, ghee.id));
    expect((await setOrderStatus(t, staff, id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await variantsOf(t.db, ghee.id))[0]!.countInStock).toBe(3);
  });
});
