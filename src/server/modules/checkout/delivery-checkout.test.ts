import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartItems, deliverySlotClaims, deliveryZones, orders, payments } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import {
  addLine,
  createPayment,
  orderPayload,
  paymentRow,
  payForCart,
  payPayment,
  placeOrder,
  SHIPPING,
  stockOf,
} from '#src/test/checkout';
import {
  claimOf,
  createZone,
  DELIVERY_TEST_LIMITS,
  expireHold,
  remainingIn,
  zoneWithDailySlot,
} from '#src/test/delivery';
import { refundsOfPayment } from '#src/test/orders';
import { beforeAllValue } from '#src/test/hooks';
import { shopFor, signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { releaseExpiredHolds } from '#src/server/modules/delivery/index';

/**
 * Delivery at checkout (issue 16, docs/decisions/031): the payment's fee, total and minimum come from the zone of
 * the shipping pincode; a zone with slots needs one, held while paying and booked with the stock; cancelling gives
 * the place back. Through the API as the web calls it; zones and slots made through the back office's API.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

const shippingTo = (pincode: string) => ({ ...SHIPPING, pincode });
const paymentOrder = (user: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments/order', headers: user.headers, payload: body });
const paymentsOf = async (user: TestUser) =>
  (await t.db.select({ n: count() }).from(payments).where(eq(payments.userId, user.id)))[0]!.n;
const ordersOf = async (user: TestUser) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id)))[0]!.n;
const cartOf = (user: TestUser) => t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
const holdsOf = (user: TestUser) =>
  t.db
    .select()
    .from(deliverySlotClaims)
    .where(and(eq(deliverySlotClaims.holder, `mailbox:${user.email}`), eq(deliverySlotClaims.kind, 'hold')));

/**
 * Each test starts with empty carts and no live slot holds: a test that fails half-way no longer leaves its cart
 * lines to be paid for by the next one (or a hold counting against the client address's three).
 */
beforeEach(async () => {
  await t.db.delete(cartItems);
  await t.db.delete(deliverySlotClaims).where(eq(deliverySlotClaims.kind, 'hold'));
});

describe('fee, total and minimum at payment', () => {
  const { asha, dal } = shopFor(t, { dal: { name: 'Toor Dal 1 kg', price: 100, countInStock: 100 } });
  // Pune: Rs 40 below Rs 500, minimum Rs 150; no slots.
  const pune = { name: 'Pune', prefixes: ['411'], fee: 40, freeFrom: 500, minimumOrder: 150 };
  // Every test of this block pays to Pune: made once for all of them, not by the first.
  const zone = beforeAllValue(() => createZone(t, admin, pune));

  it('adds the zone’s fee to the server’s items total; what the client sends about money changes nothing', async () => {
    await addLine(t, asha, dal.id, 2);
    const payment = await createPayment(t, asha, {
      shipping: shippingTo('411001'),
      amount: 100,
      itemsTotal: 1,
      deliveryFee: 0,
      total: 1,
    });
    expect(payment).toMatchObject({
      amount: 24_000,
      itemsTotal: 200,
      deliveryFee: 40,
      slot: null,
      slotHeldUntil: null,
    });
    expect(await paymentRow(t, payment.orderId)).toMatchObject({
      amount: 24_000,
      pincode: '411001',
      zoneId: zone.id,
      zoneName: 'Pune',
      itemsTotal: 200,
      deliveryFee: 40,
      slotRef: null,
      slotHoldId: null,
    });

    const proof = await payPayment(t, asha, payment);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: '411001', amount: 200 }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ amount: 240, itemsTotal: 200, deliveryFee: 40, slot: null });
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().id}`, headers: asha.headers });
    expect(order.json()).toMatchObject({ amount: 240, itemsTotal: 200, deliveryFee: 40, slot: null });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row).toMatchObject({ amount: 240, itemsTotal: 200, deliveryFee: 40, zoneName: 'Pune', slotRef: null });
  });

  it('delivery is free from the zone’s threshold on', async () => {
    await addLine(t, asha, dal.id, 5);
    const payment = await createPayment(t, asha, { shipping: shippingTo('411002') });
    expect(payment).toMatchObject({ amount: 50_000, itemsTotal: 500, deliveryFee: 0 });
  });

  it('refuses an items total below the zone’s minimum, naming the minimum and what is missing', async () => {
    await addLine(t, asha, dal.id, 1);
    const before = await paymentsOf(asha);
    const response = await paymentOrder(asha, { shipping: shippingTo('411003') });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('The minimum order for delivery to your pincode is Rs 150: please add Rs 50 more');
    expect(await paymentsOf(asha)).toBe(before);
  });

  it('a pincode no zone serves is refused once the default zone is off; without a pincode too', async () => {
    await addLine(t, asha, dal.id, 2);
    // With the default zone on, a foreign postcode (the spec's own estimate country) is delivered like any other.
    expect(await createPayment(t, asha, { shipping: shippingTo('SW1A 1AA') })).toMatchObject({ deliveryFee: 0 });
    const [fallback] = await t.db.select().from(deliveryZones).where(eq(deliveryZones.isDefault, true));
    await t.db.update(deliveryZones).set({ active: false }).where(eq(deliveryZones.id, fallback!.id));
    try {
      const before = await paymentsOf(asha);
      const unserved = await paymentOrder(asha, { shipping: shippingTo('700001') });
      expect(unserved.statusCode).toBe(400);
      expect(unserved.json().msg).toBe('Sorry, we do not deliver to 700001 yet');
      const none = await paymentOrder(asha, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().msg).toBe('Please enter the pincode of the delivery address');
      expect(await paymentsOf(asha)).toBe(before);
      // A zone's pincode still works.
      expect(await createPayment(t, asha, { shipping: shippingTo('411004') })).toMatchObject({ deliveryFee: 40 });
    } finally {
      await t.db.update(deliveryZones).set({ active: true }).where(eq(deliveryZones.id, fallback!.id));
    }
  });

  it('the spec’s client, without shipping, pays the default zone’s price: free, as before', async () => {
    await addLine(t, asha, dal.id, 1);
    const proof = await payForCart(t, asha);
    expect(proof.amount).toBe(10_000);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ amount: 100, itemsTotal: 100, deliveryFee: 0, slot: null });
  });

  it('a payment made before quotes were stored (no items total, no zone) is placed for its amount, fee 0', async () => {
    await addLine(t, asha, dal.id, 3);
    const payment = await createPayment(t, asha, { shipping: shippingTo('411006') });
    // As migration 0030 leaves a payment that was open: no quote (its amount was the items total then).
    await t.db
      .update(payments)
      .set({ itemsTotal: null, zoneId: null, zoneName: null, pincode: null, deliveryFee: 0, amount: 30_000 })
      .where(eq(payments.providerOrderId, payment.orderId));
    const proof = await payPayment(t, asha, payment);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: '411006' }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ amount: 300, itemsTotal: 300, deliveryFee: 0 });
  });

  it('placing the order to another zone’s pincode than the one paid for is refused and refunded', async () => {
    await addLine(t, asha, dal.id, 2);
    // Paid as the spec's client does (no shipping: the default zone, free), then placed to a Pune pincode (Rs 40).
    const proof = await payForCart(t, asha);
    const before = await stockOf(t, dal.id);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: '411005' }));
    expect(placed.statusCode).toBe(409);
    expect(placed.json().msg).toBe(
      'Your delivery pincode is in another delivery area than the one you paid for. Your payment will be refunded; please check out again.',
    );
    expect((await paymentRow(t, proof.razorpay_order_id)).status).toBe('refunded');
    expect(await stockOf(t, dal.id)).toBe(before);
    expect(await cartOf(asha)).toHaveLength(1);
  });
});

describe('slots at payment and placement', () => {
  const { asha, ravi, atta } = shopFor(t, { atta: { name: 'Whole Wheat Atta', price: 300, countInStock: 100 } });

  it('a zone with slots needs one: missing 400, another zone’s 409, unknown 404; nothing is stored', async () => {
    const kochi = await zoneWithDailySlot(t, admin, { name: 'Kochi', prefixes: ['682'] }, 3);
    const other = await zoneWithDailySlot(t, admin, { name: 'Thrissur', prefixes: ['680'] }, 3);
    await addLine(t, asha, atta.id, 1);
    const before = await paymentsOf(asha);
    const missing = await paymentOrder(asha, { shipping: shippingTo(kochi.pincode) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Please choose a delivery slot');
    const elsewhere = await paymentOrder(asha, { shipping: shippingTo(kochi.pincode), slotId: other.slotId });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().msg).toBe('This delivery slot is not offered for your pincode');
    const unknown = await paymentOrder(asha, { shipping: shippingTo(kochi.pincode), slotId: '999999@2026-11-26' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('This delivery slot does not exist');
    const malformed = await paymentOrder(asha, { shipping: shippingTo(kochi.pincode), slotId: 'tomorrow' });
    expect(malformed.statusCode).toBe(400);
    // A slot in a zone without slots (the default zone) is another zone's too.
    const noSlots = await paymentOrder(asha, { shipping: shippingTo('110001'), slotId: kochi.slotId });
    expect(noSlots.statusCode).toBe(409);
    expect(await paymentsOf(asha)).toBe(before);
    expect(await holdsOf(asha)).toEqual([]);
    expect(await remainingIn(t, kochi.pincode, kochi.slotId)).toBe(3);
  });

  it('the payment holds the slot for 10 minutes; placing books it in the order', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Kollam', prefixes: ['691'] }, 2);
    await addLine(t, asha, atta.id, 1);
    const started = Date.now();
    const payment = await createPayment(t, asha, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    const date = zone.slotId.split('@')[1];
    expect(payment).toMatchObject({
      amount: 30_000,
      itemsTotal: 300,
      deliveryFee: 0,
      slot: { id: zone.slotId, date, startTime: '23:00', endTime: '23:59' },
    });
    expect(Date.parse(payment.slot!.end) - Date.parse(payment.slot!.start)).toBe(59 * 60_000);
    const heldFor = Date.parse(payment.slotHeldUntil!) - started;
    expect(heldFor).toBeGreaterThan(9 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const row = await paymentRow(t, payment.orderId);
    expect(row).toMatchObject({ slotRef: zone.slotId, zoneName: 'Kollam' });
    expect(await claimOf(t, row.slotHoldId!)).toMatchObject({ kind: 'hold', holder: `mailbox:${asha.email}` });
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(1);

    const proof = await payPayment(t, asha, payment);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: zone.pincode }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order.slot).toEqual(payment.slot);
    expect(await claimOf(t, row.slotHoldId!)).toMatchObject({ kind: 'booking', orderId: order.id, expiresAt: null });
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: asha.headers });
    expect(read.json().slot).toEqual(payment.slot);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({
      slotRef: zone.slotId,
      slotStart: new Date(payment.slot!.start),
      slotEnd: new Date(payment.slot!.end),
      slotStartTime: '23:00',
      slotEndTime: '23:59',
    });
  });

  it('a shopper holds one place at a time: a new payment renews the same slot’s hold and gives others back', async () => {
    const first = await zoneWithDailySlot(t, admin, { name: 'Alappuzha', prefixes: ['688'] }, 2);
    await addLine(t, ravi, atta.id, 1);
    const one = await createPayment(t, ravi, { shipping: shippingTo(first.pincode), slotId: first.slotId });
    const again = await createPayment(t, ravi, { shipping: shippingTo(first.pincode), slotId: first.slotId });
    const [oneRow, againRow] = [await paymentRow(t, one.orderId), await paymentRow(t, again.orderId)];
    expect(againRow.slotHoldId).toBe(oneRow.slotHoldId);
    expect(await holdsOf(ravi)).toHaveLength(1);
    expect(await remainingIn(t, first.pincode, first.slotId)).toBe(1);

    // Another day's slot of the same zone: the first place is given back.
    const dayAfter = (await t.app.inject({ method: 'GET', url: `/api/delivery/slots?pincode=${first.pincode}` })).json()
      .days[2].slots[0].id as string;
    expect(dayAfter).not.toBe(first.slotId);
    await createPayment(t, ravi, { shipping: shippingTo(first.pincode), slotId: dayAfter });
    expect(await holdsOf(ravi)).toHaveLength(1);
    expect(await remainingIn(t, first.pincode, first.slotId)).toBe(2);
    expect(await remainingIn(t, first.pincode, dayAfter)).toBe(1);
    // And a payment to a zone without slots gives every place back.
    await createPayment(t, ravi, { shipping: shippingTo('110001') });
    expect(await holdsOf(ravi)).toEqual([]);
    expect(await remainingIn(t, first.pincode, dayAfter)).toBe(2);
  });

  it('a full slot is refused at payment with the slot’s message; no payment is stored', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Kannur', prefixes: ['670'] }, 1);
    await addLine(t, asha, atta.id, 1);
    await addLine(t, ravi, atta.id, 1);
    await createPayment(t, asha, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    const before = await paymentsOf(ravi);
    const full = await paymentOrder(ravi, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toBe('This delivery slot has just been taken. Please choose another slot.');
    expect(await paymentsOf(ravi)).toBe(before);
  });
});

describe('hold expiry', () => {
  const { asha, ravi, ghee } = shopFor(t, { ghee: { name: 'Cow Ghee 500 ml', price: 350, countInStock: 100 } });

  it('an expired hold whose place someone else took: refused, refunded, nothing taken', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Madurai', prefixes: ['625'] }, 1);
    await addLine(t, asha, ghee.id, 1);
    await addLine(t, ravi, ghee.id, 1);
    const slow = await createPayment(t, asha, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    await expireHold(t, (await paymentRow(t, slow.orderId)).slotHoldId!);
    // Ten minutes on, the place is free for Ravi, who pays and places first.
    const quick = await payForCart(t, ravi, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    expect((await placeOrder(t, ravi, orderPayload(ravi, quick, { pincode: zone.pincode }))).statusCode).toBe(201);

    const proof = await payPayment(t, asha, slow);
    const stock = await stockOf(t, ghee.id);
    const late = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: zone.pincode }));
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(
      'Sorry, your delivery slot was taken while you were paying. Your payment will be refunded; please choose another slot.',
    );
    expect((await paymentRow(t, slow.orderId)).status).toBe('refunded');
    expect(await refundsOfPayment(t, proof.razorpay_payment_id)).toMatchObject([{ amount: 35_000 }]);
    expect(await stockOf(t, ghee.id)).toBe(stock);
    expect(await cartOf(asha)).toHaveLength(1);
    expect(await ordersOf(asha)).toBe(0);
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(0);
  });

  it('an expired hold books while a place is free, also once the sweep deleted it', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Salem', prefixes: ['636'] }, 1);
    await addLine(t, asha, ghee.id, 1);
    const payment = await createPayment(t, asha, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    const holdId = (await paymentRow(t, payment.orderId)).slotHoldId!;
    await expireHold(t, holdId);
    expect(await releaseExpiredHolds(t.db)).toBeGreaterThanOrEqual(1);
    expect(await claimOf(t, holdId)).toBeUndefined();
    const proof = await payPayment(t, asha, payment);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: zone.pincode }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().slot).toMatchObject({ id: zone.slotId });
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(0);
  });
});

describe('cancelling gives the place back', () => {
  const { asha, ravi, oil } = shopFor(t, { oil: { name: 'Groundnut Oil 1 l', price: 220, countInStock: 100 } });

  it('the shopper cancels: the booking goes, the slot has its place again, the whole amount is refunded', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Nagpur', prefixes: ['440'], fee: 30, freeFrom: 1000 }, 1);
    await addLine(t, asha, oil.id, 1);
    const proof = await payForCart(t, asha, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    expect(proof.amount).toBe(25_000);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: zone.pincode }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(0);
    await addLine(t, ravi, oil.id, 1);
    expect((await paymentOrder(ravi, { shipping: shippingTo(zone.pincode), slotId: zone.slotId })).statusCode).toBe(
      409,
    );

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().id}/cancel`,
      headers: asha.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ amount: 250, deliveryFee: 30, refund: { status: 'refunded', amount: 250 } });
    expect(await refundsOfPayment(t, proof.razorpay_payment_id)).toMatchObject([{ amount: 25_000 }]);
    const bookings = await t.db
      .select()
      .from(deliverySlotClaims)
      .where(eq(deliverySlotClaims.orderId, placed.json().id));
    expect(bookings).toEqual([]);
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(1);
    expect(await createPayment(t, ravi, { shipping: shippingTo(zone.pincode), slotId: zone.slotId })).toMatchObject({
      slot: { id: zone.slotId },
    });
  });

  it('staff cancel: the same', async () => {
    const staff = await signedInUser(t, { role: 'staff' });
    const zone = await zoneWithDailySlot(t, admin, { name: 'Wardha', prefixes: ['442'] }, 1);
    await addLine(t, asha, oil.id, 1);
    const proof = await payForCart(t, asha, { shipping: shippingTo(zone.pincode), slotId: zone.slotId });
    const placed = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: zone.pincode }));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id;
    for (const status of ['confirmed', 'packed', 'cancelled']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        headers: staff.headers,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      if (status !== 'cancelled') expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(0);
    }
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(1);
  });
});
