import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { auditLog, mailOutbox, products } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct, createSubCategory, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import {
  lineAction,
  lineChangesOf,
  orderRow,
  refundsOfPayment,
  setOrderStatus,
  startedLineRefundAgo,
  substitutesOf,
} from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { eventually } from '#src/test/wait';
import { createServer } from '#src/server/app';
import { outboxDispatcherOf } from '#src/server/modules/mail/mail.service';
import { LINE_CHANGE_COLUMNS } from './orders-csv.service';

/**
 * Substitutions (issue 16, docs/decisions/032) through the built-in test provider: the shopper's preference per
 * cart line kept on the order line; staff mark a line unavailable or substitute it; each line's refund is its own
 * row in `refunds` under `refund-<payment id>-line-<line id>`; the shopper is e-mailed; cancelling afterwards
 * refunds only what is left. Razorpay's partial refunds, a failing refund and races: substitutions-razorpay.test.ts.
 */
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({
  template: 'empty',
  env: {
    SMTP_URL: smtp.url,
    SHOP_NAME: 'Green Basket',
    RATE_LIMITS: 'admin-write=100000',
    // These tests stage a stuck line refund and retry it by hand; the sweep has its own test below.
    REFUND_SWEEP: 'false',
  },
}));
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const asha = signedInUserForFile(t, { name: 'Asha' });
const ravi = signedInUserForFile(t, { name: 'Ravi' });

/**
 * The catalogue: three dals in one sub-category, rice in another, and an archived dal. Prices per pack (stock):
 * Toor 1 kg 150 (30), Toor 500 g 80 (30); Moong 1 kg 150 (30), Moong 2 kg 290 (30); Masoor 1 kg 120 (1);
 * Rice 1 kg 100 (30, another sub-category); Chana 1 kg 60 (30, archived).
 */
const shop = beforeAllValue(async () => {
  const dals = await createSubCategory(t.db, undefined, { name: 'Dals' });
  const rices = await createSubCategory(t.db, { id: dals.parentId! }, { name: 'Rice' });
  const inDals = { catId: dals.parentId!, subCatId: dals.id };
  const toor = await createProduct(t.db, { name: 'Toor Dal', ...inDals }, [
    { label: '1 kg', price: 150, countInStock: 30 },
    { label: '500 g', price: 80, countInStock: 30 },
  ]);
  const moong = await createProduct(t.db, { name: 'Moong Dal', ...inDals }, [
    { label: '1 kg', price: 150, countInStock: 30 },
    { label: '2 kg', price: 290, countInStock: 30 },
  ]);
  const masoor = await createProduct(t.db, { name: 'Masoor Dal', ...inDals }, [
    { label: '1 kg', price: 120, countInStock: 1 },
  ]);
  const rice = await createProduct(t.db, { name: 'Sona Rice', catId: dals.parentId!, subCatId: rices.id }, [
    { label: '1 kg', price: 100, countInStock: 30 },
  ]);
  const chana = await createProduct(t.db, { name: 'Chana Dal', ...inDals }, [
    { label: '1 kg', price: 60, countInStock: 30 },
  ]);
  await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, chana.id));
  const [toorKg, toorHalf] = await variantsOf(t.db, toor.id);
  const [moongKg, moong2] = await variantsOf(t.db, moong.id);
  const [masoorKg] = await variantsOf(t.db, masoor.id);
  const [riceKg] = await variantsOf(t.db, rice.id);
  const [chanaKg] = await variantsOf(t.db, chana.id);
  return {
    toor,
    moong,
    masoor,
    rice,
    toorKg: toorKg!,
    toorHalf: toorHalf!,
    moongKg: moongKg!,
    moong2: moong2!,
    masoorKg: masoorKg!,
    riceKg: riceKg!,
    chanaKg: chanaKg!,
  };
});

type Line = { productId: number; variantId: number; quantity: number; substitute?: boolean };

const cartOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json<
    { id: number; variantId: number; substitute: boolean }[]
  >();

/** Checks out `lines` through the API (preferences set on the cart first), then staff confirm the order. */
async function bought(user: TestUser, lines: Line[], status: 'pending' | 'confirmed' | 'packed' = 'confirmed') {
  for (const line of lines) await addLine(t, user, line.productId, line.quantity, { variantId: line.variantId });
  for (const line of lines.filter((l) => l.substitute === false)) {
    const cartLine = (await cartOf(user)).find((l) => l.variantId === line.variantId)!;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${cartLine.id}/substitute`,
      headers: user.headers,
      payload: { substitute: false },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  const proof = await payForCart(t, user);
  const placed = await placeOrder(t, user, orderPayload(user, proof));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ id: number; paymentId: string; amount: number; products: { id: number }[] }>();
  for (const next of status === 'pending' ? [] : status === 'confirmed' ? ['confirmed'] : ['confirmed', 'packed']) {
    expect((await setOrderStatus(t, staff, order.id, { status: next })).statusCode).toBe(200);
  }
  return { ...order, lineIds: order.products.map((line) => line.id) };
}

const stockOfVariant = async (productId: number, variantId: number) =>
  (await variantsOf(t.db, productId)).find((variant) => variant.id === variantId)!.countInStock;
const adminOrder = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: staff.headers })
  ).json<TAdminOrderDetail>();
const shopperOrder = async (user: TestUser, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers })).json();
const mailKindsOf = async (orderId: number) => {
  await outboxDispatcherOf(t.db)!.idle();
  return (await t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id))).map(
    (row) => row.kind,
  );
};
const auditsOf = (orderId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(orderId))));
const changedMail = (user: TestUser, id: number) =>
  smtp.waitFor(user.email, (mail) => mail.subject === `An item in your Green Basket order #${id} has changed`);

describe('the preference is kept on the order line', () => {
  it('"Don’t substitute" on one cart line reaches its order line; the other keeps the default', async () => {
    const order = await bought(asha, [
      { productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 1, substitute: false },
      { productId: shop.moong.id, variantId: shop.moongKg.id, quantity: 1 },
    ]);
    const lines = (await shopperOrder(asha, order.id)).products;
    expect(lines.map((line: { variantId: number; substitute: boolean; change: unknown }) => line)).toEqual([
      expect.objectContaining({ id: order.lineIds[0], variantId: shop.toorKg.id, substitute: false, change: null }),
      expect.objectContaining({ id: order.lineIds[1], variantId: shop.moongKg.id, substitute: true, change: null }),
    ]);
  });
});

describe('candidate substitutes', () => {
  it('in stock for the quantity, at most the line’s price, the same sub-category, own packs first, nearest price', async () => {
    const order = await bought(asha, [
      { productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 2 },
      { productId: shop.moong.id, variantId: shop.moongKg.id, quantity: 1, substitute: false },
    ]);
    const response = await substitutesOf(t, staff, order.id, order.lineIds[0]!);
    expect(response.statusCode, response.body).toBe(200);
    const { substitute, candidates } = response.json();
    expect(substitute).toBe(true);
    // Not: the line's own pack, Moong 2 kg (dearer), Masoor (1 left for 2), rice (another sub-category), Chana (off sale).
    expect(candidates).toEqual([
      {
        productId: shop.toor.id,
        variantId: shop.toorHalf.id,
        title: 'Toor Dal',
        label: '500 g',
        image: expect.any(String),
        price: 80,
        countInStock: expect.any(Number),
        sameProduct: true,
      },
      expect.objectContaining({ variantId: shop.moongKg.id, title: 'Moong Dal', price: 150, sameProduct: false }),
    ]);
    // The "don't substitute" line offers none.
    const none = await substitutesOf(t, staff, order.id, order.lineIds[1]!);
    expect(none.json()).toEqual({ substitute: false, candidates: [] });
    // Another order's line, an unknown order: 404.
    const other = await bought(ravi, [{ productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 1 }]);
    expect((await substitutesOf(t, staff, order.id, other.lineIds[0]!)).statusCode).toBe(404);
    expect((await substitutesOf(t, staff, 2_000_000_000, order.lineIds[0]!)).statusCode).toBe(404);
  });
});

describe('unavailable', () => {
  it('refunds the line’s subtotal (its own key), leaves stock as it was, e-mails the shopper, audits; a repeat is 409', async () => {
    const order = await bought(asha, [
      { productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 2 },
      { productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 1 },
    ]);
    expect(order.amount).toBe(400);
    const stockBefore = await stockOfVariant(shop.toor.id, shop.toorKg.id);
    const lineId = order.lineIds[0]!;

    const response = await lineAction(t, staff, order.id, lineId, 'unavailable', { note: 'Shelf empty' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TAdminOrderDetail>();
    const line = answer.products.find((l) => l.id === lineId)!;
    expect(line.change).toEqual({
      kind: 'unavailable',
      at: expect.any(String),
      refund: {
        status: 'refunded',
        amount: 300,
        refundedAt: expect.any(String),
        id: expect.stringMatching(/^rfnd_/),
        error: null,
        attemptedAt: expect.any(String),
        canRetry: false,
      },
      substitute: null,
      actorId: staff.id,
      actorEmail: staff.email,
      note: 'Shelf empty',
    });
    expect(answer.products.find((l) => l.id !== lineId)!.change).toBeNull();
    expect(answer).toMatchObject({ status: 'confirmed', amount: 400, refundedTotal: 300, refund: null });

    expect(await refundsOfPayment(t, order.paymentId)).toEqual([
      expect.objectContaining({
        provider: 'test',
        amount: 30000,
        idempotencyKey: `refund-${order.paymentId}-line-${lineId}`,
        providerRefundId: line.change!.refund.id,
      }),
    ]);
    expect(await stockOfVariant(shop.toor.id, shop.toorKg.id)).toBe(stockBefore);
    expect(await auditsOf(order.id, 'order.line_unavailable')).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        after: { lineId, kind: 'unavailable', refundAmount: 300, note: 'Shelf empty' },
      }),
    ]);

    // The shopper sees the change and the refund, without who made it or the note.
    const seen = await shopperOrder(asha, order.id);
    expect(seen.refundedTotal).toBe(300);
    expect(seen.products[0].change).toEqual({
      kind: 'unavailable',
      at: expect.any(String),
      refund: { status: 'refunded', amount: 300, refundedAt: expect.any(String) },
      substitute: null,
    });
    const mail = await changedMail(asha, order.id);
    expect(mail.text).toContain('We are sorry: Toor Dal (1 kg) × 2 is not available, so it will not be in your order.');
    expect(mail.text).toContain('We are refunding Rs 300 to the way you paid');
    expect(mail.html).toContain('Toor Dal (1 kg) × 2 is not available');

    // The same action again, or a substitution of the same line: 409, nothing more refunded or mailed.
    const again = await lineAction(t, staff, order.id, lineId, 'unavailable');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This item is already marked unavailable');
    const substitute = await lineAction(t, staff, order.id, lineId, 'substitute', { variantId: shop.toorHalf.id });
    expect(substitute.statusCode).toBe(409);
    expect(substitute.json().msg).toBe('This item is already marked unavailable');
    expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
    expect(await lineChangesOf(t, order.id)).toHaveLength(1);
    expect(await mailKindsOf(order.id)).toEqual(['order.placed', 'order.confirmed', 'order.line_changed']);
    expect(await stockOfVariant(shop.toor.id, shop.toorHalf.id)).toBe(30);
  });
});

