import { describe, expect, inject, it } from 'vitest';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { addLine, createPayment, orderPayload, placeOrder } from '#src/test/checkout';
import { createProduct, variantsOf } from '#src/test/factories';
import { lineAction, lineChangesOf, refundsOfPayment, setOrderStatus } from '#src/test/orders';
import { razorpayEnv, razorpayStandInForFile } from '#src/test/razorpay-standin';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Line refunds through Razorpay's Refunds API (issue 16, docs/decisions/032), against the local stand-in, which
 * tracks `amount_refunded` like Razorpay: partial refunds per changed line (each under its own idempotency key),
 * then the rest when the order is cancelled; a failing line refund and its retry; a lost answer; and the same
 * change twice at once. On the PostgreSQL server whenever one is reachable (`engine: 'postgres'`): PGlite
 * serialises transactions, so a missing row lock would pass there.
 */
const standIn = razorpayStandInForFile({ keyId: 'rzp_live_standin' });
const t = testAppForFile(() => ({
  template: 'empty',
  engine: 'postgres',
  env: { ...razorpayEnv(standIn), RATE_LIMITS: 'admin-write=100000' },
}));
const asha = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

const refundCalls = (paymentId: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);
const madeRefunds = (paymentId: string) => standIn.refunds.filter((refund) => refund.payment_id === paymentId);

/** The back office's list filtered to failed refunds, narrowed to one order: its row's id and line-refund flag. */
async function failedRefundsListed(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders?refund=failed&q=${id}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ orders: { id: number; lineRefundFailed: boolean }[] }>()
    .orders.filter((row) => row.id === id)
    .map((row) => ({ id: row.id, lineRefundFailed: row.lineRefundFailed }));
}

/** A confirmed order paid through Razorpay: tea 2 × ₹275 and sugar 1 × ₹60 (₹610); sugar has a cheaper pack. */
async function paidOrder() {
  const tea = await createProduct(t.db, { name: 'Assam Tea 500 g', price: 275, countInStock: 50 });
  const sugar = await createProduct(t.db, { name: 'Sugar' }, [
    { label: '1 kg', price: 60, countInStock: 50 },
    { label: '1 kg loose', price: 45, countInStock: 50 },
  ]);
  const [sugarKg, sugarLoose] = await variantsOf(t.db, sugar.id);
  await addLine(t, asha, tea.id, 2);
  await addLine(t, asha, sugar.id, 1, { variantId: sugarKg!.id });
  const proof = standIn.pay((await createPayment(t, asha)).orderId);
  const response = await placeOrder(t, asha, orderPayload(asha, proof));
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<{ id: number; paymentId: string; amount: number; products: { id: number }[] }>();
  expect((await setOrderStatus(t, staff, order.id, { status: 'confirmed' })).statusCode).toBe(200);
  const [teaLine, sugarLine] = order.products.map((line) => line.id);
  return { ...order, teaLine: teaLine!, sugarLine: sugarLine!, sugarLoose: sugarLoose! };
}

describe('partial refunds at Razorpay', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('a line unavailable, a line substituted, then cancelled: three refunds that add up to the payment', async () => {
    const order = await paidOrder();
    expect(order.amount).toBe(610);

    const unavailable = await lineAction(t, staff, order.id, order.teaLine, 'unavailable');
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    const [teaCall] = refundCalls(order.paymentId);
    expect(teaCall!.body).toEqual({
      amount: 55000,
      receipt: `order-${order.id}-line-${order.teaLine}`,
      notes: { order: String(order.id), line: String(order.teaLine) },
    });
    expect(teaCall!.headers['x-refund-idempotency']).toBe(`refund-${order.paymentId}-line-${order.teaLine}`);
    expect(standIn.payments.get(order.paymentId)).toMatchObject({ refund_status: 'partial', amount_refunded: 55000 });
    const teaRefund = madeRefunds(order.paymentId)[0]!;
    expect(
      unavailable.json<TAdminOrderDetail>().products.find((line) => line.id === order.teaLine)!.change!.refund,
    ).toMatchObject({ status: 'refunded', amount: 550, id: teaRefund.id });

    const substituted = await lineAction(t, staff, order.id, order.sugarLine, 'substitute', {
      variantId: order.sugarLoose.id,
    });
    expect(substituted.statusCode, substituted.body).toBe(200);
    expect(standIn.payments.get(order.paymentId)).toMatchObject({ refund_status: 'partial', amount_refunded: 56500 });

    const cancelled = await setOrderStatus(t, staff, order.id, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ refund: { status: 'refunded', amount: 45 }, refundedTotal: 610 });
    expect(madeRefunds(order.paymentId).map((refund) => refund.amount)).toEqual([55000, 1500, 4500]);
    expect(standIn.payments.get(order.paymentId)).toMatchObject({ refund_status: 'full', amount_refunded: 61000 });
    expect(refundCalls(order.paymentId).map((call) => call.headers['x-refund-idempotency'])).toEqual([
      `refund-${order.paymentId}-line-${order.teaLine}`,
      `refund-${order.paymentId}-line-${order.sugarLine}`,
      `refund-${order.paymentId}`,
    ]);
    expect((await refundsOfPayment(t, order.paymentId)).map((row) => row.provider)).toEqual([
      'razorpay',
      'razorpay',
      'razorpay',
    ]);
  });
});

