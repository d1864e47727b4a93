import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  cartCoupons,
  cartItems,
  coupons,
  mailOutbox,
  orderDiscounts,
  orderLineChanges,
  orderLines,
  orders,
} from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, orderPayload, paymentRow, payForCart, placeOrder, SHIPPING } from '#src/test/checkout';
import { createZone, DELIVERY_TEST_LIMITS } from '#src/test/delivery';
import { createCategory, createProduct } from '#src/test/factories';
import { lineAction, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Coupons and offers (issue 29 §2, docs/decisions/048) through the API as the web calls it: each refusal of a code
 * with its own message, the cart's figures, the payment's amount and the order's discounts, the coupon's use counted
 * at placement, a discounted line's refund, and the back office's coupons and offers.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: `${DELIVERY_TEST_LIMITS},admin-write=100000` } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const json = { 'content-type': 'application/json' };
const inject = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...user.headers, ...(payload ? json : {}) },
    ...(payload ? { payload } : {}),
  });
const applyCode = (user: TestUser, code: string) => inject(user, 'PUT', '/api/cart/coupon', { code });
const summaryOf = async (user: TestUser) => {
  const answer = await inject(user, 'GET', '/api/cart/summary');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

async function makeCoupon(body: Record<string, unknown>) {
  const answer = await inject(admin, 'POST', '/api/admin/coupons', { kind: 'percent', value: 10, ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number; code: string }>();
}

const shopper = (name: string) => signedInUser(t, { name });

async function cartOf(user: TestUser, price: number, quantity = 1) {
  const product = await createProduct(t.db, { name: `Basmati ${price}`, price, countInStock: 50 });
  await addLine(t, user, product.id, quantity);
  return product;
}

beforeEach(async () => {
  await t.db.delete(cartItems);
  await t.db.delete(cartCoupons);
});

describe('applying a code', () => {
  it('each refusal has its own message, and nothing goes in the box', async () => {
    const asha = await shopper('Asha');
    await cartOf(asha, 350);
    const day = 24 * 3600_000;
    await makeCoupon({ code: 'PAUSED', active: false });
    await makeCoupon({ code: 'LATER', validFrom: new Date(Date.now() + day).toISOString() });
    await makeCoupon({ code: 'OVER', validTo: new Date(Date.now() - day).toISOString() });
    await makeCoupon({ code: 'BIGCART', minimumOrder: 499 });
    const gone = await makeCoupon({ code: 'GONE', maxUses: 1 });
    await t.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, gone.id));
    await makeCoupon({ code: 'FIRST', firstOrderOnly: true });
    const once = await makeCoupon({ code: 'ONCE', maxUsesPerShopper: 1 });
    const before = await storedOrder(t, asha);
    await t.db.insert(orderDiscounts).values({
      orderId: before.id,
      kind: 'coupon',
      couponId: once.id,
      label: 'ONCE',
      amount: 10,
    });

    const refusals = {
      nosuch: 'NOSUCH is not a valid coupon code',
      paused: 'PAUSED is not available at the moment',
      later: 'LATER is not valid yet',
      over: 'OVER has expired',
      bigcart: 'Add Rs 149 more to use BIGCART',
      gone: 'GONE has been used the maximum number of times',
      first: 'FIRST is for your first order only',
      once: 'You have already used ONCE the maximum number of times',
    };
    for (const [code, message] of Object.entries(refusals)) {
      const answer = await applyCode(asha, code);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json()).toMatchObject({ msg: message, code: 'COUPON_NOT_APPLICABLE' });
    }
    expect((await summaryOf(asha)).coupon).toBeNull();
  });

  it('a code that applies shows in the cart figures; dropping below its minimum says what is missing', async () => {
    const ravi = await shopper('Ravi');
    const rice = await cartOf(ravi, 300, 2);
    await makeCoupon({ code: 'FRESH10', minimumOrder: 500, maximumDiscount: 50 });

    const applied = await applyCode(ravi, 'fresh10');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      itemsTotal: 600,
      discounts: [{ label: 'FRESH10', kind: 'coupon', amount: 50 }],
      discountTotal: 50,
      totalAfterDiscounts: 550,
      coupon: { code: 'FRESH10', applied: true, message: null },
    });

    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.userId, ravi.id));
    await inject(ravi, 'PUT', `/api/cart/${line!.id}`, { quantity: 1 });
    expect(await summaryOf(ravi)).toMatchObject({
      itemsTotal: 300,
      discounts: [],
      totalAfterDiscounts: 300,
      coupon: { code: 'FRESH10', applied: false, message: 'Add Rs 200 more to use FRESH10' },
    });
    // Paying is refused before anything is charged, with the same reason.
    const payment = await inject(ravi, 'POST', '/api/payments/order', {});
    expect(payment.statusCode).toBe(400);
    expect(payment.json()).toMatchObject({
      msg: 'Add Rs 200 more to use FRESH10. Please remove the coupon to continue.',
      code: 'COUPON_NOT_APPLICABLE',
    });

    const removed = await inject(ravi, 'DELETE', '/api/cart/coupon');
    expect(removed.json()).toMatchObject({ coupon: null, totalAfterDiscounts: 300 });
    expect(rice.id).toBeGreaterThan(0);
  });
});

