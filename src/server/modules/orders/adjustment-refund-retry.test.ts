import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { auditLog } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, createPayment, orderPayload, placeOrder } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { setOrderStatus } from '#src/test/orders';
import { razorpayEnv, razorpayStandInForFile } from '#src/test/razorpay-standin';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * An adjustment's failed refund retried from the back office (issue 31 §5, docs/decisions/055): Razorpay's stand-in
 * refuses the refund of a reduction, the adjustment stands with its refund `failed`; the retry while Razorpay still
 * refuses is 503, once it is back 200 and refunded under the adjustment's own idempotency key, audited; a second
 * retry 409; two retries at once make one refund. A packer (orders and stock, no `refunds`) and a shopper are refused, and an adjustment of another order
 * is 404. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const standIn = razorpayStandInForFile({ keyId: 'rzp_live_standin' });
const t = testAppForFile(() => ({
  template: 'empty',
  env: { ...razorpayEnv(standIn), RATE_LIMITS: 'admin-write=100000', REFUND_SWEEP: 'false' },
}));
const asha = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const packer = signedInUserForFile(t, { name: 'Pooja', role: 'packer' });

const refundCalls = (paymentId: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);
const madeRefunds = (paymentId: string) => standIn.refunds.filter((refund) => refund.payment_id === paymentId);

/** A confirmed order paid through Razorpay: 3 × ₹100 of one product. */
async function paidOrder() {
  const dal = await createProduct(t.db, { name: 'Toor Dal 1 kg', price: 100, countInStock: 20 });
  await addLine(t, asha, dal.id, 3);
  const proof = standIn.pay((await createPayment(t, asha)).orderId);
  const response = await placeOrder(t, asha, orderPayload(asha, proof));
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<{ id: number; paymentId: string; products: { id: number }[] }>();
  expect((await setOrderStatus(t, staff, order.id, { status: 'confirmed' })).statusCode).toBe(200);
  return { ...order, lineId: order.products[0]!.id };
}

const reduce = (id: number, lineId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/adjustments/reduce`,
    headers: { ...staff.headers, 'content-type': 'application/json' },
    payload: { lineId, quantity: 1, reason: 'Only 2 found' },
  });

const retry = (user: TestUser, id: number, adjustmentId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/adjustments/${adjustmentId}/refund`,
    headers: user.headers,
  });

const adjustmentsSeen = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: staff.headers })
  ).json<TAdminOrderDetail>().adjustments;

const retryAudits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.adjustment_refund'), eq(auditLog.entityId, String(id))));

/** A reduction whose refund Razorpay refused (`server`: a 500); the back office's view of it. */
async function failedReduction() {
  const order = await paidOrder();
  standIn.failRefunds('server');
  try {
    const reduced = await reduce(order.id, order.lineId);
    expect(reduced.statusCode, reduced.body).toBe(200);
  } finally {
    standIn.failRefunds(null);
  }
  const [adjustment] = await adjustmentsSeen(order.id);
  return { order, adjustment: adjustment! };
}

