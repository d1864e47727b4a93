import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, cartItems } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, createPayment, orderPayload, paymentRow, placeOrder, SHIPPING } from '#src/test/checkout';
import { refundsOfPayment } from '#src/test/orders';
import {
  agePayment,
  attentionPayments,
  ordersOfProviderOrder,
  resolvePayment,
  retryPaymentRefund,
} from '#src/test/payments';
import { razorpayEnv, razorpayStandInForFile } from '#src/test/razorpay-standin';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { createServer } from '#src/server/app';
import { reconcilePayments } from './index';

/**
 * The payment reconciler against Razorpay's stand-in (docs/decisions/039): a refund Razorpay is silent about, loses
 * the answer of, or refuses; the back office's one action per payment; payments captured at Razorpay that neither
 * the browser nor the webhook reported; Razorpay's record contradicting ours.
 */
const standIn = razorpayStandInForFile({ keyId: 'rzp_live_standin' });
// Crashes right after a refusal commits (the fault hook); its own reconciler off: the restarted servers run it.
const t = testAppForFile(() => ({
  template: 'empty',
  env: {
    ...razorpayEnv(standIn),
    FAULTS: 'checkout.after-refusal:throw',
    REFUND_SWEEP: 'false',
    RATE_LIMITS: 'admin-write=100000',
  },
}));
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const MINUTE = 60_000;

/** One run of the reconciler on a server restarted on the same database (no fault hook, no timer of its own). */
async function reconcileAfterRestart() {
  const server = await createServer({
    config: { ...t.config, FAULTS: {}, REFUND_SWEEP: false },
    database: t.database,
  });
  try {
    return await reconcilePayments(server);
  } finally {
    await server.close();
  }
}

