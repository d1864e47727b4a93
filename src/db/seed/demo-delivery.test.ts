import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeliveryCheck, TDeliverySlots } from '#src/contracts/delivery';
import { addDays, shopToday } from '#src/shared/delivery-slot';
import { DEFAULT_SHOP_TIME_ZONE } from '#src/shared/shop';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { deliverySlotClaims, deliverySlotTemplates, deliveryZones, orders } from '../schema/index';
import { DEMO_NEARLY_FULL, DEMO_SLOTS, DEMO_ZONES, seedDemoDelivery } from './demo-delivery';

/** Issue 32 §5, docs/decisions/064: a fresh demo shows delivery at work — zones, a week of slots, some nearly full. */
let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp({ template: 'demo' });
  seeded = await seedDemoDelivery(t.db, DEFAULT_SHOP_TIME_ZONE);
});
afterAll(async () => t.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the demo first start: delivery at work', () => {
  it('serves Mumbai, Bengaluru and Delhi with their fees, minimums and free-delivery thresholds; pay on delivery where on', async () => {
    expect(seeded).toBe(true);
    for (const zone of DEMO_ZONES) {
      const check = await get<TDeliveryCheck>(`/api/delivery/check?pincode=${zone.address.pincode}`);
      expect(check).toMatchObject({
        served: true,
        zone: { name: zone.name },
        fee: zone.fee,
        freeFrom: zone.freeFrom,
        minimum: zone.minimumOrder,
      });
      if (zone.payOnDelivery) expect(check.payOnDelivery).toEqual({ maxOrder: 5000, maxOpen: 2 });
      else expect(check.payOnDelivery ?? null).toBeNull();
    }
    expect(DEMO_ZONES.filter((zone) => zone.payOnDelivery).length).toBeGreaterThan(0);
    // Elsewhere: the default zone, free and without slots, as before.
    const elsewhere = await get<TDeliveryCheck>('/api/delivery/check?pincode=411001');
    expect(elsewhere).toMatchObject({ served: true, zone: { name: 'Everywhere' }, fee: 0, minimum: 0 });
    expect(
      (await get<TDeliverySlots>('/api/delivery/slots?pincode=411001')).days.every((d) => d.slots.length === 0),
    ).toBe(true);
  });

  it('has slots on each of the next seven days, and the nearly full ones as checkout counts them', async () => {
    const today = shopToday(DEFAULT_SHOP_TIME_ZONE);
    for (const zone of DEMO_ZONES) {
      const { days } = await get<TDeliverySlots>(`/api/delivery/slots?pincode=${zone.address.pincode}`);
      expect(days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n)));
      for (const day of days) {
        expect(day.slots.map((slot) => slot.startTime)).toEqual(['07:00', '11:00', '18:00']);
        // From tomorrow every slot can be chosen (today's may be past their cut-off).
        if (day.date !== today) expect(day.slots.every((slot) => slot.available)).toBe(true);
      }
      for (const full of DEMO_NEARLY_FULL) {
        const slot = days[full.afterDays]!.slots[full.slot]!;
        expect(slot).toMatchObject({
          capacity: DEMO_SLOTS[full.slot]!.capacity,
          remaining: full.left,
          available: true,
        });
      }
      const others = days.flatMap((day, n) =>
        day.slots.filter((_, i) => !DEMO_NEARLY_FULL.some((full) => full.afterDays === n && full.slot === i)),
      );
      expect(others.every((slot) => slot.remaining === slot.capacity)).toBe(true);
    }
  });

  it('takes those places with real orders, each booked into its slot', async () => {
    const [booked] = await t.db
      .select({ n: count() })
      .from(deliverySlotClaims)
      .where(eq(deliverySlotClaims.kind, 'booking'));
    const [slotted] = await t.db.select({ n: count() }).from(orders).where(isNotNull(orders.slotRef));
    const expected =
      DEMO_ZONES.length * DEMO_NEARLY_FULL.reduce((sum, f) => sum + DEMO_SLOTS[f.slot]!.capacity - f.left, 0);
    expect(booked!.n).toBe(expected);
    expect(slotted!.n).toBe(expected);
  });

  it('does not seed twice (a restart, or a shop that already has zones of its own)', async () => {
    const before = {
      zones: (await t.db.select({ n: count() }).from(deliveryZones))[0]!.n,
      templates: (await t.db.select({ n: count() }).from(deliverySlotTemplates))[0]!.n,
      orders: (await t.db.select({ n: count() }).from(orders))[0]!.n,
    };
    expect(before.zones).toBe(DEMO_ZONES.length + 1);
    expect(before.templates).toBe(DEMO_ZONES.length * 7 * DEMO_SLOTS.length);
    expect(await seedDemoDelivery(t.db, DEFAULT_SHOP_TIME_ZONE)).toBe(false);
    expect({
      zones: (await t.db.select({ n: count() }).from(deliveryZones))[0]!.n,
      templates: (await t.db.select({ n: count() }).from(deliverySlotTemplates))[0]!.n,
      orders: (await t.db.select({ n: count() }).from(orders))[0]!.n,
    }).toEqual(before);
  });
});