describe('paying with a code', () => {
  it('the payment is the discounted total; the order keeps its discounts, the lines their shares, the use is counted', async () => {
    const meena = await shopper('Meena');
    const rice = await cartOf(meena, 199, 2);
    const dal = await cartOf(meena, 130);
    const coupon = await makeCoupon({ code: 'SAVE15', value: 15 });
    expect((await applyCode(meena, 'SAVE15')).statusCode).toBe(200);

    const proof = await payForCart(t, meena);
    // 528 items − 79 (15%, rounded down) and the default zone delivers for free.
    expect(proof.amount).toBe(449_00);
    // A client sending its own discount or amount changes nothing.
    const placed = await placeOrder(t, meena, orderPayload(meena, proof, { discount: 500, amount: 1 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: number }>().id;

    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ amount: 449, itemsTotal: 528, discount: 79 });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => [line.productId, line.subTotal, line.discount]).sort()).toEqual(
      [
        [rice.id, 398, 60],
        [dal.id, 130, 19],
      ].sort(),
    );
    expect(await t.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, orderId))).toMatchObject([
      { kind: 'coupon', couponId: coupon.id, label: 'SAVE15', amount: 79 },
    ]);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.uses).toBe(1);
    expect(await t.db.select().from(cartCoupons).where(eq(cartCoupons.userId, meena.id))).toEqual([]);
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('used');
    // The order's e-mail shows the discount.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order.placed'), eq(mailOutbox.orderId, orderId)));
    expect(mail!.data).toMatchObject({ orderId, amount: 449, discount: 79 });

    // Refunding every line gives back exactly what was paid for the items.
    await t.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, orderId));
    for (const line of lines) {
      const answer = await lineAction(t, admin, orderId, line.id, 'unavailable');
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const changes = await t.db.select().from(orderLineChanges).where(eq(orderLineChanges.orderId, orderId));
    expect(changes.map((change) => change.refundAmount).sort()).toEqual([111, 338]);
    expect(changes.reduce((sum, change) => sum + change.refundAmount, 0)).toBe(449);
  });

  it('a free-delivery code waives the fee but not the zone minimum', async () => {
    const kiran = await shopper('Kiran');
    await createZone(t, admin, { name: 'Far', prefixes: ['7'], fee: 60, minimumOrder: 100 });
    await makeCoupon({ code: 'FREEDEL', kind: 'flat', value: 0, freeDelivery: true });
    await cartOf(kiran, 80);
    expect((await applyCode(kiran, 'FREEDEL')).json()).toMatchObject({ freeDelivery: true });
    const shipping = { ...SHIPPING, pincode: '700001' };
    const low = await inject(kiran, 'POST', '/api/payments/order', { shipping });
    expect(low.json()).toMatchObject({ code: 'BELOW_MINIMUM' });
    await cartOf(kiran, 90);
    const proof = await payForCart(t, kiran, { shipping });
    expect(proof.amount).toBe(170_00);
    const placed = await placeOrder(t, kiran, orderPayload(kiran, proof, { pincode: '700001' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.json<{ id: number }>().id));
    expect(order).toMatchObject({ amount: 170, deliveryFee: 0, discount: 0 });
    expect(await t.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, order!.id))).toMatchObject([
      { kind: 'coupon', label: 'FREEDEL', amount: 0 },
    ]);
  });

  it('a code paused while paying: the order is refused and the payment refunded', async () => {
    const lata = await shopper('Lata');
    await cartOf(lata, 400);
    const coupon = await makeCoupon({ code: 'FLASH', kind: 'flat', value: 100 });
    await applyCode(lata, 'FLASH');
    const proof = await payForCart(t, lata);
    expect(proof.amount).toBe(300_00);
    await inject(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      code: 'FLASH',
      kind: 'flat',
      value: 100,
      active: false,
    });
    const placed = await placeOrder(t, lata, orderPayload(lata, proof));
    expect(placed.statusCode).toBe(409);
    expect(placed.json().msg).toBe(
      'Sorry, coupon FLASH could no longer be used while you were paying. Your payment will be refunded; please check out again.',
    );
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('refunded');
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.uses).toBe(0);
  });
});