const refundCalls = (paymentId: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`).length;
const madeRefunds = (paymentId: string) => standIn.refunds.filter((refund) => refund.payment_id === paymentId);
const webhook = (delivery: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature },
    payload: delivery.body,
  });
const retryMessage = async (user: TestUser, proof: ReturnType<typeof standIn.pay>) =>
  (await placeOrder(t, user, orderPayload(user, proof))).json<{ msg: string }>().msg;
const listed = async (id: number) =>
  (await attentionPayments(t, staff)).json<{ payments: { id: number }[] }>().payments.find((p) => p.id === id);
const auditsOf = (action: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

describe('refunds after a crash between the refusal and the refund', () => {
  const { asha, ravi, meera, tea, dal } = {
    ...shopFor(t, {
      tea: { name: 'Assam Tea 500 g', price: 275, countInStock: 100 },
      dal: { name: 'Toor Dal 1 kg', price: 180, countInStock: 100 },
    }),
    meera: signedInUserForFile(t, { name: 'Meera' }),
  };

  /** Paid at Razorpay for one tea, the cart changed, the placement refused — and the server crashes there. */
  async function crashedRefusal(user: TestUser) {
    await t.db.delete(cartItems).where(eq(cartItems.userId, user.id));
    await addLine(t, user, tea.id, 1);
    const proof = standIn.pay((await createPayment(t, user, { shipping: SHIPPING })).orderId);
    await addLine(t, user, dal.id, 1);
    expect((await placeOrder(t, user, orderPayload(user, proof))).statusCode).toBe(500);
    const payment = await paymentRow(t, proof.razorpay_order_id);
    expect(payment.status).toBe('refund_due');
    expect(refundCalls(proof.razorpay_payment_id)).toBe(0);
    await agePayment(t, proof.razorpay_order_id, 2 * MINUTE);
    return { proof, payment };
  }

  it('Razorpay silent, then losing the answer: the refund stays due with why, and is made once in the end', async () => {
    const { proof } = await crashedRefusal(asha);
    standIn.goDown(true);
    try {
      expect(await reconcileAfterRestart()).toMatchObject({ refunded: 0, refundsDue: 1 });
    } finally {
      standIn.goDown(false);
    }
    expect(await paymentRow(t, proof.razorpay_order_id)).toMatchObject({
      status: 'refund_due',
      problem: expect.stringMatching(/^razorpay 503/),
    });
    expect(await retryMessage(asha, proof)).toMatch(/refund is under way/);

    // The refund is made but its answer lost (504): still due; the next attempt gets the same refund back.
    standIn.failRefunds('lost');
    try {
      await agePayment(t, proof.razorpay_order_id, 2 * MINUTE);
      expect(await reconcileAfterRestart()).toMatchObject({ refundsDue: 1 });
    } finally {
      standIn.failRefunds(null);
    }
    expect(madeRefunds(proof.razorpay_payment_id)).toHaveLength(1);
    await agePayment(t, proof.razorpay_order_id, 2 * MINUTE);
    expect(await reconcileAfterRestart()).toMatchObject({ refunded: 1 });

    expect(await paymentRow(t, proof.razorpay_order_id)).toMatchObject({ status: 'refunded', problem: null });
    const [made] = madeRefunds(proof.razorpay_payment_id);
    expect(madeRefunds(proof.razorpay_payment_id)).toHaveLength(1);
    expect(made).toMatchObject({ amount: 27_500 });
    expect(await refundsOfPayment(t, proof.razorpay_payment_id)).toMatchObject([{ providerRefundId: made!.id }]);
    expect(await retryMessage(asha, proof)).toBe('This payment was refunded; please check out again');
  });

  it('Razorpay refuses: listed with its one action (retry), not retried by the timer; the retry refunds once, audited', async () => {
    const { proof, payment } = await crashedRefusal(ravi);
    standIn.failRefunds('bad-request');
    try {
      expect(await reconcileAfterRestart()).toMatchObject({ refundsFailed: 1 });
      await agePayment(t, proof.razorpay_order_id, 10 * MINUTE);
      expect(await reconcileAfterRestart()).toMatchObject({ refundsFailed: 0, refunded: 0 });
    } finally {
      standIn.failRefunds(null);
    }
    expect(refundCalls(proof.razorpay_payment_id)).toBe(1);
    expect(await retryMessage(ravi, proof)).toBe(
      'This payment did not place an order and its refund is delayed: our team has been told and will refund it',
    );
    expect(await listed(payment.id)).toEqual({
      id: payment.id,
      provider: 'razorpay',
      providerOrderId: proof.razorpay_order_id,
      providerPaymentId: proof.razorpay_payment_id,
      userId: ravi.id,
      email: ravi.email,
      amount: 275,
      status: 'refund_failed',
      problem: 'razorpay 400: BAD_REQUEST_ERROR Refund request could not be processed for this payment',
      action: 'retry-refund',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await resolvePayment(t, staff, payment.id, 'refunded by hand')).statusCode).toBe(409);

    const retried = await retryPaymentRefund(t, staff, payment.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ id: payment.id, status: 'refunded' });
    expect(madeRefunds(proof.razorpay_payment_id)).toHaveLength(1);
    expect(await paymentRow(t, proof.razorpay_order_id)).toMatchObject({ status: 'refunded', problem: null });
    expect(await listed(payment.id)).toBeUndefined();
    expect(await auditsOf('payment.refund', payment.id)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        entity: 'payment',
        before: { status: 'refund_failed', problem: expect.stringMatching(/^razorpay 400/) },
        after: { status: 'refund_due' },
      }),
    ]);
    const again = await retryPaymentRefund(t, staff, payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This payment has no failed refund to retry');
    expect(await auditsOf('payment.refund', payment.id)).toHaveLength(1);
  });

  it('refused again on the retry: under review (resolve), marked resolved with a note, audited; the shopper is told', async () => {
    const { proof, payment } = await crashedRefusal(meera);
    standIn.failRefunds('bad-request');
    try {
      expect(await reconcileAfterRestart()).toMatchObject({ refundsFailed: 1 });
      const retried = await retryPaymentRefund(t, staff, payment.id);
      expect(retried.statusCode).toBe(503);
      expect(retried.json().msg).toBe(
        'The payment service refused the refund again. Check the payment in its dashboard, then mark it resolved here.',
      );
    } finally {
      standIn.failRefunds(null);
    }
    expect(await listed(payment.id)).toMatchObject({ status: 'review', action: 'resolve' });
    expect((await retryPaymentRefund(t, staff, payment.id)).statusCode).toBe(409);
    expect((await resolvePayment(t, staff, payment.id, '   ')).statusCode).toBe(400);

    const resolved = await resolvePayment(t, staff, payment.id, 'Refunded by hand in the Razorpay dashboard');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({ id: payment.id, status: 'resolved' });
    expect(await listed(payment.id)).toBeUndefined();
    expect(await auditsOf('payment.resolve', payment.id)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        before: { status: 'review', problem: expect.stringMatching(/^razorpay 400/) },
        after: { status: 'resolved', note: 'Refunded by hand in the Razorpay dashboard' },
      }),
    ]);
    expect((await resolvePayment(t, staff, payment.id, 'again')).statusCode).toBe(409);
    expect(await retryMessage(meera, proof)).toBe(
      'This payment did not place an order and our team has settled it; please check out again',
    );
    // The reconciler leaves both back-office states and the resolved one alone.
    expect(await reconcileAfterRestart()).toMatchObject({ refunded: 0, refundsFailed: 0 });
    expect(madeRefunds(proof.razorpay_payment_id)).toEqual([]);
  });

  it('staff only: a shopper gets 403 from the list and both actions', async () => {
    expect((await attentionPayments(t, asha)).statusCode).toBe(403);
    expect((await retryPaymentRefund(t, asha, 1)).statusCode).toBe(403);
    expect((await resolvePayment(t, asha, 1, 'mine')).statusCode).toBe(403);
    expect((await retryPaymentRefund(t, staff, 999_999)).statusCode).toBe(404);
  });
});

describe('payments Razorpay captured that nobody placed', () => {
  const { asha, ravi, tea } = shopFor(t, { tea: { name: 'Darjeeling Tea', price: 300, countInStock: 100 } });
  const lookups = (orderId: string) =>
    standIn.requests.filter((r) => r.method === 'GET' && r.path === `/v1/orders/${orderId}/payments`).length;

  it('paid at Razorpay, no create, no webhook: found after the grace and placed; an unpaid checkout is asked about twice', async () => {
    await addLine(t, asha, tea.id, 2);
    const paidOne = await createPayment(t, asha, { shipping: SHIPPING });
    const proof = standIn.pay(paidOne.orderId);
    await addLine(t, ravi, tea.id, 1);
    const unpaid = await createPayment(t, ravi, { shipping: SHIPPING });

    expect(await reconcileAfterRestart()).toMatchObject({ adopted: 0 });
    expect(lookups(paidOne.orderId) + lookups(unpaid.orderId)).toBe(0);

    await agePayment(t, paidOne.orderId, 11 * MINUTE);
    await agePayment(t, unpaid.orderId, 11 * MINUTE);
    expect(await reconcileAfterRestart()).toMatchObject({ adopted: 1, placed: 1 });
    const [order] = await ordersOfProviderOrder(t, paidOne.orderId);
    expect(order).toMatchObject({ userId: asha.id, paymentId: proof.razorpay_payment_id, amount: 600 });
    expect(order!.paymentMode).toBe('live');
    expect(await paymentRow(t, paidOne.orderId)).toMatchObject({ status: 'used' });
    // The shopper's proof, arriving at last, finds that order.
    const late = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(late.statusCode).toBe(200);
    expect(late.json().id).toBe(order!.id);

    expect(await paymentRow(t, unpaid.orderId)).toMatchObject({ status: 'created', checkedAt: expect.any(Date) });
    expect(await reconcileAfterRestart()).toMatchObject({ adopted: 0 });
    expect(lookups(unpaid.orderId)).toBe(1);
    // A day on it is asked about once more (a shopper may pay late), then never again.
    await agePayment(t, unpaid.orderId, 25 * 60 * MINUTE);
    await reconcileAfterRestart();
    await reconcileAfterRestart();
    expect(lookups(unpaid.orderId)).toBe(2);
  });

  it('recorded by the webhook without an address: refunded through Razorpay after the grace', async () => {
    await t.db.delete(cartItems).where(eq(cartItems.userId, ravi.id));
    await addLine(t, ravi, tea.id, 1);
    const payment = await createPayment(t, ravi);
    const proof = standIn.pay(payment.orderId);
    expect((await webhook(standIn.webhook(proof.razorpay_payment_id))).json()).toEqual({ status: 'recorded' });
    await agePayment(t, payment.orderId, 11 * MINUTE);
    expect(await reconcileAfterRestart()).toMatchObject({ refunded: 1, placed: 0 });
    expect(madeRefunds(proof.razorpay_payment_id)).toMatchObject([{ amount: 30_000 }]);
    expect(await paymentRow(t, payment.orderId)).toMatchObject({ status: 'refunded' });
    expect(await ordersOfProviderOrder(t, payment.orderId)).toEqual([]);
  });

  it('Razorpay reports it refunded already (by hand): under review, neither placed nor refunded again', async () => {
    await t.db.delete(cartItems).where(eq(cartItems.userId, ravi.id));
    await addLine(t, ravi, tea.id, 1);
    const payment = await createPayment(t, ravi);
    const proof = standIn.pay(payment.orderId);
    expect((await webhook(standIn.webhook(proof.razorpay_payment_id))).json()).toEqual({ status: 'recorded' });
    Object.assign(standIn.payments.get(proof.razorpay_payment_id)!, { status: 'refunded', refund_status: 'full' });
    await agePayment(t, payment.orderId, 11 * MINUTE);
    expect(await reconcileAfterRestart()).toMatchObject({ review: 1, placed: 0, refunded: 0 });
    const row = await paymentRow(t, payment.orderId);
    expect(row).toMatchObject({ status: 'review', problem: expect.stringContaining('refunded') });
    expect(await listed(row.id)).toMatchObject({ action: 'resolve' });
    expect(refundCalls(proof.razorpay_payment_id)).toBe(0);
  });
});