describe("an adjustment's failed refund", () => {
  it('is shown failed; the retry is 503 while Razorpay refuses, then refunds once under its key; again 409', async () => {
    const order = await paidOrder();
    standIn.failRefunds('server');
    try {
      const reduced = await reduce(order.id, order.lineId);
      expect(reduced.statusCode, reduced.body).toBe(200);
      const [adjustment] = reduced.json<TAdminOrderDetail>().adjustments;
      expect(adjustment).toMatchObject({
        kind: 'reduced',
        lineId: order.lineId,
        title: 'Toor Dal 1 kg',
        quantity: 1,
        reason: 'Only 2 found',
        refund: { status: 'failed', amount: 100, id: null, canRetry: true },
      });
      expect(adjustment!.refund.error).toContain('razorpay 500');

      const stillFailing = await retry(staff, order.id, adjustment!.id);
      expect(stillFailing.statusCode).toBe(503);
      expect(stillFailing.json().msg).toBe(
        'The payment service did not take the refund. The adjustment’s refund stays marked failed; please try again later.',
      );
      expect((await adjustmentsSeen(order.id))[0]!.refund).toMatchObject({ status: 'failed', canRetry: true });
    } finally {
      standIn.failRefunds(null);
    }
    expect(madeRefunds(order.paymentId)).toEqual([]);

    const [adjustment] = await adjustmentsSeen(order.id);
    const retried = await retry(staff, order.id, adjustment!.id);
    expect(retried.statusCode, retried.body).toBe(200);
    const [made] = madeRefunds(order.paymentId);
    expect(made).toMatchObject({ amount: 10000 });
    expect(retried.json<TAdminOrderDetail>().adjustments[0]!.refund).toMatchObject({
      status: 'refunded',
      id: made!.id,
      error: null,
      canRetry: false,
    });
    expect(retried.json<TAdminOrderDetail>().figures).toMatchObject({ refunded: 100, net: 200 });
    // Every attempt under the adjustment's own idempotency key.
    expect(new Set(refundCalls(order.paymentId).map((call) => call.headers['x-refund-idempotency']))).toEqual(
      new Set([`refund-${order.paymentId}-adj-${adjustment!.id}`]),
    );
    // Both retries audited, each with the adjustment and the state it found.
    const audits = await retryAudits(order.id);
    expect(audits.map((row) => row.before)).toEqual([
      expect.objectContaining({ adjustmentId: adjustment!.id, refundStatus: 'failed' }),
      expect.objectContaining({ adjustmentId: adjustment!.id, refundStatus: 'failed' }),
    ]);

    const again = await retry(staff, order.id, adjustment!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This adjustment is already refunded');
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    expect(await retryAudits(order.id)).toHaveLength(2);
  });

  it('the answer was lost after Razorpay refunded: the retry gets that refund, not a second', async () => {
    const order = await paidOrder();
    standIn.failRefunds('lost');
    try {
      expect((await reduce(order.id, order.lineId)).statusCode).toBe(200);
    } finally {
      standIn.failRefunds(null);
    }
    const [adjustment] = await adjustmentsSeen(order.id);
    expect(adjustment!.refund.status).toBe('failed');
    const [made] = madeRefunds(order.paymentId);
    expect(made).toBeDefined();
    const retried = await retry(staff, order.id, adjustment!.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<TAdminOrderDetail>().adjustments[0]!.refund).toMatchObject({
      status: 'refunded',
      id: made!.id,
    });
    expect(madeRefunds(order.paymentId)).toHaveLength(1);
    expect(standIn.payments.get(order.paymentId)!.amount_refunded).toBe(10000);
  });
});

describe('two retries at once', () => {
  it('staff retry one failed adjustment refund twice at once, three times over: one 200, one 409, one refund', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, adjustment } = await failedReduction();
      const answers = await Promise.all([retry(staff, order.id, adjustment.id), retry(staff, order.id, adjustment.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(madeRefunds(order.paymentId)).toHaveLength(1);
      expect(await retryAudits(order.id)).toHaveLength(1);
    }
  });
});

describe('who may retry, and which adjustment (replayed)', () => {
  it('a packer (orders and stock, no refunds) and a shopper get 403, and nothing is asked of Razorpay', async () => {
    const { order, adjustment } = await failedReduction();
    const calls = refundCalls(order.paymentId).length;
    const byPacker = await retry(packer, order.id, adjustment.id);
    expect(byPacker.statusCode).toBe(403);
    expect((await retry(asha, order.id, adjustment.id)).statusCode).toBe(403);
    expect(refundCalls(order.paymentId)).toHaveLength(calls);
    expect((await adjustmentsSeen(order.id))[0]!.refund).toMatchObject({ status: 'failed', canRetry: true });
    expect(await retryAudits(order.id)).toEqual([]);
  });

  it("another order's adjustment through this order's address is 404; an unknown one too", async () => {
    const mine = await paidOrder();
    const { order: other, adjustment } = await failedReduction();
    const crossed = await retry(staff, mine.id, adjustment.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().msg).toBe('This order has no such adjustment');
    expect((await retry(staff, other.id, 2_000_000_000)).statusCode).toBe(404);
    expect((await retry(staff, 2_000_000_000, adjustment.id)).statusCode).toBe(404);
    expect(madeRefunds(other.paymentId)).toEqual([]);
    expect((await adjustmentsSeen(other.id))[0]!.refund.status).toBe('failed');
  });
});
