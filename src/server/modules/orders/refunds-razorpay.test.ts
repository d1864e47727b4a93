import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, createPayment, orderPayload, placeOrder } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { orderRow, refundsOfPayment, retryRefund, setOrderStatus } from '#src/test/orders';
import { razorpayEnv, razorpayStandInForFile } from '#src/test/razorpay-standin';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Cancelling refunds through Razorpay's Refunds API (issue 15, docs/decisions/024), against the local stand-in:
 * one refund per payment however often the shop asks, a failure leaves `refund: failed` and the retry finishes it.
 */
const standIn = razorpayStandInForFile({ keyId: 'rzp_live_standin' });
const t = testAppForFile(() => ({
  template: 'empty',
  env: { ...razorpayEnv(standIn), RATE_LIMITS: 'admin-write=100000' },
}));
const asha = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const cancel = (user: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.headers });
const adminOrder = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: staff.headers });
const refundCalls = (paymentId: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);
const madeRefunds = (paymentId: string) => standIn.refunds.filter((refund) => refund.payment_id === paymentId);

/** A real Razorpay checkout: the stand-in's order, Checkout's proof, the shop's order for 2 × ₹275. */
async function paidOrder() {
  const tea = await createProduct(t.db, { name: 'Assam Tea 500 g', price: 275, countInStock: 50 });
  await addLine(t, asha, tea.id, 2);
  const proof = standIn.pay((await createPayment(t, asha)).orderId);
  const response = await placeOrder(t, asha, orderPayload(asha, proof));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; paymentId: string; amount: number }>();
}

describe('Razorpay refunds on cancelling', () => {
  it('staff cancel: one refund call with the idempotency key; the order carries Razorpay’s refund id', async () => {
    const order = await paidOrder();
    expect(order.amount).toBe(550);
    const response = await setOrderStatus(t, staff, order.id, { status: 'cancelled' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toMatchObject({ status: 'refunded', amount: 550 });

    const calls = refundCalls(order.paymentId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ amount: 55000, receipt: `order-${order.id}`, notes: { order: String(order.id) } });
    expect(calls[0]!.headers['x-refund-idempotency']).toBe(`refund-${order.paymentId}`);
    const made = madeRefunds(order.paymentId);
    expect(made).toEqual([expect.objectContaining({ amount: 55000, status: 'processed' })]);
    expect(standIn.payments.get(order.paymentId)).toMatchObject({ refund_status: 'full', amount_refunded: 55000 });

    expect(await orderRow(t, order.id)).toMatchObject({ refundStatus: 'refunded', refundId: made[0]!.id });
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([
      expect.objectContaining({ provider: 'razorpay', providerRefundId: made[0]!.id, amount: 55000 }),
    ]);
  });

  it('two cancels (shopper, then staff): the stand-in receives exactly one refund', async () => {
    const order = await paidOrder();
    expect((await cancel(asha, order.id)).statusCode).toBe(200);
    expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await cancel(asha, order.id)).statusCode).toBe(409);
    expect(refundCalls(order.paymentId)).toHaveLength(1);
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    expect((await retryRefund(t, staff, order.id)).statusCode).toBe(409);
    expect(refundCalls(order.paymentId)).toHaveLength(1);
  });
});

describe('a failing refund, and the retry', () => {
  it('Razorpay answers 500: the order is cancelled with refund failed; the retry, once Razorpay is back, refunds once', async () => {
    const order = await paidOrder();
    standIn.failRefunds('server');
    try {
      const response = await cancel(asha, order.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'cancelled', refund: { status: 'failed', amount: 550 } });
      // The shopper never sees the provider's words.
      expect(response.body).not.toContain('SERVER_ERROR');
      expect(await orderRow(t, order.id)).toMatchObject({
        status: 'cancelled',
        refundStatus: 'failed',
        refundId: null,
      });
      const detail = (await adminOrder(order.id)).json();
      expect(detail.refund).toMatchObject({ status: 'failed', id: null, canRetry: true });
      expect(detail.refund.error).toContain('razorpay 500');

      const stillFailing = await retryRefund(t, staff, order.id);
      expect(stillFailing.statusCode).toBe(503);
      expect(stillFailing.json().msg).toBe(
        'The payment service did not take the refund. The order stays cancelled with its refund marked failed; please try again later.',
      );
      expect((await orderRow(t, order.id)).refundStatus).toBe('failed');
    } finally {
      standIn.failRefunds(null);
    }
    expect(madeRefunds(order.paymentId)).toEqual([]);

    const retried = await retryRefund(t, staff, order.id);
    expect(retried.statusCode, retried.body).toBe(200);
    const made = madeRefunds(order.paymentId);
    expect(made).toHaveLength(1);
    expect(retried.json().refund).toMatchObject({ status: 'refunded', id: made[0]!.id, error: null, canRetry: false });
    expect((await cancel(asha, order.id)).statusCode).toBe(409);
    const again = await retryRefund(t, staff, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This order is already refunded');
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(order.id))));
    expect(audits.map((a) => (a.before as { refundStatus: string }).refundStatus)).toEqual(['failed', 'failed']);
  });

  it('Razorpay refuses (400 BAD_REQUEST_ERROR): failed with its description for the back office', async () => {
    const order = await paidOrder();
    standIn.failRefunds('bad-request');
    try {
      expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).json().refund.status).toBe('failed');
    } finally {
      standIn.failRefunds(null);
    }
    expect((await adminOrder(order.id)).json().refund.error).toBe(
      'razorpay 400: BAD_REQUEST_ERROR Refund request could not be processed for this payment',
    );
    expect((await retryRefund(t, staff, order.id)).json().refund.status).toBe('refunded');
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
  });

  it('the answer is lost after Razorpay refunded: failed here, and the retry gets the same refund, not a second', async () => {
    const order = await paidOrder();
    standIn.failRefunds('lost');
    try {
      expect((await cancel(asha, order.id)).json().refund.status).toBe('failed');
    } finally {
      standIn.failRefunds(null);
    }
    const [made] = madeRefunds(order.paymentId);
    expect(made).toBeDefined();
    const retried = await retryRefund(t, staff, order.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().refund).toMatchObject({ status: 'refunded', id: made!.id });
    expect(refundCalls(order.paymentId)).toHaveLength(2);
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    expect(standIn.payments.get(order.paymentId)!.amount_refunded).toBe(55000);
  });
});
