import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { TPaymentOrder } from '#src/contracts/payments';
import { deliverySlotClaims, orders, payments } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, orderPayload, paymentRow, payPayment, placeOrder, SHIPPING, stockOf } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS, expireHold, remainingIn, zoneWithDailySlot } from '#src/test/delivery';
import { createProduct } from '#src/test/factories';
import { refundsOfPayment } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * More shoppers than places racing through payment and placement for a slot's last places (issue 16,
 * docs/decisions/031): exactly the capacity is booked, the others get a clear message and no charge is kept. On the
 * PostgreSQL server whenever one is reachable (`engine: 'postgres'`): PGlite serialises transactions.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

/**
 * As many shoppers as the test database's pool has connections (5): more would wait for a connection behind the
 * slot's lock queue, and a loaded machine can make that wait exceed the pool's connection timeout (a 503).
 */
const SHOPPERS = 5;

const shoppers = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => signedInUser(t, { name: `Shopper ${i}` })));
const createPayment = (user: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments/order', headers: user.headers, payload: body });
const bookingsOf = async (slotRef: string) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.slotRef, slotRef)))[0]!.n;

describe('racing for the last places of a slot', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('5 shoppers paid for 2 places (their holds expired): exactly 2 orders, 3 refused and refunded; 3 rounds', async () => {
    for (let round = 0; round < 3; round++) {
      const zone = await zoneWithDailySlot(t, admin, { name: `Race ${round}`, prefixes: [`${round + 1}9`] }, 2);
      const body = { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId };
      const users = await shoppers(SHOPPERS);
      // A product each: orders sharing a product queue on its row lock, which would hide a missing slot lock.
      const honeys = await Promise.all(
        users.map((_, i) => createProduct(t.db, { name: `Forest Honey ${round}.${i}`, price: 400, countInStock: 5 })),
      );
      const paid: { user: TestUser; payment: TPaymentOrder }[] = [];
      for (const [i, user] of users.entries()) {
        await addLine(t, user, honeys[i]!.id, 1);
        const response = await createPayment(user, body);
        expect(response.statusCode, response.body).toBe(201);
        const payment = response.json<TPaymentOrder>();
        // Each pays slowly: the hold runs out, so the next shopper can hold the place and pay too.
        await expireHold(t, (await paymentRow(t, payment.orderId)).slotHoldId!);
        paid.push({ user, payment });
      }
      const proofs = await Promise.all(paid.map(({ user, payment }) => payPayment(t, user, payment)));

      const answers = await Promise.all(
        paid.map(({ user }, i) => placeOrder(t, user, orderPayload(user, proofs[i]!, { pincode: zone.pincode }))),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      const bodies = answers.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 200)}`).join('\n');
      expect(
        statuses.filter((status) => status === 201),
        bodies,
      ).toHaveLength(2);
      expect(
        statuses.filter((status) => status === 409),
        bodies,
      ).toHaveLength(SHOPPERS - 2);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json().msg).toBe(
          'Sorry, your delivery slot was taken while you were paying. Your payment will be refunded; please choose another slot.',
        );
      }
      expect(await bookingsOf(zone.slotId)).toBe(2);
      expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(0);
      const orderIds = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.slotRef, zone.slotId))).map(
        (row) => row.id,
      );
      const claims = await t.db
        .select()
        .from(deliverySlotClaims)
        .where(and(eq(deliverySlotClaims.kind, 'booking'), inArray(deliverySlotClaims.orderId, orderIds)));
      expect(claims).toHaveLength(2);
      // Only the placed orders took stock; every refused payment was given back in full.
      for (const [i, answer] of answers.entries()) {
        const row = await paymentRow(t, paid[i]!.payment.orderId);
        if (answer.statusCode === 201) {
          expect(row.status).toBe('used');
          expect(await stockOf(t, honeys[i]!.id)).toBe(4);
        } else {
          expect(row.status).toBe('refunded');
          expect(await stockOf(t, honeys[i]!.id)).toBe(5);
          expect(await refundsOfPayment(t, proofs[i]!.razorpay_payment_id)).toMatchObject([{ amount: 40_000 }]);
        }
      }
    }
  });

  it('5 shoppers starting payments at once for 2 places: 2 held and placed, 3 refused before paying', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Rush', prefixes: ['8'] }, 2);
    const body = { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId };
    const users = await shoppers(SHOPPERS);
    for (const [i, user] of users.entries()) {
      const jam = await createProduct(t.db, { name: `Mango Jam ${i}`, price: 150, countInStock: 5 });
      await addLine(t, user, jam.id, 1);
    }
    const started = await Promise.all(users.map((user) => createPayment(user, body)));
    const statuses = started.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 2);
    for (const refused of started.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().msg).toBe('This delivery slot has just been taken. Please choose another slot.');
    }
    const stored = await t.db
      .select({ n: count() })
      .from(payments)
      .where(
        inArray(
          payments.userId,
          users.map((user) => user.id),
        ),
      );
    expect(stored[0]!.n).toBe(2);

    const winners = users.filter((_, i) => started[i]!.statusCode === 201);
    const proofs = await Promise.all(
      winners.map((user) => payPayment(t, user, started[users.indexOf(user)]!.json<TPaymentOrder>())),
    );
    const placed = await Promise.all(
      winners.map((user, i) => placeOrder(t, user, orderPayload(user, proofs[i]!, { pincode: zone.pincode }))),
    );
    expect(placed.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await bookingsOf(zone.slotId)).toBe(2);
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(0);
  });
});
