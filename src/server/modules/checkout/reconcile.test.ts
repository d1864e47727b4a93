import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, payments } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import {
  addLine,
  CARD_DETAILS,
  createPayment,
  GOOD_CARD,
  orderPayload,
  paymentRow,
  payForCart,
  placeOrder,
  SHIPPING,
  stockOf,
} from '#src/test/checkout';
import { updateVariants } from '#src/test/factories';
import { refundsOfPayment } from '#src/test/orders';
import { agePayment, ordersOfProviderOrder } from '#src/test/payments';
import { shopFor } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { eventually } from '#src/test/wait';
import { createServer } from '#src/server/app';
import type { Config } from '#src/server/config';
import { reconcilePayments } from './index';

/**
 * The payment reconciler with the built-in test provider (demo mode, docs/decisions/039): a crash between "order
 * refused" and its refund, replayed with the fault hook; payments captured and never placed; what the shopper's
 * retry is told. Razorpay: reconcile-razorpay.test.ts; two servers at once: reconcile-concurrency.test.ts.
 */
// This app crashes (throws) right after a refusal commits, before its refund; its own reconciler is off, so what
// happens after the crash is done by the "restarted" servers below, on the same database.
const t = testAppForFile({
  template: 'empty',
  env: { FAULTS: 'checkout.after-refusal:throw', REFUND_SWEEP: 'false' },
});

/** Another server on the same database, as after a restart: no fault hook; its reconciler on or off. */
const restart = (overrides: Partial<Config> = {}) =>
  createServer({
    config: { ...t.config, FAULTS: {}, REFUND_SWEEP: false, ...overrides },
    database: t.database,
  });

const MINUTE = 60_000;
const cartOf = (user: TestUser) => t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
const retryMessage = async (user: TestUser, proof: Awaited<ReturnType<typeof payForCart>>) => {
  const response = await placeOrder(t, user, orderPayload(user, proof));
  return { status: response.statusCode, msg: response.json<{ msg?: string }>().msg };
};

describe('a crash between the refusal and its refund', () => {
  const { asha, ravi, rice, dal } = shopFor(t, {
    rice: { name: 'Basmati Rice', price: 649, countInStock: 50 },
    dal: { name: 'Toor Dal', price: 180, countInStock: 50 },
  });

  /** Pays for one rice, then changes the cart, so placing is refused (409) — and the fault hook crashes there. */
  async function crashedRefusal(user: TestUser) {
    await t.db.delete(cartItems).where(eq(cartItems.userId, user.id));
    await addLine(t, user, rice.id, 1);
    const proof = await payForCart(t, user, { shipping: SHIPPING });
    await addLine(t, user, dal.id, 1);
    const crashed = await placeOrder(t, user, orderPayload(user, proof));
    expect(crashed.statusCode, crashed.body).toBe(500);
    return proof;
  }

  it('leaves refund_due and no refund; the retry says the refund is under way, not that it was refunded', async () => {
    const proof = await crashedRefusal(asha);
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('refund_due');
    expect(await refundsOfPayment(t, proof.razorpay_payment_id)).toEqual([]);
    expect(await retryMessage(asha, proof)).toEqual({
      status: 409,
      msg: 'This payment did not place an order and its refund is under way; please check out again if you still want the items',
    });
    // A young refund is left alone: the refusing request may still be waiting for the provider's answer.
    const server = await restart();
    try {
      expect(await reconcilePayments(server)).toMatchObject({ refunded: 0 });
    } finally {
      await server.close();
    }
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('refund_due');
  });

  it('a restart refunds it at start, and a running server within one interval; once each; the retry then says refunded', async () => {
    const first = await crashedRefusal(asha);
    await agePayment(t, first.razorpay_order_id, 2 * MINUTE);
    const server = await restart({ REFUND_SWEEP: true, PAYMENT_RECONCILE_INTERVAL_SECONDS: 1 });
    try {
      await eventually('the crashed payment refunded by the restarted server', async () =>
        (await paymentRow(t, first.razorpay_order_id)).status === 'refunded' ? true : undefined,
      );
      // While it runs, another crash: refunded by a later run, once it is over a minute old.
      const second = await crashedRefusal(ravi);
      await agePayment(t, second.razorpay_order_id, 2 * MINUTE);
      await eventually('the second crashed payment refunded by a later run', async () =>
        (await paymentRow(t, second.razorpay_order_id)).status === 'refunded' ? true : undefined,
      );
      for (const proof of [first, second]) {
        expect(await refundsOfPayment(t, proof.razorpay_payment_id)).toEqual([
          expect.objectContaining({ amount: 64_900, idempotencyKey: `refund-${proof.razorpay_payment_id}` }),
        ]);
      }
    } finally {
      await server.close();
    }
    expect(await retryMessage(asha, first)).toEqual({
      status: 409,
      msg: 'This payment was refunded; please check out again',
    });
    expect(await cartOf(asha)).toHaveLength(2);
  });

  it('a crash state written by hand (no fault hook): the same truth and the same refund', async () => {
    // What the crash leaves, staged directly: refused and committed, the refund never asked for.
    await t.db.delete(cartItems).where(eq(cartItems.userId, ravi.id));
    await addLine(t, ravi, rice.id, 2);
    const payment = await createPayment(t, ravi, { shipping: SHIPPING });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/pay',
      headers: ravi.headers,
      payload: { orderId: payment.orderId, cardNumber: GOOD_CARD, ...CARD_DETAILS },
    });
    const proof = paid.json<Awaited<ReturnType<typeof payForCart>>>();
    await t.db.update(payments).set({ status: 'refund_due' }).where(eq(payments.providerOrderId, payment.orderId));
    expect((await retryMessage(ravi, proof)).msg).not.toBe('This payment was refunded; please check out again');
    await agePayment(t, payment.orderId, 2 * MINUTE);
    const server = await restart();
    try {
      expect(await reconcilePayments(server)).toMatchObject({ refunded: 1 });
    } finally {
      await server.close();
    }
    expect((await paymentRow(t, payment.orderId)).status).toBe('refunded');
    expect(await refundsOfPayment(t, proof.razorpay_payment_id)).toMatchObject([{ amount: 129_800 }]);
  });
});

