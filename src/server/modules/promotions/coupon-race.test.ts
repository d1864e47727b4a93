import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { coupons, orderDiscounts, orders } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { addLine, orderPayload, paymentRow, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';

/**
 * The last use of a code (issue 29 §2, docs/decisions/048): ten shoppers who all paid with it place their orders at
 * the same moment. On PostgreSQL each request runs on its own pooled connection, so the transactions truly overlap
 * (`engine: 'postgres'` whenever the local server answers; PGlite serialises transactions).
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres', env: { RATE_LIMITS: 'admin-write=100000' } });

describe("racing for a code's last use", () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('ten shoppers, one use left: exactly one order gets it, the others are refunded, then told before paying', async () => {
    const admin = await signedInUser(t, { name: 'Meera', role: 'owner' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin.headers,
      payload: { code: 'LASTONE', kind: 'flat', value: 100, maxUses: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const couponId = made.json<{ id: number }>().id;
    const ghee = await createProduct(t.db, { name: 'Desi Ghee', price: 600, countInStock: 100 });
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => signedInUser(t, { name: `Shopper ${i}` })));
    const proofs: Awaited<ReturnType<typeof payForCart>>[] = [];
    for (const user of users) {
      await addLine(t, user, ghee.id, 1);
      const applied = await t.app.inject({
        method: 'PUT',
        url: '/api/cart/coupon',
        headers: user.headers,
        payload: { code: 'LASTONE' },
      });
      expect(applied.statusCode, applied.body).toBe(200);
      proofs.push(await payForCart(t, user));
    }
    expect(proofs.every((proof) => proof.amount === 500_00)).toBe(true);

    const answers = await Promise.all(users.map((user, i) => placeOrder(t, user, orderPayload(user, proofs[i]!))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().msg).toBe(
        'Sorry, coupon LASTONE could no longer be used while you were paying. Your payment will be refunded; please check out again.',
      );
    }
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon!.uses).toBe(1);
    const ids = users.map((user) => user.id);
    expect((await t.db.select({ n: count() }).from(orders).where(inArray(orders.userId, ids)))[0]!.n).toBe(1);
    expect(
      (await t.db.select({ n: count() }).from(orderDiscounts).where(eq(orderDiscounts.couponId, couponId)))[0]!.n,
    ).toBe(1);
    const winner = statuses.indexOf(201);
    for (const [i, proof] of proofs.entries()) {
      expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe(i === winner ? 'used' : 'refunded');
    }

    // A loser checking out again hears it before paying.
    const loser = users[winner === 0 ? 1 : 0]!;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/order',
      headers: loser.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(
      'LASTONE has been used the maximum number of times. Please remove the coupon to continue.',
    );
  });
});
