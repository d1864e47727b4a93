import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import type { TOrder } from '#src/contracts/order-schemas';
import {
  auditLog,
  cartItems,
  coupons,
  deliveryZones,
  mailOutbox,
  orderStatusEvents,
  orders,
  payments,
  refunds,
} from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder, SHIPPING, stockOf } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS, remainingIn, zoneWithDailySlot } from '#src/test/delivery';
import { lineAction, lineChangesOf, setOrderStatus } from '#src/test/orders';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { cashPromise } from '#src/server/modules/payments/index';
import { outboxDispatcherOf } from '#src/server/modules/mail/index';
import { PAY_ON_DELIVERY_ADMIN_TEXT as A, PAY_ON_DELIVERY_TEXT as T } from '#src/shared/texts/pay-on-delivery';

/**
 * Pay on delivery (issue 29 §1, docs/decisions/047) through the API as the checkout page and the back office call
 * it: the zone's terms, the order placed in one transaction without an online payment, line changes and a
 * cancellation reducing the amount to collect, staff recording what was collected.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS, REFUND_SWEEP: 'false' } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const { asha, ravi, dal, rice, ghee } = shopFor(t, {
  dal: { name: 'Toor Dal', price: 150, countInStock: 50 },
  rice: { name: 'Sona Rice', price: 100, countInStock: 50 },
  ghee: { name: 'Cow Ghee', price: 2_600, countInStock: 10 },
});

/** Everywhere (the fresh shop's default zone): pay on delivery on, up to Rs 5,000, two due orders per shopper. */
const defaultZoneId = async () =>
  (await t.db.select().from(deliveryZones).where(eq(deliveryZones.isDefault, true)))[0]!.id;
const setTerms = async (zoneId: number, terms: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/delivery/zones/${zoneId}`,
    headers: admin.headers,
    payload: terms,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const DEMO_TERMS = { payOnDelivery: true, payOnDeliveryMaxOrder: 5_000, payOnDeliveryMaxOpen: 2 };

const createOnDelivery = (user: TestUser, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-on-delivery',
    headers: user.headers,
    payload: { ...SHIPPING, ...body },
  });
async function placedOnDelivery(user: TestUser, lines: [number, number][], body: Record<string, unknown> = {}) {
  for (const [productId, quantity] of lines) await addLine(t, user, productId, quantity);
  const response = await createOnDelivery(user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TOrder>();
}
const recordPayment = (user: TestUser | null, id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/payment`,
    headers: { ...(user ? user.headers : {}), 'content-type': 'application/json' },
    payload: body,
  });
const shopperOrder = async (user: TestUser, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers })).json<TOrder>();
const adminOrder = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: staff.headers })
  ).json<TAdminOrderDetail>();
const confirm = async (id: number) =>
  expect((await setOrderStatus(t, staff, id, { status: 'confirmed' })).statusCode).toBe(200);

beforeEach(async () => {
  await t.db.delete(cartItems);
  // Every test starts with no due orders and the demo shop's terms on the default zone.
  await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.paymentStatus, 'due'));
  await setTerms(await defaultZoneId(), DEMO_TERMS);
});

