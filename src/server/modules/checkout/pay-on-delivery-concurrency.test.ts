import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { deliveryZones, orders } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, SHIPPING, stockOf } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';

/**
 * Pay on delivery's races (docs/decisions/047) on the PostgreSQL server whenever one is reachable (PGlite serialises
 * transactions, so a missing lock passes there): the last unit, the same checkout sent twice, the payment recorded
 * twice at once.
 */
const t = testAppForFile({
  template: 'empty',
  engine: 'postgres',
  env: { RATE_LIMITS: 'admin-write=100000', REFUND_SWEEP: 'false' },
});

const onDelivery = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/orders/create-on-delivery', headers: user.headers, payload: SHIPPING });
const ordersOf = async (ids: number[]) =>
  (await t.db.select({ n: count() }).from(orders).where(inArray(orders.userId, ids)))[0]!.n;

describe('pay on delivery at the same moment', () => {
  it('runs on the PostgreSQL server whenever one is reachable', async () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
    await t.db
      .update(deliveryZones)
      .set({ payOnDelivery: true, payOnDeliveryMaxOrder: 5_000, payOnDeliveryMaxOpen: 1 })
      .where(eq(deliveryZones.isDefault, true));
  });

  it('two shoppers, one last unit: one order, one clear refusal, stock never negative', async () => {
    const ghee = await createProduct(t.db, { name: 'Last Tin of Ghee', price: 600, countInStock: 1 });
    const asha = await signedInUser(t, { name: 'Asha' });
    const ravi = await signedInUser(t, { name: 'Ravi' });
    await addLine(t, asha, ghee.id, 1);
    await addLine(t, ravi, ghee.id, 1);
    const answers = await Promise.all([onDelivery(asha), onDelivery(ravi)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await stockOf(t, ghee.id)).toBe(0);
    expect(await ordersOf([asha.id, ravi.id])).toBe(1);
  });

  it('the same checkout sent twice (a double tap, two tabs) places one order within the open-orders limit', async () => {
    const rice = await createProduct(t.db, { name: 'Sona Rice', price: 100, countInStock: 50 });
    const meera = await signedInUser(t, { name: 'Meera' });
    await addLine(t, meera, rice.id, 2);
    const answers = await Promise.all([onDelivery(meera), onDelivery(meera), onDelivery(meera)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await ordersOf([meera.id])).toBe(1);
    expect(await stockOf(t, rice.id)).toBe(48);
  });

  it('the payment recorded twice at once: once', async () => {
    const dal = await createProduct(t.db, { name: 'Toor Dal', price: 150, countInStock: 50 });
    const sunil = await signedInUser(t, { name: 'Sunil', role: 'staff' });
    const kiran = await signedInUser(t, { name: 'Kiran' });
    await addLine(t, kiran, dal.id, 1);
    const placed = await onDelivery(kiran);
    expect(placed.statusCode, placed.body).toBe(201);
    const record = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.json().id}/payment`,
        headers: { ...sunil.headers, 'content-type': 'application/json' },
        payload: { method: 'cash', amount: 150 },
      });
    const answers = await Promise.all([record(), record()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