describe('demo mode: test payments left paid with no order', () => {
  const { rice, jar, tea } = shopFor(t, {
    rice: { name: 'Sona Masoori Rice', price: 500, countInStock: 100 },
    jar: { name: 'Mango Pickle', price: 250, countInStock: 1 },
    tea: { name: 'Assam Tea', price: 300, countInStock: 100 },
  });

  it('six paid, never placed: placed while they still can be (same workflow), else refunded; younger ones wait', async () => {
    const shoppers = await Promise.all(Array.from({ length: 7 }, (_, i) => signedInUser(t, { name: `Shopper ${i}` })));
    const proofs = [];
    // 0–2: placeable; 3: the cart changed after paying; 4: sold out since; 5: no address stored (a client that sends
    // it only with the order create); 6: placeable but paid just now, inside the grace period.
    for (const [i, shopper] of shoppers.entries()) {
      await addLine(t, shopper, i === 4 ? jar.id : rice.id, 1);
      proofs.push(await payForCart(t, shopper, i === 5 ? {} : { shipping: SHIPPING }));
    }
    await addLine(t, shoppers[3]!, tea.id, 1);
    await updateVariants(t.db, jar.id, { countInStock: 0 });
    for (const proof of proofs.slice(0, 6)) await agePayment(t, proof.razorpay_order_id, 11 * MINUTE);
    const riceStock = await stockOf(t, rice.id);

    const server = await restart();
    try {
      expect(await reconcilePayments(server)).toEqual({
        adopted: 0,
        placed: 3,
        refunded: 3,
        refundsDue: 0,
        refundsFailed: 0,
        review: 0,
      });
      // A second run finds nothing left to do.
      expect(await reconcilePayments(server)).toMatchObject({ placed: 0, refunded: 0 });
    } finally {
      await server.close();
    }

    for (const i of [0, 1, 2]) {
      const [order] = await ordersOfProviderOrder(t, proofs[i]!.razorpay_order_id);
      expect(order).toMatchObject({ userId: shoppers[i]!.id, amount: 500, paymentId: proofs[i]!.razorpay_payment_id });
      expect((await paymentRow(t, proofs[i]!.razorpay_order_id)).status).toBe('used');
      expect(await cartOf(shoppers[i]!)).toEqual([]);
      // The shopper's own create, arriving late, gets that same order.
      const late = await placeOrder(t, shoppers[i]!, orderPayload(shoppers[i]!, proofs[i]!));
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().id).toBe(order!.id);
    }
    expect(await stockOf(t, rice.id)).toBe(riceStock - 3);
    for (const i of [3, 4, 5]) {
      expect(await ordersOfProviderOrder(t, proofs[i]!.razorpay_order_id)).toEqual([]);
      expect((await paymentRow(t, proofs[i]!.razorpay_order_id)).status).toBe('refunded');
      expect(await refundsOfPayment(t, proofs[i]!.razorpay_payment_id)).toHaveLength(1);
      expect(await retryMessage(shoppers[i]!, proofs[i]!)).toEqual({
        status: 409,
        msg: 'This payment was refunded; please check out again',
      });
    }
    expect(await cartOf(shoppers[3]!)).toHaveLength(2);
    expect((await paymentRow(t, proofs[6]!.razorpay_order_id)).status).toBe('paid');
    expect(await ordersOfProviderOrder(t, proofs[6]!.razorpay_order_id)).toEqual([]);

    // The card dialog asked again for a placed payment says so.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/pay',
      headers: shoppers[0]!.headers,
      payload: { orderId: proofs[0]!.razorpay_order_id, cardNumber: GOOD_CARD, ...CARD_DETAILS },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This payment has already placed your order: see My Orders');
  });
});

describe('what the retry says in every state a refused payment can be in', () => {
  const { asha, rice } = shopFor(t, { rice: { name: 'Ponni Rice', price: 400, countInStock: 10 } });

  it('refund failed or under review: delayed, with the team; resolved: settled by the team', async () => {
    await addLine(t, asha, rice.id, 1);
    const proof = await payForCart(t, asha, { shipping: SHIPPING });
    const cases = [
      [
        'refund_failed',
        'This payment did not place an order and its refund is delayed: our team has been told and will refund it',
      ],
      [
        'review',
        'This payment did not place an order and its refund is delayed: our team has been told and will refund it',
      ],
      ['resolved', 'This payment did not place an order and our team has settled it; please check out again'],
    ] as const;
    for (const [status, msg] of cases) {
      await t.db.update(payments).set({ status }).where(eq(payments.providerOrderId, proof.razorpay_order_id));
      expect(await retryMessage(asha, proof)).toEqual({ status: 409, msg });
    }
    expect(await ordersOfProviderOrder(t, proof.razorpay_order_id)).toEqual([]);
  });
});