describe('placing an order to pay on delivery', () => {
  it('takes the stock, empties the cart and stores a pending order with payment due, priced by the server', async () => {
    const before = await stockOf(t, dal.id);
    // Amounts and products the client sends are ignored, as on the card path.
    const order = await placedOnDelivery(asha, [[dal.id, 2]], { amount: 1, products: [{ price: 1 }], paymentId: 'x' });
    expect(order).toMatchObject({
      status: 'pending',
      amount: 300,
      itemsTotal: 300,
      deliveryFee: 0,
      userid: asha.id,
      payOnDelivery: { status: 'due', collect: 300, collected: null },
      refund: null,
      refundedTotal: 0,
    });
    expect(order.products).toEqual([expect.objectContaining({ productId: dal.id, quantity: 2, subTotal: 300 })]);
    expect(await stockOf(t, dal.id)).toBe(before - 2);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, asha.id))).toEqual([]);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentMethod: 'on_delivery', paymentStatus: 'due', paymentMode: 'live' });
    expect(row!.paymentId).toBe(cashPromise(t.config, row!.providerOrderId).paymentId);
    // The cash provider's payment row, used by the order (a refund after collecting goes through it).
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerOrderId, row!.providerOrderId));
    expect(payment).toMatchObject({ provider: 'cash', status: 'used', amount: 30_000, userId: asha.id });
    // Unique ids per order.
    const second = await placedOnDelivery(asha, [[rice.id, 1]]);
    expect(second.paymentId).not.toBe(order.paymentId);

    // The shopper's list and the back office show it as due.
    expect((await shopperOrder(asha, order.id)).payOnDelivery).toMatchObject({ status: 'due', collect: 300 });
    expect((await adminOrder(order.id)).payOnDelivery).toMatchObject({ status: 'due', collect: 300 });
    // The placed mail says what to pay at the door.
    await outboxDispatcherOf(t.db)!.idle();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, 'order.placed')));
    expect(mail!.data).toMatchObject({ collect: 300 });
  });

  it('books the chosen slot in the same transaction, and refuses without one where the zone has slots', async () => {
    const { zoneId, pincode, slotId } = await zoneWithDailySlot(
      t,
      admin,
      { name: 'Koramangala', prefixes: ['5600'] },
      1,
    );
    await setTerms(zoneId, DEMO_TERMS);
    await addLine(t, ravi, rice.id, 1);
    const without = await createOnDelivery(ravi, { pincode });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'SLOT_REQUIRED' });

    // Another zone's slot is refused: the slot must be the shipping pincode's zone's.
    const elsewhere = await createOnDelivery(ravi, { pincode: '110001', slotId });
    expect(elsewhere.statusCode, elsewhere.body).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    const order = (await createOnDelivery(ravi, { pincode, slotId })).json<TOrder>();
    expect(order.slot).toMatchObject({ id: slotId });
    expect(await remainingIn(t, pincode, slotId)).toBe(0);

    // The slot is full now: the next shopper is refused, and nothing of theirs changes.
    await addLine(t, asha, rice.id, 1);
    const stock = await stockOf(t, rice.id);
    const full = await createOnDelivery(asha, { pincode, slotId });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL' });
    expect(await stockOf(t, rice.id)).toBe(stock);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, asha.id))).toHaveLength(1);
    await t.db.delete(deliveryZones).where(eq(deliveryZones.id, zoneId));
  });

  it('is refused with a message where the zone does not offer it', async () => {
    await setTerms(await defaultZoneId(), { payOnDelivery: false });
    await addLine(t, asha, dal.id, 1);
    const stock = await stockOf(t, dal.id);
    const response = await createOnDelivery(asha);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: T.notInZone, code: 'PAY_ON_DELIVERY_UNAVAILABLE' });
    expect(await stockOf(t, dal.id)).toBe(stock);
    // The pincode check tells the checkout page beforehand.
    const check = await t.app.inject({ method: 'GET', url: `/api/delivery/check?pincode=${SHIPPING.pincode}` });
    expect(check.json().payOnDelivery).toBeNull();
  });

  it('is refused over the zone’s maximum order value', async () => {
    const check = await t.app.inject({ method: 'GET', url: `/api/delivery/check?pincode=${SHIPPING.pincode}` });
    expect(check.json().payOnDelivery).toEqual({ maxOrder: 5_000, maxOpen: 2 });
    await addLine(t, asha, ghee.id, 2);
    const response = await createOnDelivery(asha);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: T.overMax(5_000), code: 'PAY_ON_DELIVERY_OVER_MAX' });
    // Exactly the maximum is allowed.
    await setTerms(await defaultZoneId(), { payOnDeliveryMaxOrder: 5_200 });
    expect((await createOnDelivery(asha)).statusCode).toBe(201);
  });

  it('is refused once the shopper has the zone’s number of due orders; a paid or cancelled one frees a place', async () => {
    const first = await placedOnDelivery(ravi, [[dal.id, 1]]);
    const second = await placedOnDelivery(ravi, [[dal.id, 1]]);
    await addLine(t, ravi, dal.id, 1);
    const third = await createOnDelivery(ravi);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ msg: T.tooManyOpen(2), code: 'PAY_ON_DELIVERY_LIMIT' });
    // Another shopper has their own count.
    expect((await placedOnDelivery(asha, [[dal.id, 1]])).payOnDelivery?.status).toBe('due');

    expect((await recordPayment(staff, first.id, { method: 'cash', amount: 150 })).statusCode).toBe(200);
    expect((await createOnDelivery(ravi)).statusCode).toBe(201);
    await addLine(t, ravi, dal.id, 1);
    expect((await createOnDelivery(ravi)).statusCode).toBe(400);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${second.id}/cancel`,
      headers: ravi.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await createOnDelivery(ravi)).statusCode).toBe(201);
  });

  it('refuses an empty cart, and needs a signed-in shopper', async () => {
    const empty = await createOnDelivery(asha);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CART_EMPTY' });
    const guest = await t.app.inject({ method: 'POST', url: '/api/orders/create-on-delivery', payload: SHIPPING });
    expect(guest.statusCode).toBe(401);
  });
});

describe('a shopper cannot make a card order look paid on delivery', () => {
  it('the card path ignores payment fields, keeps the spec’s answer, and a cash promise is no card proof', async () => {
    await addLine(t, asha, rice.id, 1);
    const proof = await payForCart(t, asha);
    const placed = await placeOrder(
      t,
      asha,
      orderPayload(asha, proof, { paymentMethod: 'on_delivery', paymentStatus: 'due', payOnDelivery: { collect: 0 } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<TOrder>();
    expect(order).not.toHaveProperty('payOnDelivery');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid' });
    // Recording a collection on it is refused.
    const record = await recordPayment(staff, order.id, { method: 'cash', amount: 100 });
    expect(record.statusCode).toBe(409);
    expect(record.json()).toMatchObject({ msg: A.refusedNotOnDelivery });

    // A promise the server signed for a cash order does not verify as the card provider's proof.
    await addLine(t, asha, rice.id, 1);
    const payment = (
      await t.app.inject({ method: 'POST', url: '/api/payments/order', headers: asha.headers, payload: {} })
    ).json<{ orderId: string }>();
    const promise = cashPromise(t.config, payment.orderId);
    const forged = await placeOrder(t, asha, {
      ...SHIPPING,
      razorpay_order_id: promise.orderId,
      razorpay_payment_id: promise.paymentId,
      razorpay_signature: promise.signature,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'PAYMENT_NOT_VERIFIED' });
  });
});

describe('line changes and cancellations reduce the amount to collect', () => {
  it('a line marked unavailable lowers what to collect, on the order, slip, mail and CSV; nothing is refunded', async () => {
    const order = await placedOnDelivery(asha, [
      [dal.id, 2],
      [rice.id, 1],
    ]);
    await confirm(order.id);
    const riceLine = order.products[1];
    const unavailable = await lineAction(t, staff, order.id, riceLine!.id, 'unavailable');
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    const detail = unavailable.json<TAdminOrderDetail>();
    expect(detail.payOnDelivery).toMatchObject({ status: 'due', collect: 300 });
    expect(detail.products[1]!.change).toMatchObject({ kind: 'unavailable', refund: { status: 'none', amount: 100 } });
    expect(await lineChangesOf(t, order.id)).toEqual([
      expect.objectContaining({ lineId: riceLine!.id, refundStatus: 'none', refundAmount: 100 }),
    ]);
    expect(await t.db.select().from(refunds).where(eq(refunds.providerPaymentId, order.paymentId))).toEqual([]);
    expect((await shopperOrder(asha, order.id)).payOnDelivery).toMatchObject({ collect: 300 });
    expect((await shopperOrder(asha, order.id)).refundedTotal).toBe(0);
    // The line-changed mail says the new amount to collect.
    await outboxDispatcherOf(t.db)!.idle();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, 'order.line_changed')));
    expect(mails[0]!.data).toMatchObject({ collect: 300 });

    // The packing slip and the CSV say it too.
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/slip`,
      headers: staff.headers,
    });
    expect(slip.json().payOnDelivery).toMatchObject({ collect: 300 });
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/export/orders.csv', headers: staff.headers });
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    const ofOrder = rows.filter((row) => row.order_id === String(order.id));
    expect(ofOrder.length).toBeGreaterThan(0);
    expect(ofOrder[0]).toMatchObject({ payment_method: 'on_delivery', collect: '300' });
  });

  it('a coupon counts on delivery too: the discount is off the amount, its use counted, a line gives back what was paid', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin.headers,
      payload: { code: 'DOOR20', kind: 'percent', value: 20, maxUses: 5 },
    });
    expect(made.statusCode, made.body).toBe(201);
    await addLine(t, asha, dal.id, 2);
    await addLine(t, asha, rice.id, 1);
    const applied = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/coupon',
      headers: asha.headers,
      payload: { code: 'door20' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const response = await createOnDelivery(asha);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<TOrder>();
    // 20% of 400 = 80: dal's share 60, rice's 20 (in proportion to 300 and 100).
    expect(order).toMatchObject({ amount: 320, itemsTotal: 400, payOnDelivery: { status: 'due', collect: 320 } });
    expect(order.products.map((line) => line.discount)).toEqual([60, 20]);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'DOOR20'));
    expect(coupon!.uses).toBe(1);

    await confirm(order.id);
    const unavailable = await lineAction(t, staff, order.id, order.products[1]!.id, 'unavailable');
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    // The rice cost 100 and carried 20 of the discount: 80 comes off what to collect.
    expect(unavailable.json<TAdminOrderDetail>().payOnDelivery).toMatchObject({ status: 'due', collect: 240 });
  });

  it('a cancelled due order has nothing to collect and no refund', async () => {
    const dalStock = await stockOf(t, dal.id);
    const order = await placedOnDelivery(ravi, [[dal.id, 3]]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: ravi.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: null, payOnDelivery: { collect: 0 } });
    expect(await stockOf(t, dal.id)).toBe(dalStock);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ refundStatus: 'none', refundAmount: null });
    expect(await t.db.select().from(refunds).where(eq(refunds.providerPaymentId, order.paymentId))).toEqual([]);
    // Nothing to record on it.
    const record = await recordPayment(staff, order.id, { method: 'cash', amount: 450 });
    expect(record.statusCode).toBe(409);
    expect(record.json()).toMatchObject({ msg: A.refusedCancelled });
  });
});

