import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { cartItems, orders, products } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createProduct } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { addLine, orderPayload, paymentRow, payForCart, placeOrder, stockOf } from '#src/test/checkout';

/**
 * Orders placed at the same moment (Promise.all over app.inject: on PostgreSQL each request runs on its own pooled
 * connection, so the transactions truly overlap). They run on the PostgreSQL server whenever one is reachable, also
 * in a PGlite run (`engine: 'postgres'`): PGlite serialises transactions, so a missing lock passes there.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres' });

const shoppers = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => signedInUser(t, { name: `Shopper ${i}` })));
const orderCount = async (userIds: number[]) =>
  (await t.db.select({ n: count() }).from(orders).where(inArray(orders.userId, userIds)))[0]!.n;

describe('racing for the last units', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('two shoppers, one last unit: one order, one clear 409, stock never negative', async () => {
    const pickle = await createProduct(t.db, { name: 'Last Jar of Pickle', price: 120, countInStock: 1 });
    const [asha, ravi] = (await shoppers(2)) as [TestUser, TestUser];
    await addLine(t, asha, pickle.id, 1);
    await addLine(t, ravi, pickle.id, 1);
    const [ashaProof, raviProof] = [await payForCart(t, asha), await payForCart(t, ravi)];

    const answers = await Promise.all([
      placeOrder(t, asha, orderPayload(asha, ashaProof)),
      placeOrder(t, ravi, orderPayload(ravi, raviProof)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().msg).toBe(
      'Sorry, "Last Jar of Pickle" sold out while you were paying. Your payment will be refunded.',
    );
    expect(await stockOf(t, pickle.id)).toBe(0);
    expect(await orderCount([asha.id, ravi.id])).toBe(1);

    const [winner, other] = answers[0]!.statusCode === 201 ? [ashaProof, raviProof] : [raviProof, ashaProof];
    const loserUser = answers[0]!.statusCode === 201 ? ravi : asha;
    expect((await paymentRow(t, winner.razorpay_order_id)).status).toBe('used');
    expect((await paymentRow(t, other.razorpay_order_id)).status).toBe('refunded');
    // Nothing of the loser's changed: the cart is still there to show what could not be bought.
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, loserUser.id))).toHaveLength(1);
  });

  it('six shoppers for two units: exactly two orders, stock exactly zero', async () => {
    const oil = await createProduct(t.db, { name: 'Cold Pressed Oil', price: 450, countInStock: 2 });
    const users = await shoppers(6);
    for (const user of users) await addLine(t, user, oil.id, 1);
    const proofs: Awaited<ReturnType<typeof payForCart>>[] = [];
    for (const user of users) proofs.push(await payForCart(t, user));
    const answers = await Promise.all(users.map((user, i) => placeOrder(t, user, orderPayload(user, proofs[i]!))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await stockOf(t, oil.id)).toBe(0);
    expect(await orderCount(users.map((u) => u.id))).toBe(2);
  });

  it('carts sharing products in opposite orders all go through without deadlocks', async () => {
    const items = await Promise.all(
      ['Tea', 'Sugar', 'Milk', 'Biscuits'].map((name) => createProduct(t.db, { name, price: 50, countInStock: 100 })),
    );
    const users = await shoppers(4);
    for (const [i, user] of users.entries()) {
      const order = i % 2 === 0 ? items : [...items].reverse();
      for (const item of order) await addLine(t, user, item.id, 3);
    }
    const proofs: Awaited<ReturnType<typeof payForCart>>[] = [];
    for (const user of users) proofs.push(await payForCart(t, user));
    const answers = await Promise.all(users.map((user, i) => placeOrder(t, user, orderPayload(user, proofs[i]!))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    for (const item of items) expect(await stockOf(t, item.id)).toBe(100 - 4 * 3);
  });
});

describe('the same payment twice at once', () => {
  it('a double submit creates one order; both answers name it', async () => {
    const bread = await createProduct(t.db, { name: 'Brown Bread', price: 45, countInStock: 10 });
    const [asha] = (await shoppers(1)) as [TestUser];
    await addLine(t, asha, bread.id, 2);
    const proof = await payForCart(t, asha);
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(t, asha, orderPayload(asha, proof))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await orderCount([asha.id])).toBe(1);
    expect(await stockOf(t, bread.id)).toBe(8);
    const [row] = await t.db.select({ stock: products.countInStock }).from(products).where(eq(products.id, bread.id));
    expect(row!.stock).toBe(8);
  });
});
