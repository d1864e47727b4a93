import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { TAdminSlotDay } from '#src/contracts/admin-orders';
import { shopToday } from '#src/shared/delivery-slot';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder, SHIPPING } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS, zoneWithDailySlot } from '#src/test/delivery';
import { createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { setOrderStatus } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The back office by delivery slot (issue 16, docs/decisions/031): the orders list and the CSV filtered by slot,
 * the day's slots across zones with their orders by status, a slot's packing slips, and the order detail and slip
 * carrying the fee and the slot. Orders placed through the API into slots made through the API.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const get = (url: string, user: TestUser = staff) => t.app.inject({ method: 'GET', url, headers: user.headers });

async function placeInto(pincode: string, slotId: string | undefined, productId: number): Promise<number> {
  const user = await signedInUser(t);
  await addLine(t, user, productId, 1);
  const shipping = { ...SHIPPING, pincode };
  const proof = await payForCart(t, user, slotId ? { shipping, slotId } : { shipping });
  const placed = await placeOrder(t, user, orderPayload(user, proof, { pincode }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id;
}

const shop = beforeAllValue(async () => {
  const kochi = await zoneWithDailySlot(t, admin, { name: 'Kochi', prefixes: ['682'], fee: 25 }, 5);
  const pune = await zoneWithDailySlot(t, admin, { name: 'Pune', prefixes: ['411'] }, 3);
  const goa = await zoneWithDailySlot(t, admin, { name: 'Goa', prefixes: ['403'] }, 2);
  const atta = await createProduct(t.db, { name: 'Whole Wheat Atta', price: 300, countInStock: 100 });
  const ids = {
    kochiPending: await placeInto(kochi.pincode, kochi.slotId, atta.id),
    kochiConfirmed: await placeInto(kochi.pincode, kochi.slotId, atta.id),
    kochiCancelled: await placeInto(kochi.pincode, kochi.slotId, atta.id),
    pune: await placeInto(pune.pincode, pune.slotId, atta.id),
    goa: await placeInto(goa.pincode, goa.slotId, atta.id),
    noSlot: await placeInto('110001', undefined, atta.id),
  };
  for (const id of [ids.kochiConfirmed, ids.pune, ids.noSlot]) {
    expect((await setOrderStatus(t, staff, id, { status: 'confirmed' })).statusCode).toBe(200);
  }
  expect((await setOrderStatus(t, staff, ids.kochiCancelled, { status: 'cancelled' })).statusCode).toBe(200);
  // Goa's slot stops being offered after its order was placed: the day still lists it, with its order.
  const goaTemplate = Number(goa.slotId.split('@')[0]);
  const off = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/delivery/slots/${goaTemplate}`,
    headers: admin.headers,
    payload: { active: false },
  });
  expect(off.statusCode, off.body).toBe(200);
  return { kochi, pune, goa, ids, date: kochi.slotId.split('@')[1]! };
});

describe('the orders by slot', () => {
  it('GET /api/admin/orders?slot= lists that slot’s orders, each row with its slot; the tabs count them', async () => {
    const response = await get(`/api/admin/orders?slot=${shop.kochi.slotId}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.orders.map((row: { id: number }) => row.id).sort()).toEqual(
      [shop.ids.kochiPending, shop.ids.kochiConfirmed, shop.ids.kochiCancelled].sort(),
    );
    expect(page.orders[0].slot).toMatchObject({
      id: shop.kochi.slotId,
      date: shop.date,
      startTime: '23:00',
      endTime: '23:59',
    });
    expect(page.counts).toMatchObject({ pending: 1, confirmed: 1, cancelled: 1, packed: 0 });
    const all = (await get('/api/admin/orders')).json();
    expect(all.orders.find((row: { id: number }) => row.id === shop.ids.noSlot).slot).toBeNull();
    expect((await get('/api/admin/orders?slot=tomorrow')).statusCode).toBe(400);
  });

  it('GET /api/admin/orders/slots?date= answers the day’s slots across zones with their orders by status', async () => {
    const response = await get(`/api/admin/orders/slots?date=${shop.date}`);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<TAdminSlotDay>();
    expect(day).toMatchObject({ date: shop.date, timeZone: 'Asia/Kolkata' });
    // All three start at 23:00: by zone name.
    expect(day.slots.map((slot) => slot.zoneName)).toEqual(['Goa', 'Kochi', 'Pune']);
    const [goa, kochi, pune] = day.slots;
    expect(kochi).toEqual({
      id: shop.kochi.slotId,
      zoneId: shop.kochi.zoneId,
      zoneName: 'Kochi',
      startTime: '23:00',
      endTime: '23:59',
      start: expect.stringMatching(/Z$/),
      end: expect.stringMatching(/Z$/),
      capacity: 5,
      active: true,
      closed: false,
      booked: 2,
      counts: { pending: 1, confirmed: 1, packed: 0, out_for_delivery: 0, delivered: 0, cancelled: 1 },
    });
    expect(Date.parse(kochi!.end) - Date.parse(kochi!.start)).toBe(59 * 60_000);
    expect(pune).toMatchObject({ id: shop.pune.slotId, capacity: 3, booked: 1, counts: { confirmed: 1 } });
    expect(goa).toMatchObject({ id: shop.goa.slotId, active: false, booked: 1, counts: { pending: 1 } });

    // Another day: the same weekly slots, no orders.
    const nextWeek = new Date(Date.parse(`${shop.date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const later = (await get(`/api/admin/orders/slots?date=${nextWeek}`)).json<TAdminSlotDay>();
    expect(later.slots.map((slot) => [slot.zoneName, slot.booked])).toEqual([
      ['Kochi', 0],
      ['Pune', 0],
    ]);
    // Without a day: the shop's today, in the shop's time zone (not the server's UTC day).
    const today = await get('/api/admin/orders/slots');
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json<TAdminSlotDay>().date).toBe(shopToday('Asia/Kolkata'));
    for (const date of ['someday', '2026-02-30', '9999-12-31']) {
      expect((await get(`/api/admin/orders/slots?date=${date}`)).statusCode, date).toBe(400);
    }
  });

  it('GET /api/admin/orders/slips?slot= answers the slot’s confirmed orders; a day or a slot is needed', async () => {
    const response = await get(`/api/admin/orders/slips?slot=${shop.kochi.slotId}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ date: shop.date, slot: shop.kochi.slotId, total: 1 });
    expect(answer.slips.map((slip: { id: number }) => slip.id)).toEqual([shop.ids.kochiConfirmed]);
    expect(answer.slips[0]).toMatchObject({
      amount: 325,
      itemsTotal: 300,
      deliveryFee: 25,
      slot: { id: shop.kochi.slotId },
    });
    const neither = await get('/api/admin/orders/slips');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().msg).toMatch(/date/);
  });

  it('the order detail and its slip carry the items total, the fee and the slot', async () => {
    const detail = (await get(`/api/admin/orders/${shop.ids.kochiPending}`)).json();
    expect(detail).toMatchObject({ amount: 325, itemsTotal: 300, deliveryFee: 25 });
    expect(detail.slot).toMatchObject({ id: shop.kochi.slotId, date: shop.date, startTime: '23:00' });
    const slip = (await get(`/api/admin/orders/${shop.ids.kochiPending}/slip`)).json();
    expect(slip).toMatchObject({ amount: 325, itemsTotal: 300, deliveryFee: 25, slot: detail.slot });
    const plain = (await get(`/api/admin/orders/${shop.ids.noSlot}/slip`)).json();
    expect(plain).toMatchObject({ amount: 300, itemsTotal: 300, deliveryFee: 0, slot: null });
  });

  it('the orders CSV has the delivery fee and slot columns, and filters by slot', async () => {
    const response = await get(`/api/admin/export/orders.csv?slot=${shop.kochi.slotId}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => Number(row['order_id'])).sort()).toEqual(
      [shop.ids.kochiPending, shop.ids.kochiConfirmed, shop.ids.kochiCancelled].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        order_amount: '325',
        delivery_fee: '25',
        delivery_slot: `${shop.date} 23:00-23:59`,
      });
    }
    const all = parse((await get('/api/admin/export/orders.csv')).body, { columns: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(all.find((row) => Number(row['order_id']) === shop.ids.noSlot)).toMatchObject({
      delivery_fee: '0',
      delivery_slot: '',
    });
  });
});