describe('recording the payment at the door', () => {
  it('cash or UPI, exactly the amount to collect, once: the order is paid, audited, its event recorded', async () => {
    const order = await placedOnDelivery(asha, [[rice.id, 2]]);
    const wrong = await recordPayment(staff, order.id, { method: 'upi', amount: 150, reference: 'UPI123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ msg: A.wrongAmount(200) });
    const cashWithReference = await recordPayment(staff, order.id, { method: 'cash', amount: 200, reference: 'x' });
    expect(cashWithReference.statusCode).toBe(400);

    const recorded = await recordPayment(staff, order.id, { method: 'upi', amount: 200, reference: 'UPI-4471' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<TAdminOrderDetail>().payOnDelivery).toMatchObject({
      status: 'paid',
      collect: 0,
      collected: { amount: 200, method: 'upi', reference: 'UPI-4471', at: expect.any(String) },
    });
    expect((await shopperOrder(asha, order.id)).payOnDelivery).toMatchObject({ status: 'paid', collect: 0 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', collectedAmount: 200, collectedBy: staff.id });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_collected'), eq(auditLog.entityId, String(order.id))));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        before: { paymentStatus: 'due' },
        after: { paymentStatus: 'paid', amount: 200, method: 'upi', reference: 'UPI-4471' },
      }),
    ]);
    // Twice: refused.
    const again = await recordPayment(staff, order.id, { method: 'cash', amount: 200 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: A.refusedAlreadyPaid });
    // No status event was invented for it.
    expect(
      await t.db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, order.id))
        .orderBy(asc(orderStatusEvents.id)),
    ).toEqual([]);
  });

  it('after a line change, the amount is the reduced one; a later change refunds the collected money', async () => {
    const order = await placedOnDelivery(ravi, [
      [dal.id, 1],
      [rice.id, 1],
    ]);
    await confirm(order.id);
    await lineAction(t, staff, order.id, order.products[1]!.id, 'unavailable');
    expect((await recordPayment(staff, order.id, { method: 'cash', amount: 250 })).statusCode).toBe(400);
    expect((await recordPayment(staff, order.id, { method: 'cash', amount: 150 })).statusCode).toBe(200);
    // Cancelling a collected order gives back what was collected, through the cash provider's ledger.
    const cancel = await setOrderStatus(t, staff, order.id, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ refund: { status: 'refunded', amount: 150 } });
    expect(await t.db.select().from(refunds).where(eq(refunds.providerPaymentId, order.paymentId))).toEqual([
      expect.objectContaining({ provider: 'cash', amount: 15_000 }),
    ]);
  });

  it('needs the orders permission: guests 401, shoppers 403, staff allowed', async () => {
    const order = await placedOnDelivery(asha, [[rice.id, 1]]);
    expect((await recordPayment(null, order.id, { method: 'cash', amount: 100 })).statusCode).toBe(401);
    expect((await recordPayment(asha, order.id, { method: 'cash', amount: 100 })).statusCode).toBe(403);
    expect((await recordPayment(staff, 2_000_000_000, { method: 'cash', amount: 100 })).statusCode).toBe(404);
    expect((await recordPayment(staff, order.id, { method: 'cheque', amount: 100 })).statusCode).toBe(400);
    expect((await recordPayment(staff, order.id, { method: 'cash', amount: 100 })).statusCode).toBe(200);
  });
});

