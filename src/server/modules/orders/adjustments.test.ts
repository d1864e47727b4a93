import { REFUND_STUCK_AFTER_MS } from '#src/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TTaxDocument, TTaxDocumentSummary } from '#src/contracts/invoices';
import * as schema from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { createProduct, variantsOf } from '#src/test/factories';
import { lineAction, orderRow, refundsOfPayment, setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { eventually } from '#src/test/wait';
import { createServer } from '#src/server/app';

/** Order adjustments after placing (issue 31 §5, docs/decisions/055): money, stock, credit notes. */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const asha = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
/** Packers work the orders but hold no `refunds` permission (docs/decisions/059): no money back from them. */
const packer = signedInUserForFile(t, { name: 'Pooja', role: 'packer' });

/** 3 × Rs 100 of a product with 10 in stock, at 5 %; online (paid) or pay on delivery (due). */
async function order(method: 'online' | 'on_delivery' = 'online') {
  const product = await createProduct(t.db, { price: 100, countInStock: 10 });
  const [variant] = await variantsOf(t.db, product.id);
  const stored = await storedOrder(t, asha, {
    lines: [{ productId: product.id, variantId: variant!.id, quantity: 3, price: 100 }],
  });
  await t.db
    .update(schema.orderLines)
    .set({ gstRateBps: 500, hsnCode: '1006' })
    .where(eq(schema.orderLines.orderId, stored.id));
  await t.db
    .update(schema.orders)
    .set({ paymentMethod: method, paymentStatus: method === 'online' ? 'paid' : 'due' })
    .where(eq(schema.orders.id, stored.id));
  const [line] = await t.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, stored.id));
  return { ...stored, lineId: line!.id, variantId: variant!.id };
}

const stockOf = async (variantId: number) =>
  (await t.db.select().from(schema.productVariants).where(eq(schema.productVariants.id, variantId)))[0]!.countInStock;