describe('substituted', () => {
  it('with a cheaper pack: the substitute’s stock is taken, the original’s untouched, the difference refunded; a repeat is 409', async () => {
    const order = await bought(asha, [{ productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 2 }], 'packed');
    const [kgBefore, halfBefore] = [
      await stockOfVariant(shop.toor.id, shop.toorKg.id),
      await stockOfVariant(shop.toor.id, shop.toorHalf.id),
    ];
    const lineId = order.lineIds[0]!;
    const response = await lineAction(t, staff, order.id, lineId, 'substitute', { variantId: shop.toorHalf.id });
    expect(response.statusCode, response.body).toBe(200);
    const change = response.json<TAdminOrderDetail>().products[0]!.change!;
    expect(change).toMatchObject({
      kind: 'substituted',
      refund: { status: 'refunded', amount: 140, canRetry: false },
      substitute: {
        productId: shop.toor.id,
        variantId: shop.toorHalf.id,
        title: 'Toor Dal',
        label: '500 g',
        price: 80,
        quantity: 2,
      },
    });
    expect(await stockOfVariant(shop.toor.id, shop.toorHalf.id)).toBe(halfBefore - 2);
    expect(await stockOfVariant(shop.toor.id, shop.toorKg.id)).toBe(kgBefore);
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([
      expect.objectContaining({ amount: 14000, idempotencyKey: `refund-${order.paymentId}-line-${lineId}` }),
    ]);
    expect((await shopperOrder(asha, order.id)).refundedTotal).toBe(140);
    const mail = await changedMail(asha, order.id);
    expect(mail.text).toContain(
      'Toor Dal (1 kg) × 2 was not available, so we are sending Toor Dal (500 g) instead, at Rs 80 each.',
    );
    expect(mail.text).toContain('We are refunding Rs 140');
    expect(await auditsOf(order.id, 'order.line_substituted')).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ variantId: shop.toorHalf.id, refundAmount: 140 }) }),
    ]);

    const again = await lineAction(t, staff, order.id, lineId, 'substitute', { variantId: shop.toorHalf.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This item is already substituted');
    expect(await stockOfVariant(shop.toor.id, shop.toorHalf.id)).toBe(halfBefore - 2);
    expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
  });

  it('at the same price: nothing to refund (no provider call), the stock taken, the mail says the total stays', async () => {
    const order = await bought(asha, [{ productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 1 }]);
    const moongBefore = await stockOfVariant(shop.moong.id, shop.moongKg.id);
    const response = await lineAction(t, staff, order.id, order.lineIds[0]!, 'substitute', {
      variantId: shop.moongKg.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().products[0].change).toMatchObject({
      kind: 'substituted',
      refund: { status: 'none', amount: 0, refundedAt: null, canRetry: false },
      substitute: { title: 'Moong Dal', label: '1 kg', price: 150 },
    });
    expect(response.json().refundedTotal).toBe(0);
    expect(await stockOfVariant(shop.moong.id, shop.moongKg.id)).toBe(moongBefore - 1);
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([]);
    const mail = await changedMail(asha, order.id);
    expect(mail.text).toContain('The substitute costs the same, so your total does not change.');
    // Nothing to retry.
    const retry = await lineAction(t, staff, order.id, order.lineIds[0]!, 'refund');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().msg).toBe('This item has no refund: the substitute costs the same');
  });

  it('refused (409 or 404) and nothing changes: dearer, short of stock, the same pack, off sale, unknown', async () => {
    const order = await bought(asha, [{ productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 2 }]);
    const lineId = order.lineIds[0]!;
    const cases: [number, number, string][] = [
      [shop.moong2.id, 409, 'A substitute must not cost more than the item ordered (Rs 150 each)'],
      [shop.masoorKg.id, 409, 'Only 1 of "Masoor Dal" left in stock: not enough to substitute'],
      [shop.toorKg.id, 409, 'Choose another product or pack than the one ordered'],
      [shop.chanaKg.id, 404, 'This product or pack is not on sale'],
      [2_000_000_000, 404, 'This product or pack is not on sale'],
    ];
    for (const [variantId, status, msg] of cases) {
      const response = await lineAction(t, staff, order.id, lineId, 'substitute', { variantId });
      expect(response.statusCode, `${variantId}: ${response.body}`).toBe(status);
      expect(response.json().msg).toBe(msg);
    }
    expect((await lineAction(t, staff, order.id, lineId, 'substitute', { variantId: 'x' })).statusCode).toBe(400);
    expect(await lineChangesOf(t, order.id)).toEqual([]);
    expect(await stockOfVariant(shop.moong.id, shop.moong2.id)).toBe(30);
    expect(await stockOfVariant(shop.masoor.id, shop.masoorKg.id)).toBe(1);
    expect(await refundsOfPayment(t, order.paymentId)).toEqual([]);
    expect(await mailKindsOf(order.id)).toEqual(['order.placed', 'order.confirmed']);
  });

  it('refused for a "don’t substitute" line (mark it unavailable instead, which works)', async () => {
    const order = await bought(asha, [
      { productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 1, substitute: false },
    ]);
    const lineId = order.lineIds[0]!;
    const refused = await lineAction(t, staff, order.id, lineId, 'substitute', { variantId: shop.toorHalf.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('The shopper chose “Don’t substitute” for this item: mark it unavailable instead');
    expect(await stockOfVariant(shop.toor.id, shop.toorHalf.id)).toBeGreaterThan(0);
    expect(await lineChangesOf(t, order.id)).toEqual([]);
    const unavailable = await lineAction(t, staff, order.id, lineId, 'unavailable');
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    expect(unavailable.json().products[0].change).toMatchObject({ kind: 'unavailable', refund: { amount: 150 } });
  });
});