describe('the zone’s terms in the back office', () => {
  it('are shown and validated, and every change is audited', async () => {
    const zoneId = await defaultZoneId();
    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/delivery', headers: admin.headers });
    expect(settings.json().zones.find((zone: { id: number }) => zone.id === zoneId)).toMatchObject(DEMO_TERMS);
    for (const bad of [{ payOnDeliveryMaxOrder: 0 }, { payOnDeliveryMaxOpen: 0 }, { payOnDeliveryMaxOpen: 1.5 }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/delivery/zones/${zoneId}`,
        headers: admin.headers,
        payload: bad,
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await setTerms(zoneId, { payOnDeliveryMaxOrder: null, payOnDeliveryMaxOpen: 3 })).toMatchObject({
      payOnDelivery: true,
      payOnDeliveryMaxOrder: null,
      payOnDeliveryMaxOpen: 3,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'delivery_zone'), eq(auditLog.entityId, String(zoneId))))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.slice(-1));
    expect(audit!.after).toMatchObject({ payOnDelivery: true, payOnDeliveryMaxOrder: null, payOnDeliveryMaxOpen: 3 });
    // Staff may not change delivery settings.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/delivery/zones/${zoneId}`,
      headers: staff.headers,
      payload: { payOnDelivery: false },
    });
    expect(refused.statusCode).toBe(403);
  });
});