describe('a failing line refund, and the retry', () => {
  it('Razorpay answers 500: the change stands with its refund failed; the retry once Razorpay is back refunds once', async () => {
    const order = await paidOrder();
    standIn.failRefunds('server');
    try {
      const response = await lineAction(t, staff, order.id, order.teaLine, 'unavailable');
      expect(response.statusCode, response.body).toBe(200);
      const refund = response.json<TAdminOrderDetail>().products.find((l) => l.id === order.teaLine)!.change!.refund;
      expect(refund).toMatchObject({ status: 'failed', amount: 550, id: null, canRetry: true });
      expect(refund.error).toContain('razorpay 500');
      // The shopper sees the failed state, never the provider's words.
      const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: asha.headers });
      expect(seen.json().products[0].change.refund).toEqual({ status: 'failed', amount: 550, refundedAt: null });
      expect(seen.json().refundedTotal).toBe(0);
      expect(seen.body).not.toContain('SERVER_ERROR');

      const stillFailing = await lineAction(t, staff, order.id, order.teaLine, 'refund');
      expect(stillFailing.statusCode).toBe(503);
      expect(stillFailing.json().msg).toBe(
        'The payment service did not take the refund. The item’s refund stays marked failed; please try again later.',
      );
      expect((await lineChangesOf(t, order.id))[0]!.refundStatus).toBe('failed');
      // The back office finds it among the refunds waiting for a retry, flagged in the list.
      expect(await failedRefundsListed(order.id)).toEqual([{ id: order.id, lineRefundFailed: true }]);
    } finally {
      standIn.failRefunds(null);
    }
    expect(madeRefunds(order.paymentId)).toEqual([]);

    const retried = await lineAction(t, staff, order.id, order.teaLine, 'refund');
    expect(retried.statusCode, retried.body).toBe(200);
    const [made] = madeRefunds(order.paymentId);
    expect(retried.json<TAdminOrderDetail>().products[0]!.change!.refund).toMatchObject({
      status: 'refunded',
      id: made!.id,
      error: null,
      canRetry: false,
    });
    expect(retried.json().refundedTotal).toBe(550);
    expect(await failedRefundsListed(order.id)).toEqual([]);
    const again = await lineAction(t, staff, order.id, order.teaLine, 'refund');
    expect(again.statusCode).toBe(409);
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
  });

  it('a failed line refund is still owed: cancelling refunds only the rest, and the line keeps its own retry', async () => {
    const order = await paidOrder();
    standIn.failRefunds('bad-request');
    try {
      expect((await lineAction(t, staff, order.id, order.teaLine, 'unavailable')).statusCode).toBe(200);
    } finally {
      standIn.failRefunds(null);
    }
    const cancelled = await setOrderStatus(t, staff, order.id, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ refund: { status: 'refunded', amount: 60 }, refundedTotal: 60 });
    expect((await lineAction(t, staff, order.id, order.teaLine, 'refund')).statusCode).toBe(200);
    expect(standIn.payments.get(order.paymentId)).toMatchObject({ refund_status: 'full', amount_refunded: 61000 });
  });

  it('the answer is lost after Razorpay refunded: failed here, and the retry gets the same refund, not a second', async () => {
    const order = await paidOrder();
    standIn.failRefunds('lost');
    try {
      const response = await lineAction(t, staff, order.id, order.teaLine, 'unavailable');
      expect(response.json<TAdminOrderDetail>().products[0]!.change!.refund.status).toBe('failed');
    } finally {
      standIn.failRefunds(null);
    }
    const [made] = madeRefunds(order.paymentId);
    expect(made).toBeDefined();
    const retried = await lineAction(t, staff, order.id, order.teaLine, 'refund');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<TAdminOrderDetail>().products[0]!.change!.refund).toMatchObject({
      status: 'refunded',
      id: made!.id,
    });
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    expect(standIn.payments.get(order.paymentId)!.amount_refunded).toBe(55000);
  });
});

describe('the same change twice at once', () => {
  it('staff and admin mark one line unavailable at once, three times over: one 200, one 409, one refund', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await paidOrder();
      const answers = await Promise.all([
        lineAction(t, staff, order.id, order.teaLine, 'unavailable'),
        lineAction(t, admin, order.id, order.teaLine, 'unavailable'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(madeRefunds(order.paymentId)).toHaveLength(1);
      expect(await lineChangesOf(t, order.id)).toHaveLength(1);
    }
  });

  it('a substitution and a cancellation at once: either the line changes then the rest is refunded, or the change is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await paidOrder();
      const [substituted, cancelled] = await Promise.all([
        lineAction(t, staff, order.id, order.sugarLine, 'substitute', { variantId: order.sugarLoose.id }),
        setOrderStatus(t, admin, order.id, { status: 'cancelled' }),
      ]);
      expect(cancelled.statusCode).toBe(200);
      expect([200, 409]).toContain(substituted.statusCode);
      // Whatever the order, the money given back is the payment, once.
      expect(madeRefunds(order.paymentId).reduce((sum, refund) => sum + refund.amount, 0)).toBe(61000);
      expect(standIn.payments.get(order.paymentId)!.refund_status).toBe('full');
    }
  });
});
