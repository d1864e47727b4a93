import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInUser } from '#src/test/auth';
import { addLine, createPayment, orderPayload, paymentRow, placeOrder, SHIPPING } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { agePayment, ordersOfProviderOrder } from '#src/test/payments';
import { razorpayEnv, razorpayStandInForFile } from '#src/test/razorpay-standin';
import { testAppForFile } from '#src/test/test-app';
import { createServer } from '#src/server/app';
import { reconcilePayments } from './index';

/**
 * Two servers reconciling at once, and the reconciler racing the shopper's own order create and the webhook
 * (docs/decisions/039): every payment is placed once or refunded once — counted at Razorpay's stand-in as refund
 * calls, not only refunds made, so a missing claim shows even where the idempotency key would hide it. On the
 * PostgreSQL server whenever one is reachable (`engine: 'postgres'`; PGlite serialises transactions).
 */
const standIn = razorpayStandInForFile({ keyId: 'rzp_live_standin' });
const t = testAppForFile(() => ({
  template: 'empty',
  engine: 'postgres',
  env: { ...razorpayEnv(standIn), FAULTS: 'checkout.after-refusal:throw', REFUND_SWEEP: 'false' },
}));

const MINUTE = 60_000;
let tea: { id: number };
let dal: { id: number };
beforeAll(async () => {
  tea = await createProduct(t.db, { name: 'Assam Tea', price: 300, countInStock: 10_000 });
  dal = await createProduct(t.db, { name: 'Moong Dal', price: 150, countInStock: 10_000 });
});

/** A server on the same database, as a second machine behind the load balancer: no fault hook, no timer. */
const server = () => createServer({ config: { ...t.config, FAULTS: {}, REFUND_SWEEP: false }, database: t.database });
const refundCalls = (paymentId: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`).length;
const webhook = (paymentId: string) => {
  const delivery = standIn.webhook(paymentId);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature },
    payload: delivery.body,
  });
};

/** Paid at Razorpay with the address stored, never reported to us (the tab closed); the cart changed or not. */
async function unreported({ cartChanged }: { cartChanged: boolean }) {
  const user = await signedInUser(t);
  await addLine(t, user, tea.id, 1);
  const proof = standIn.pay((await createPayment(t, user, { shipping: SHIPPING })).orderId);
  if (cartChanged) await addLine(t, user, dal.id, 1);
  await agePayment(t, proof.razorpay_order_id, 11 * MINUTE);
  return { user, proof, expect: cartChanged ? ('refunded' as const) : ('placed' as const) };
}

/** Recorded `paid` by the webhook (no address stored), never placed. */
async function recordedWithoutAddress() {
  const user = await signedInUser(t);
  await addLine(t, user, tea.id, 1);
  const proof = standIn.pay((await createPayment(t, user)).orderId);
  expect((await webhook(proof.razorpay_payment_id)).json()).toEqual({ status: 'recorded' });
  await agePayment(t, proof.razorpay_order_id, 11 * MINUTE);
  return { user, proof, expect: 'refunded' as const };
}

/** Refused and committed, then the crash before the refund. */
async function crashedRefusal() {
  const user = await signedInUser(t);
  await addLine(t, user, tea.id, 1);
  const proof = standIn.pay((await createPayment(t, user, { shipping: SHIPPING })).orderId);
  await addLine(t, user, dal.id, 1);
  expect((await placeOrder(t, user, orderPayload(user, proof))).statusCode).toBe(500);
  await agePayment(t, proof.razorpay_order_id, 2 * MINUTE);
  return { user, proof, expect: 'refunded' as const };
}

describe('no payment settled twice', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('two servers reconcile at once, three rounds: each payment placed once or refunded once', async () => {
    const [a, b] = [await server(), await server()];
    try {
      for (let round = 0; round < 3; round++) {
        const cases = [
          await unreported({ cartChanged: false }),
          await unreported({ cartChanged: false }),
          await unreported({ cartChanged: false }),
          await unreported({ cartChanged: true }),
          await unreported({ cartChanged: true }),
          await recordedWithoutAddress(),
          await recordedWithoutAddress(),
          await crashedRefusal(),
          await crashedRefusal(),
          await crashedRefusal(),
        ];
        const [first, second] = await Promise.all([reconcilePayments(a), reconcilePayments(b)]);
        expect(first.placed + second.placed).toBe(3);
        expect(first.refunded + second.refunded).toBe(7);
        for (const one of cases) {
          const orders = await ordersOfProviderOrder(t, one.proof.razorpay_order_id);
          const row = await paymentRow(t, one.proof.razorpay_order_id);
          if (one.expect === 'placed') {
            expect(orders).toHaveLength(1);
            expect(row.status).toBe('used');
            expect(refundCalls(one.proof.razorpay_payment_id)).toBe(0);
          } else {
            expect(orders).toEqual([]);
            expect(row.status).toBe('refunded');
            expect(refundCalls(one.proof.razorpay_payment_id)).toBe(1);
          }
        }
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the reconciler and the shopper’s own late create at once, five times: one order, which the shopper gets', async () => {
    const a = await server();
    try {
      for (let round = 0; round < 5; round++) {
        const one = await unreported({ cartChanged: false });
        const [, answer] = await Promise.all([
          reconcilePayments(a),
          placeOrder(t, one.user, orderPayload(one.user, one.proof)),
        ]);
        const orders = await ordersOfProviderOrder(t, one.proof.razorpay_order_id);
        expect(orders).toHaveLength(1);
        expect([200, 201], answer.body).toContain(answer.statusCode);
        expect(answer.json().id).toBe(orders[0]!.id);
      }
    } finally {
      await a.close();
    }
  });

  it('the reconciler and the webhook at once, five times: one order', async () => {
    const a = await server();
    try {
      for (let round = 0; round < 5; round++) {
        const one = await unreported({ cartChanged: false });
        const [, answer] = await Promise.all([reconcilePayments(a), webhook(one.proof.razorpay_payment_id)]);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(await ordersOfProviderOrder(t, one.proof.razorpay_order_id)).toHaveLength(1);
        expect((await paymentRow(t, one.proof.razorpay_order_id)).status).toBe('used');
      }
    } finally {
      await a.close();
    }
  });
});