describe('offers', () => {
  it('10% off a category comes off its lines by itself, within its period', async () => {
    const nila = await shopper('Nila');
    const dairy = await createCategory(t.db, { name: 'Dairy' });
    const milk = await createProduct(t.db, { name: 'Toned Milk', price: 68, countInStock: 20, catId: dairy.id });
    const bread = await createProduct(t.db, { name: 'Pav', price: 40, countInStock: 20 });
    const offer = await inject(admin, 'POST', '/api/admin/offers', {
      name: '10% off Dairy',
      kind: 'percent',
      value: 10,
      target: 'category',
      targetId: dairy.id,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect(offer.json()).toMatchObject({ targetName: 'Dairy', uses: 0, discountGiven: 0 });
    await addLine(t, nila, milk.id, 3);
    await addLine(t, nila, bread.id, 1);
    const summary = await summaryOf(nila);
    expect(summary).toMatchObject({
      itemsTotal: 244,
      discounts: [{ label: '10% off Dairy', kind: 'offer', amount: 20 }],
      totalAfterDiscounts: 224,
    });
    const proof = await payForCart(t, nila);
    expect(proof.amount).toBe(224_00);
    expect((await placeOrder(t, nila, orderPayload(nila, proof))).statusCode).toBe(201);
    const listed = await inject(admin, 'GET', '/api/admin/offers');
    expect(listed.json().offers[0]).toMatchObject({ name: '10% off Dairy', uses: 1, discountGiven: 20 });

    const ended = await inject(admin, 'PUT', `/api/admin/offers/${offer.json().id}`, {
      name: '10% off Dairy',
      kind: 'percent',
      value: 10,
      target: 'category',
      targetId: dairy.id,
      validTo: new Date(Date.now() - 1000).toISOString(),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await addLine(t, nila, milk.id, 1);
    expect((await summaryOf(nila)).discounts).toEqual([]);
  });
});

describe('the back office', () => {
  it('lists coupons with their uses and the discount given; edits and pauses are audited; staff may not', async () => {
    const made = await makeCoupon({ code: 'welcome50', kind: 'flat', value: 50, firstOrderOnly: true });
    expect(made.code).toBe('WELCOME50');
    const again = await inject(admin, 'POST', '/api/admin/coupons', { code: 'WELCOME50', kind: 'flat', value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('A coupon with the code WELCOME50 already exists');
    const bad = await inject(admin, 'POST', '/api/admin/coupons', { code: 'HALF', kind: 'percent', value: 150 });
    expect(bad.statusCode).toBe(400);

    const paused = await inject(admin, 'PUT', `/api/admin/coupons/${made.id}`, {
      code: 'WELCOME50',
      kind: 'flat',
      value: 50,
      firstOrderOnly: true,
      active: false,
    });
    expect(paused.json()).toMatchObject({ active: false, uses: 0, discountGiven: 0 });
    const list = await inject(admin, 'GET', '/api/admin/coupons');
    expect(list.json().coupons.find((c: { code: string }) => c.code === 'WELCOME50')).toMatchObject({
      active: false,
      firstOrderOnly: true,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made.id)));
    expect(audits.map((row) => row.action).filter((a) => a.startsWith('coupon.'))).toEqual([
      'coupon.create',
      'coupon.update',
    ]);
    expect((await inject(staff, 'GET', '/api/admin/coupons')).statusCode).toBe(403);
  });
});
