import { describe, expect, inject, it } from 'vitest';
import { addLine, createPayment, orderPayload, placeOrder } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { orderRow, refundsOfPayment, retryRefund, setOrderStatus } from '#src/test/orders';
import { razorpayEnv, razorpayStandInForFile } from '#src/test/razorpay-standin';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The same cancellation (or retry) twice at once refunds once (docs/decisions/024), on the PostgreSQL server whenever
 * one is reachable (`engine: 'postgres'`; PGlite serialises transactions, so a missing row lock would pass there),
 * with Razorpay's stand-in counting the refunds it makes.
 */
const standIn = razorpayStandInForFile({ keyId: 'rzp_live_standin' });
const t = testAppForFile(() => ({
  template: 'empty',
  engine: 'postgres',
  env: { ...razorpayEnv(standIn), RATE_LIMITS: 'admin-write=100000' },
}));
const shopper = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

const madeRefunds = (paymentId: string) => standIn.refunds.filter((refund) => refund.payment_id === paymentId);

async function paidOrder() {
  const dal = await createProduct(t.db, { name: 'Toor Dal 1 kg', price: 180, countInStock: 50 });
  await addLine(t, shopper, dal.id, 1);
  const proof = standIn.pay((await createPayment(t, shopper)).orderId);
  const response = await placeOrder(t, shopper, orderPayload(shopper, proof));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; paymentId: string }>();
}

describe('concurrent cancels and retries refund once', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('staff and admin cancel at once, three times over: one 200, one 409, one refund at Razorpay', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await paidOrder();
      const answers = await Promise.all([
        setOrderStatus(t, staff, order.id, { status: 'cancelled' }),
        setOrderStatus(t, admin, order.id, { status: 'cancelled' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 200)!.json().refund.status).toBe('refunded');
      expect(madeRefunds(order.paymentId)).toHaveLength(1);
      expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
    }
  });

  it('the shopper and staff cancel at once: one refund', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: shopper.headers }),
      setOrderStatus(t, staff, order.id, { status: 'cancelled' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    expect((await orderRow(t, order.id)).refundStatus).toBe('refunded');
  });

  it('two retries of a failed refund at once: one 200, one 409, one refund', async () => {
    const order = await paidOrder();
    standIn.failRefunds('server');
    try {
      expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).json().refund.status).toBe('failed');
    } finally {
      standIn.failRefunds(null);
    }
    const answers = await Promise.all([retryRefund(t, staff, order.id), retryRefund(t, admin, order.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    expect((await orderRow(t, order.id)).refundId).toBe(madeRefunds(order.paymentId)[0]!.id);
  });
});