const adjust = (user: TestUser, id: number, what: 'reduce' | 'goodwill' | 'return', body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/adjustments/${what}`,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: body,
  });

async function move(id: number, ...statuses: string[]) {
  for (const status of statuses) expect((await setOrderStatus(t, staff, id, { status })).statusCode).toBe(200);
}

const adminOrder = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: staff.headers })).json<{
    figures: { refunded: number; net: number };
    payOnDelivery?: { collect: number };
    products: { unavailableRefund: number; unitsLeft: number }[];
  }>();

async function documents(id: number) {
  const list = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/documents`, headers: asha.headers })).json<
    TTaxDocumentSummary[]
  >();
  return Promise.all(
    list.map(async (summary) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${id}/documents/${summary.id}`, headers: asha.headers })
      ).json<TTaxDocument>(),
    ),
  );
}

describe('a card order', () => {
  it('2 of 3 found: one unit refunded through the provider, its stock back, the invoice for two', async () => {
    const o = await order();
    await move(o.id, 'confirmed');
    const stock = await stockOf(o.variantId);
    const reduced = await adjust(staff, o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'Only 2 found' });
    expect(reduced.statusCode, reduced.body).toBe(200);
    expect(await stockOf(o.variantId)).toBe(stock + 1);
    const refunds = await refundsOfPayment(t, o.paymentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([10000]);
    expect((await adminOrder(o.id)).figures).toMatchObject({ refunded: 100, net: 200 });
    await move(o.id, 'packed', 'out_for_delivery', 'delivered');
    const [invoice, ...rest] = await documents(o.id);
    expect(rest).toEqual([]);
    expect(invoice!.lines).toEqual([expect.objectContaining({ quantity: 2, amount: 20000 })]);
    expect(invoice!.totals.total).toBe(20000);
  });

  it('more units than are left: 400 and nothing changes; a shopper may not adjust (403)', async () => {
    const o = await order();
    await move(o.id, 'confirmed');
    const refused = await adjust(staff, o.id, 'reduce', { lineId: o.lineId, quantity: 4, reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Only 3 units are left on this line.');
    // The attack: the shopper refunds their own order.
    expect((await adjust(asha, o.id, 'goodwill', { amount: 300, reason: 'x' })).statusCode).toBe(403);
    expect(await refundsOfPayment(t, o.paymentId)).toEqual([]);
  });

  it('goodwill after delivery: refunded, a credit note, never more than is left', async () => {
    const o = await order();
    await move(o.id, 'confirmed', 'packed', 'out_for_delivery', 'delivered');
    const goodwill = await adjust(staff, o.id, 'goodwill', { amount: 50, reason: 'Late delivery' });
    expect(goodwill.statusCode, goodwill.body).toBe(200);
    const over = await adjust(staff, o.id, 'goodwill', { amount: 251, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('At most Rs 250 is left to refund on this order.');
    const [, note] = await documents(o.id);
    expect(note).toMatchObject({ kind: 'credit_note', reason: 'Late delivery', total: 5000 });
    expect((await adminOrder(o.id)).figures).toMatchObject({ refunded: 50, net: 250 });
  });

  it('a return after delivery: refunded, restocked when asked, a credit note for the line', async () => {
    const o = await order();
    await move(o.id, 'confirmed', 'packed', 'out_for_delivery', 'delivered');
    const stock = await stockOf(o.variantId);
    const returned = await adjust(staff, o.id, 'return', {
      lines: [{ lineId: o.lineId, quantity: 2 }],
      restock: true,
      reason: 'Torn packs',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await stockOf(o.variantId)).toBe(stock + 2);
    expect((await refundsOfPayment(t, o.paymentId)).map((refund) => refund.amount)).toEqual([20000]);
    const [, note] = await documents(o.id);
    expect(note!.lines).toEqual([
      expect.objectContaining({ quantity: 2, amount: 20000, hsnCode: '1006', rateBps: 500 }),
    ]);
    // Without restocking the stock stays; a return before delivery is refused.
    const again = await adjust(staff, o.id, 'return', {
      lines: [{ lineId: o.lineId, quantity: 1 }],
      restock: false,
      reason: 'x',
    });
    expect(again.statusCode).toBe(200);
    expect(await stockOf(o.variantId)).toBe(stock + 2);
    expect((await adminOrder(o.id)).figures).toMatchObject({ refunded: 300, net: 0 });
    const early = await order();
    expect(
      (
        await adjust(staff, early.id, 'return', {
          lines: [{ lineId: early.lineId, quantity: 1 }],
          restock: true,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('who may adjust, and which lines (replayed)', () => {
  const adjustmentsOf = (orderId: number) =>
    t.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, orderId));

  it('a packer (orders and stock, not refunds) gets 403 for each adjustment, and nothing is written', async () => {
    const o = await order();
    await move(o.id, 'confirmed');
    const stock = await stockOf(o.variantId);
    const reduce = await adjust(packer, o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'x' });
    expect(reduce.statusCode).toBe(403);
    expect((await adjust(packer, o.id, 'goodwill', { amount: 50, reason: 'x' })).statusCode).toBe(403);
    await move(o.id, 'packed', 'out_for_delivery', 'delivered');
    const returned = await adjust(packer, o.id, 'return', {
      lines: [{ lineId: o.lineId, quantity: 1 }],
      restock: true,
      reason: 'x',
    });
    expect(returned.statusCode).toBe(403);
    expect(await adjustmentsOf(o.id)).toEqual([]);
    expect(await refundsOfPayment(t, o.paymentId)).toEqual([]);
    expect(await stockOf(o.variantId)).toBe(stock);
  });

  it('a line of another order is 404 for a reduction and a return, and nothing is written', async () => {
    const mine = await order();
    const other = await order();
    await move(mine.id, 'confirmed');
    await move(other.id, 'confirmed');
    const stock = await stockOf(other.variantId);
    const reduce = await adjust(staff, mine.id, 'reduce', { lineId: other.lineId, quantity: 1, reason: 'x' });
    expect(reduce.statusCode).toBe(404);
    expect(reduce.json().msg).toBe('This order has no such item');
    await move(mine.id, 'packed', 'out_for_delivery', 'delivered');
    const returned = await adjust(staff, mine.id, 'return', {
      lines: [{ lineId: other.lineId, quantity: 1 }],
      restock: true,
      reason: 'x',
    });
    expect(returned.statusCode).toBe(404);
    for (const o of [mine, other]) {
      expect(await adjustmentsOf(o.id)).toEqual([]);
      expect(await refundsOfPayment(t, o.paymentId)).toEqual([]);
    }
    expect(await stockOf(other.variantId)).toBe(stock);
    expect((await adminOrder(mine.id)).figures).toMatchObject({ refunded: 0, net: 300 });
  });
});

describe('a reduced line changed or cancelled afterwards: what is left, never twice (decisions 032, 055)', () => {
  const refunded = async (paymentId: string) =>
    (await refundsOfPayment(t, paymentId)).reduce((sum, refund) => sum + refund.amount, 0);

  it('1 of 3 reduced, then the line marked unavailable: only the 2 units left are refunded', async () => {
    const o = await order();
    await move(o.id, 'confirmed');
    expect(
      (await adjust(staff, o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'Only 2 found' })).statusCode,
    ).toBe(200);
    const stock = await stockOf(o.variantId);
    // The back office's dialog previews what the server will give back: the 2 units left, not the whole line.
    expect((await adminOrder(o.id)).products[0]!).toMatchObject({ unavailableRefund: 200, unitsLeft: 2 });
    const unavailable = await lineAction(t, staff, o.id, o.lineId, 'unavailable', {});
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    expect((await refundsOfPayment(t, o.paymentId)).map((refund) => refund.amount)).toEqual([10000, 20000]);
    // Every refund of the line together is what was paid for it (Rs 300), never more; the stock stays.
    expect(await refunded(o.paymentId)).toBe(30000);
    expect(await stockOf(o.variantId)).toBe(stock);
    expect((await adminOrder(o.id)).figures).toMatchObject({ refunded: 300, net: 0 });
    expect((await adminOrder(o.id)).products[0]!).toMatchObject({ unavailableRefund: 0, unitsLeft: 0 });
    // Cancelling afterwards has nothing left to refund and nothing to put back.
    await move(o.id, 'cancelled');
    expect(await refunded(o.paymentId)).toBe(30000);
    expect(await stockOf(o.variantId)).toBe(stock);
  });

  it('a reduced line is not substituted: 409 saying what to do, no stock taken, nothing refunded', async () => {
    const o = await order();
    const cheaper = await createProduct(t.db, { price: 80, countInStock: 10 });
    const [cheap] = await variantsOf(t.db, cheaper.id);
    await move(o.id, 'confirmed');
    expect(
      (await adjust(staff, o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'Only 2 found' })).statusCode,
    ).toBe(200);
    const refused = await lineAction(t, staff, o.id, o.lineId, 'substitute', { variantId: cheap!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'Some units of this item were already taken off the order: mark the rest unavailable instead of substituting',
    );
    expect(await stockOf(cheap!.id)).toBe(10);
    expect(await refunded(o.paymentId)).toBe(10000);
  });

  it('cancelled after a reduction: refunded in all exactly what was paid, the stock back once', async () => {
    const o = await order();
    await move(o.id, 'confirmed');
    const stock = await stockOf(o.variantId);
    expect(
      (await adjust(staff, o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'Only 2 found' })).statusCode,
    ).toBe(200);
    expect(await stockOf(o.variantId)).toBe(stock + 1);
    await move(o.id, 'cancelled');
    expect(await refunded(o.paymentId)).toBe(30000);
    expect((await orderRow(t, o.id)).refundAmount).toBe(200);
    // The 3 units are back on the shelf: 1 by the reduction, the 2 left by the cancellation — not 4.
    expect(await stockOf(o.variantId)).toBe(stock + 3);
  });
});

describe('a pay-on-delivery order', () => {
  it('while due: the amount to collect falls, nothing is refunded; the invoice is for what was collected', async () => {
    const o = await order('on_delivery');
    await move(o.id, 'confirmed');
    expect(
      (await adjust(staff, o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'Only 2 found' })).statusCode,
    ).toBe(200);
    await move(o.id, 'packed', 'out_for_delivery', 'delivered');
    expect((await adjust(staff, o.id, 'goodwill', { amount: 20, reason: 'Dented box' })).statusCode).toBe(200);
    expect((await adminOrder(o.id)).payOnDelivery!.collect).toBe(180);
    expect(await refundsOfPayment(t, o.paymentId)).toEqual([]);
    expect(await documents(o.id)).toEqual([]);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/payment`,
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: { method: 'cash', amount: 180 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice] = await documents(o.id);
    expect(invoice!.totals.total).toBe(18000);
    expect(invoice!.lines).toEqual([expect.objectContaining({ quantity: 2, amount: 18000 })]);
    expect((await adminOrder(o.id)).figures).toMatchObject({ net: 180 });
    expect((await orderRow(t, o.id)).collectedAmount).toBe(180);
  });
});

