import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import {
  orderRow,
  refundsOfPayment,
  retryRefund,
  setOrderStatus,
  startedRefundAgo,
  storedOrder,
} from '#src/test/orders';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { eventually } from '#src/test/wait';
import { createServer } from '#src/server/app';

/**
 * Cancelling refunds the order (issue 15, docs/decisions/024), here through the built-in test provider (demo mode):
 * its refund is a row in `refunds`, and the order answers carry `refund`. Razorpay: refunds-razorpay.test.ts.
 */
// The sweep off: these tests stage stuck refunds and retry them by hand; the sweep has its own test below.
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000', REFUND_SWEEP: 'false' } });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const cancel = (user: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.headers });
const getOrder = (user: TestUser, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers });
const adminOrder = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: staff.headers });
const refundAudits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(id))));

/** A real checkout through the API with the test card: the order's payment id is the test provider's. */
async function boughtOrder(user: TestUser, productId: number, quantity: number) {
  await addLine(t, user, productId, quantity);
  const proof = await payForCart(t, user);
  const response = await placeOrder(t, user, orderPayload(user, proof));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; paymentId: string; amount: number; refund: unknown }>();
}

describe('the shopper cancels: the test provider refunds', () => {
  const { asha, rice } = shopFor(t, { rice: { name: 'Basmati Rice', price: 649, countInStock: 10 } });

  it('200 with refund refunded; one refunds row for the payment; the order row and every answer show it', async () => {
    const order = await boughtOrder(asha, rice.id, 2);
    expect(order.refund).toBeNull();
    expect(order.amount).toBe(1298);

    const response = await cancel(asha, order.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      id: order.id,
      status: 'cancelled',
      refund: { status: 'refunded', amount: 1298, refundedAt: expect.any(String) },
    });
    expect(Object.keys(answer.refund).sort()).toEqual(['amount', 'refundedAt', 'status']);

    const refunds = await refundsOfPayment(t, order.paymentId);
    expect(refunds).toEqual([
      expect.objectContaining({
        provider: 'test',
        providerPaymentId: order.paymentId,
        amount: 129800,
        idempotencyKey: `refund-${order.paymentId}`,
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    const row = await orderRow(t, order.id);
    expect(row).toMatchObject({
      refundStatus: 'refunded',
      refundAmount: 1298,
      refundId: refunds[0]!.providerRefundId,
      refundError: null,
    });
    expect(row.refundedAt).toBeInstanceOf(Date);

    expect((await getOrder(asha, order.id)).json().refund).toEqual(answer.refund);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: asha.headers });
    expect(list.json().find((o: { id: number }) => o.id === order.id).refund).toEqual(answer.refund);
    expect((await adminOrder(order.id)).json().refund).toEqual({
      ...answer.refund,
      id: refunds[0]!.providerRefundId,
      error: null,
      attemptedAt: expect.any(String),
      canRetry: false,
    });
  });

  it('the same cancellation twice (shopper, then staff) refunds once', async () => {
    const order = await boughtOrder(asha, rice.id, 1);
    expect((await cancel(asha, order.id)).statusCode).toBe(200);
    expect((await cancel(asha, order.id)).statusCode).toBe(409);
    expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
    expect((await orderRow(t, order.id)).refundStatus).toBe('refunded');
  });

  it('orders that are not cancelled have no refund', async () => {
    const order = await boughtOrder(asha, rice.id, 1);
    expect((await setOrderStatus(t, staff, order.id, { status: 'confirmed' })).json().refund).toBeNull();
    expect((await getOrder(asha, order.id)).json().refund).toBeNull();
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([]);
  });
});

describe('staff cancel: refunded in the same workflow', () => {
  const { asha } = shopFor(t, {});

  it('a packed order: 200 refund refunded, the admin list shows it', async () => {
    const order = await storedOrder(t, asha, { lines: [{ productId: 1, quantity: 3, price: 120 }] });
    for (const status of ['confirmed', 'packed']) {
      expect((await setOrderStatus(t, staff, order.id, { status })).statusCode).toBe(200);
    }
    const response = await setOrderStatus(t, staff, order.id, { status: 'cancelled', note: 'No rider' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toMatchObject({ status: 'refunded', amount: 360 });
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([
      expect.objectContaining({ provider: 'test', amount: 36000 }),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${order.id}`,
      headers: staff.headers,
    });
    expect(list.json().orders.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      status: 'cancelled',
      refundStatus: 'refunded',
    });
  });
});

describe('the back office finds refunds by state', () => {
  const { asha } = shopFor(t, {});

  it('?refund=failed lists only those (counts too); an unknown state 400', async () => {
    const [refunded, failed, open] = [
      await storedOrder(t, asha, { name: 'Refund Filter' }),
      await storedOrder(t, asha, { name: 'Refund Filter' }),
      await storedOrder(t, asha, { name: 'Refund Filter' }),
    ];
    for (const order of [refunded, failed]) {
      expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).statusCode).toBe(200);
    }
    await t.db.update(orders).set({ refundStatus: 'failed' }).where(eq(orders.id, failed.id));
    const page = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/orders?q=refund+filter${query}`, headers: staff.headers });

    const onlyFailed = (await page('&refund=failed')).json();
    expect(onlyFailed.orders.map((o: { id: number }) => o.id)).toEqual([failed.id]);
    expect(onlyFailed.orders[0]).toMatchObject({ status: 'cancelled', refundStatus: 'failed' });
    expect(onlyFailed).toMatchObject({ total: 1, counts: { cancelled: 1, pending: 0 } });
    const all = (await page('')).json();
    expect(all.orders.map((o: { id: number }) => o.id)).toEqual([open.id, failed.id, refunded.id]);
    expect(all.orders.map((o: { refundStatus: string }) => o.refundStatus)).toEqual(['none', 'failed', 'refunded']);
    expect((await page('&refund=lost')).statusCode).toBe(400);
  });
});

describe('the back office retries a refund', () => {
  const { asha, ravi } = shopFor(t, {});

  it('409 for an order that is not cancelled, or already refunded; 404 for an unknown one; nothing refunded', async () => {
    const order = await storedOrder(t, asha);
    const pending = await retryRefund(t, staff, order.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().msg).toBe('This order is not cancelled: there is nothing to refund');
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([]);

    expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).statusCode).toBe(200);
    const done = await retryRefund(t, staff, order.id);
    expect(done.statusCode).toBe(409);
    expect(done.json().msg).toBe('This order is already refunded');
    expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
    expect(await refundAudits(order.id)).toEqual([]);

    expect((await retryRefund(t, staff, 2_000_000_000)).statusCode).toBe(404);
  });

  it('a cancelled order with no refund (none; migration 0025 leaves none): 409 nothing to refund, nothing refunded', async () => {
    const order = await storedOrder(t, asha);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const none = await retryRefund(t, staff, order.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe('This order has no refund to retry: there is nothing to refund');
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([]);
    expect(await orderRow(t, order.id)).toMatchObject({ refundStatus: 'none' });
    expect(await refundAudits(order.id)).toEqual([]);
  });

  it('a pending refund under a minute old is under way: 409; once stuck, the retry finishes it, audited', async () => {
    const order = await storedOrder(t, asha);
    expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).statusCode).toBe(200);
    const { refundId } = await orderRow(t, order.id);
    // As if the process had stopped between the commit and the provider's answer.
    await startedRefundAgo(t, order.id, 10_000);
    expect((await adminOrder(order.id)).json().refund).toMatchObject({ status: 'pending', canRetry: false });
    const young = await retryRefund(t, staff, order.id);
    expect(young.statusCode).toBe(409);
    expect(young.json().msg).toBe('This refund is already under way; try again in a minute if it does not finish');

    await startedRefundAgo(t, order.id, 2 * 60_000);
    expect((await adminOrder(order.id)).json().refund).toMatchObject({ status: 'pending', canRetry: true });
    expect((await getOrder(asha, order.id)).json().refund).toMatchObject({ status: 'pending', refundedAt: null });
    const retried = await retryRefund(t, staff, order.id);
    expect(retried.statusCode, retried.body).toBe(200);
    // The same idempotency key: the test provider answers the refund it already made, nothing twice.
    expect(retried.json().refund).toMatchObject({ status: 'refunded', id: refundId, canRetry: false });
    expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
    expect(await refundAudits(order.id)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        before: expect.objectContaining({ refundStatus: 'pending' }),
        after: { refundStatus: 'pending', refundAmount: 100 },
      }),
    ]);
  });

  it('a shopper cannot call it, even for their own order (403); a guest 401', async () => {
    const order = await storedOrder(t, ravi);
    expect((await cancel(ravi, order.id)).statusCode).toBe(200);
    await startedRefundAgo(t, order.id, 2 * 60_000);
    expect((await retryRefund(t, ravi, order.id)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refund` });
    expect(guest.statusCode).toBe(401);
    expect((await orderRow(t, order.id)).refundStatus).toBe('pending');
    expect(await refundAudits(order.id)).toEqual([]);
  });
});

describe('the stuck-refund sweep', () => {
  const { asha } = shopFor(t, {});

  it('a restart with a refund stuck pending: the new server refunds it once; young pending and failed stay', async () => {
    const [stuck, young, failed] = [await storedOrder(t, asha), await storedOrder(t, asha), await storedOrder(t, asha)];
    for (const order of [stuck, young, failed]) {
      expect((await setOrderStatus(t, staff, order.id, { status: 'cancelled' })).statusCode).toBe(200);
    }
    await startedRefundAgo(t, stuck.id, 2 * 60_000);
    await startedRefundAgo(t, young.id, 5_000);
    await t.db.update(orders).set({ refundStatus: 'failed', refundId: null }).where(eq(orders.id, failed.id));

    // Another server on the same database, sweep on, as after a restart.
    const restarted = await createServer({ config: { ...t.config, REFUND_SWEEP: true }, database: t.database });
    try {
      await eventually('the stuck refund settled by the sweep', async () =>
        (await orderRow(t, stuck.id)).refundStatus === 'refunded' ? true : undefined,
      );
    } finally {
      await restarted.close();
    }
    expect((await orderRow(t, stuck.id)).refundError).toBeNull();
    expect(await refundsOfPayment(t, stuck.paymentId)).toHaveLength(1);
    expect((await orderRow(t, young.id)).refundStatus).toBe('pending');
    expect((await orderRow(t, failed.id)).refundStatus).toBe('failed');
  });
});
