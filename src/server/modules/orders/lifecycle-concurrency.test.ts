import { describe, expect, inject, it } from 'vitest';
import { createProduct, variantsOf } from '#src/test/factories';
import { orderStatusOf, setOrderStatus, statusEventsOf, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Two status changes of one order at the same moment (docs/decisions/023). On the PostgreSQL server whenever one is
 * reachable (`engine: 'postgres'`): PGlite serialises transactions, so a missing row lock would pass there.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres', env: { RATE_LIMITS: 'admin-write=100000' } });
const shopper = signedInUserForFile(t);
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

describe('concurrent status changes', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('cancel twice at once (staff and admin), five times over: one 200, one 409, one history row', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await storedOrder(t, shopper);
      const answers = await Promise.all([
        setOrderStatus(t, staff, order.id, { status: 'cancelled' }),
        setOrderStatus(t, admin, order.id, { status: 'cancelled' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().msg).toBe(
        'This order is cancelled: it cannot be changed to cancelled',
      );
      expect(await orderStatusOf(t, order.id)).toBe('cancelled');
      expect((await statusEventsOf(t, order.id)).map((event) => event.status)).toEqual(['cancelled']);
    }
  });

  it('confirm and pack at once: both apply, one after the other (pack sees confirmed) or pack is refused', async () => {
    const order = await storedOrder(t, shopper);
    const [confirm, pack] = await Promise.all([
      setOrderStatus(t, staff, order.id, { status: 'confirmed' }),
      setOrderStatus(t, admin, order.id, { status: 'packed' }),
    ]);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const events = (await statusEventsOf(t, order.id)).map((event) => event.status);
    if (pack.statusCode === 200) expect(events).toEqual(['confirmed', 'packed']);
    else {
      expect(pack.statusCode).toBe(409);
      expect(events).toEqual(['confirmed']);
    }
    expect(await orderStatusOf(t, order.id)).toBe(events.at(-1));
  });

  it('the same move twice at once: one 200, one 409', async () => {
    const order = await storedOrder(t, shopper);
    const answers = await Promise.all([
      setOrderStatus(t, staff, order.id, { status: 'confirmed' }),
      setOrderStatus(t, staff, order.id, { status: 'confirmed' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await statusEventsOf(t, order.id)).toHaveLength(1);
  });

  it('the shopper and staff cancel at once: the stock comes back once', async () => {
    const oil = await createProduct(t.db, { name: 'Mustard Oil', price: 210, countInStock: 5 });
    const [variant] = await variantsOf(t.db, oil.id);
    const order = await storedOrder(t, shopper, {
      lines: [{ productId: oil.id, variantId: variant!.id, quantity: 2, price: 210 }],
    });
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: shopper.headers }),
      setOrderStatus(t, staff, order.id, { status: 'cancelled' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // storedOrder took no stock: the one cancellation that applied put 2 back on the 5.
    expect((await variantsOf(t.db, oil.id))[0]!.countInStock).toBe(7);
  });
});