describe('the stuck-refund sweep', () => {
  /** The adjustment's refund as if the process stopped mid-call `ms` ago (or the provider said no: `failed`). */
  const stage = (orderId: number, status: 'pending' | 'failed', ms: number) =>
    t.db
      .update(schema.orderAdjustments)
      .set({ refundStatus: status, refundId: null, refundedAt: null, refundAttemptedAt: new Date(Date.now() - ms) })
      .where(eq(schema.orderAdjustments.orderId, orderId));
  const adjustmentOf = async (orderId: number) =>
    (await t.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, orderId)))[0]!;

  it('a restarted server settles a stuck adjustment refund once; a young pending and a failed one stay', async () => {
    const [stuck, young, failed] = [await order(), await order(), await order()];
    for (const o of [stuck, young, failed]) {
      await move(o.id, 'confirmed');
      const reduced = await adjust(staff, o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'Only 2 found' });
      expect(reduced.statusCode, reduced.body).toBe(200);
    }
    // Older than the sweep's age (REFUND_STUCK_AFTER_MS), younger than it, and failed.
    await stage(stuck.id, 'pending', 2 * REFUND_STUCK_AFTER_MS);
    await stage(young.id, 'pending', REFUND_STUCK_AFTER_MS / 12);
    await stage(failed.id, 'failed', 2 * REFUND_STUCK_AFTER_MS);

    // Another server on the same database, its sweep running at start, as after a restart.
    const restarted = await createServer({ config: { ...t.config, REFUND_SWEEP: true }, database: t.database });
    try {
      await eventually('the stuck adjustment refund settled by the sweep', async () =>
        (await adjustmentOf(stuck.id)).refundStatus === 'refunded' ? true : undefined,
      );
    } finally {
      await restarted.close();
    }
    // Asked again under the same idempotency key: still one refund of Rs 100, with its id written back.
    expect((await refundsOfPayment(t, stuck.paymentId)).map((refund) => refund.amount)).toEqual([10000]);
    expect((await adjustmentOf(stuck.id)).refundId).not.toBeNull();
    expect((await adjustmentOf(young.id)).refundStatus).toBe('pending');
    expect((await adjustmentOf(failed.id)).refundStatus).toBe('failed');
  });
});