describe('the orders CSV', () => {
  it('says per line whether it could be substituted, what picking changed and what was refunded', async () => {
    const order = await bought(ravi, [
      { productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 2 },
      { productId: shop.moong.id, variantId: shop.moongKg.id, quantity: 1, substitute: false },
      { productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 1 },
    ]);
    const [toorLine, moongLine] = order.lineIds as [number, number, number];
    expect(
      (await lineAction(t, staff, order.id, toorLine, 'substitute', { variantId: shop.toorHalf.id })).statusCode,
    ).toBe(200);
    expect((await lineAction(t, staff, order.id, moongLine, 'unavailable')).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/export/orders.csv?q=%23${order.id}`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    const columns = ['product', 'variant', 'quantity', ...LINE_CHANGE_COLUMNS];
    expect(rows.map((row) => columns.map((column) => row[column]))).toEqual([
      ['Toor Dal', '1 kg', '2', 'yes', 'substituted', 'Toor Dal', '500 g', '80', '140', 'refunded'],
      ['Moong Dal', '1 kg', '1', 'no', 'unavailable', '', '', '', '150', 'refunded'],
      ['Sona Rice', '1 kg', '1', 'yes', '', '', '', '', '', ''],
    ]);
  });
});

describe('only while the order is confirmed or packed', () => {
  it('pending, out for delivery and cancelled orders: 409, nothing changed; unknown order or line 404', async () => {
    const line = { productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 1 };
    const pending = await bought(asha, [line], 'pending');
    const out = await bought(asha, [line], 'packed');
    expect((await setOrderStatus(t, staff, out.id, { status: 'out_for_delivery' })).statusCode).toBe(200);
    const cancelled = await bought(asha, [line]);
    expect((await setOrderStatus(t, staff, cancelled.id, { status: 'cancelled' })).statusCode).toBe(200);
    for (const [order, status] of [
      [pending, 'pending'],
      [out, 'out for delivery'],
      [cancelled, 'cancelled'],
    ] as const) {
      for (const action of ['unavailable', 'substitute'] as const) {
        const response = await lineAction(t, staff, order.id, order.lineIds[0]!, action, {
          variantId: shop.toorHalf.id,
        });
        expect(response.statusCode, `${status} ${action}`).toBe(409);
        expect(response.json().msg).toBe(
          `This order is ${status}: its items can be changed only while it is confirmed or packed`,
        );
      }
      expect(await lineChangesOf(t, order.id)).toEqual([]);
    }
    const other = await bought(ravi, [line]);
    expect((await lineAction(t, staff, pending.id, other.lineIds[0]!, 'unavailable')).statusCode).toBe(404);
    expect((await lineAction(t, staff, 2_000_000_000, other.lineIds[0]!, 'unavailable')).statusCode).toBe(404);
    expect(await lineChangesOf(t, other.id)).toEqual([]);
  });

  it('a shopper cannot change lines, not even of their own order (403); a guest 401', async () => {
    const order = await bought(ravi, [{ productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 1 }]);
    const lineId = order.lineIds[0]!;
    for (const action of ['unavailable', 'substitute', 'refund'] as const) {
      const body = { variantId: shop.toorHalf.id };
      expect((await lineAction(t, ravi, order.id, lineId, action, body)).statusCode, action).toBe(403);
      expect((await lineAction(t, null, order.id, lineId, action, body)).statusCode, action).toBe(401);
    }
    expect((await substitutesOf(t, ravi, order.id, lineId)).statusCode).toBe(403);
    expect((await substitutesOf(t, null, order.id, lineId)).statusCode).toBe(401);
    expect(await lineChangesOf(t, order.id)).toEqual([]);
  });
});

describe('cancelling after a line changed', () => {
  it('refunds only what is left; the unavailable line’s stock stays out, the substitute’s goes back', async () => {
    const order = await bought(asha, [
      { productId: shop.toor.id, variantId: shop.toorKg.id, quantity: 2 },
      { productId: shop.moong.id, variantId: shop.moongKg.id, quantity: 1 },
      { productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 3 },
    ]);
    expect(order.amount).toBe(750);
    const [toorLine, moongLine] = order.lineIds;
    expect((await lineAction(t, staff, order.id, toorLine!, 'unavailable')).statusCode).toBe(200);
    expect(
      (await lineAction(t, staff, order.id, moongLine!, 'substitute', { variantId: shop.masoorKg.id })).statusCode,
    ).toBe(200);
    const stock = {
      toorKg: await stockOfVariant(shop.toor.id, shop.toorKg.id),
      moongKg: await stockOfVariant(shop.moong.id, shop.moongKg.id),
      masoorKg: await stockOfVariant(shop.masoor.id, shop.masoorKg.id),
      riceKg: await stockOfVariant(shop.rice.id, shop.riceKg.id),
    };
    expect(stock.masoorKg).toBe(0);

    const response = await setOrderStatus(t, staff, order.id, { status: 'cancelled' });
    expect(response.statusCode, response.body).toBe(200);
    // 750 paid; 300 (unavailable) and 30 (150 → 120) refunded with the lines: 420 left.
    expect(response.json()).toMatchObject({ refund: { status: 'refunded', amount: 420 }, refundedTotal: 750 });
    const refunds = await refundsOfPayment(t, order.paymentId);
    expect(refunds.map((refund) => [refund.idempotencyKey, refund.amount]).sort()).toEqual(
      [
        [`refund-${order.paymentId}`, 42000],
        [`refund-${order.paymentId}-line-${toorLine}`, 30000],
        [`refund-${order.paymentId}-line-${moongLine}`, 3000],
      ].sort(),
    );
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(75000);
    expect(await stockOfVariant(shop.toor.id, shop.toorKg.id)).toBe(stock.toorKg);
    expect(await stockOfVariant(shop.moong.id, shop.moongKg.id)).toBe(stock.moongKg);
    expect(await stockOfVariant(shop.masoor.id, shop.masoorKg.id)).toBe(1);
    expect(await stockOfVariant(shop.rice.id, shop.riceKg.id)).toBe(stock.riceKg + 3);
    const mail = await smtp.waitFor(
      asha.email,
      (m) => m.subject === `Your Green Basket order #${order.id} is cancelled`,
    );
    expect(mail.text).toContain('We are refunding Rs 420 to the way you paid');
  });

  it('every line refunded already: the cancellation refunds nothing and says no refund', async () => {
    const order = await bought(asha, [{ productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 2 }]);
    expect((await lineAction(t, staff, order.id, order.lineIds[0]!, 'unavailable')).statusCode).toBe(200);
    const response = await setOrderStatus(t, staff, order.id, { status: 'cancelled' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', refund: null, refundedTotal: 200 });
    expect(await orderRow(t, order.id)).toMatchObject({ refundStatus: 'none', refundAmount: null });
    expect((await refundsOfPayment(t, order.paymentId)).map((refund) => refund.amount)).toEqual([20000]);
    const mail = await smtp.waitFor(
      asha.email,
      (m) => m.subject === `Your Green Basket order #${order.id} is cancelled`,
    );
    expect(mail.text).toContain(`Your order #${order.id} has been cancelled.`);
    expect(mail.text).not.toContain('We are refunding');
  });
});

describe('a line refund left pending', () => {
  it('under a minute: the retry is 409; stuck: the retry finishes it with the same refund, audited', async () => {
    const order = await bought(asha, [{ productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 1 }]);
    const lineId = order.lineIds[0]!;
    const notChanged = await lineAction(t, staff, order.id, lineId, 'refund');
    expect(notChanged.statusCode).toBe(409);
    expect(notChanged.json().msg).toBe('This item has not been changed: there is nothing to refund');

    expect((await lineAction(t, staff, order.id, lineId, 'unavailable')).statusCode).toBe(200);
    const [made] = await refundsOfPayment(t, order.paymentId);
    const done = await lineAction(t, staff, order.id, lineId, 'refund');
    expect(done.statusCode).toBe(409);
    expect(done.json().msg).toBe('This item is already refunded');

    await startedLineRefundAgo(t, lineId, 10_000);
    expect((await adminOrder(order.id)).products[0]!.change!.refund).toMatchObject({
      status: 'pending',
      canRetry: false,
    });
    expect((await lineAction(t, staff, order.id, lineId, 'refund')).statusCode).toBe(409);
    await startedLineRefundAgo(t, lineId, 2 * 60_000);
    expect((await adminOrder(order.id)).products[0]!.change!.refund.canRetry).toBe(true);
    const retried = await lineAction(t, staff, order.id, lineId, 'refund');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().products[0].change.refund).toMatchObject({ status: 'refunded', id: made!.providerRefundId });
    expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
    expect(await auditsOf(order.id, 'order.line_refund')).toEqual([
      expect.objectContaining({ after: { lineId, refundStatus: 'pending', refundAmount: 100 } }),
    ]);
  });

  it('the sweep of a restarted server settles a stuck line refund once', async () => {
    const order = await bought(asha, [{ productId: shop.rice.id, variantId: shop.riceKg.id, quantity: 1 }]);
    const lineId = order.lineIds[0]!;
    expect((await lineAction(t, staff, order.id, lineId, 'unavailable')).statusCode).toBe(200);
    await startedLineRefundAgo(t, lineId, 2 * 60_000);
    const restarted = await createServer({ config: { ...t.config, REFUND_SWEEP: true }, database: t.database });
    try {
      await eventually('the stuck line refund settled by the sweep', async () =>
        (await lineChangesOf(t, order.id))[0]?.refundStatus === 'refunded' ? true : undefined,
      );
    } finally {
      await restarted.close();
    }
    expect(await refundsOfPayment(t, order.paymentId)).toHaveLength(1);
  });
});
