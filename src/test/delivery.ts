import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TDeliverySlots } from '#src/contracts/delivery';
import { deliverySlotClaims } from '#src/db/schema/delivery';
import type { TestAppLike, TestUser } from './auth';
import type { TestApp } from './test-app';

/**
 * Delivery set-ups for checkout tests (issue 16, docs/decisions/031), through the back office's API like a grocer.
 * The app needs `RATE_LIMITS: 'admin-write=100000,delivery-ip=100000'` (see DELIVERY_TEST_LIMITS).
 */
export const DELIVERY_TEST_LIMITS =
  'admin-write=100000,delivery-ip=100000,payment-order-user=100000,slot-holds-address=100000';

export type ZoneInput = {
  name: string;
  codes?: string[];
  prefixes?: string[];
  fee?: number;
  freeFrom?: number | null;
  minimumOrder?: number;
};

export async function createZone(t: TestApp, admin: TestUser, zone: ZoneInput): Promise<{ id: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/delivery/zones',
    headers: admin.headers,
    payload: zone,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * A zone with a slot every day from 23:00 to 23:59 shop time (no cut-off), so that tomorrow's is open whatever the
 * real clock says; answers the zone, one of its pincodes and tomorrow's slot id (as `GET /api/delivery/slots` names
 * it).
 */
export async function zoneWithDailySlot(
  t: TestApp,
  admin: TestUser,
  zone: ZoneInput & { prefixes: [string, ...string[]] },
  capacity: number,
): Promise<{ zoneId: number; pincode: string; slotId: string }> {
  const { id } = await createZone(t, admin, zone);
  for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/delivery/zones/${id}/slots`,
      headers: admin.headers,
      payload: { weekday, start: '23:00', end: '23:59', capacity },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const pincode = zone.prefixes[0].padEnd(6, '1');
  const tomorrow = (await slotsFor(t, pincode)).days[1]!.slots[0]!;
  expect(tomorrow).toMatchObject({ startTime: '23:00', available: true, remaining: capacity });
  return { zoneId: id, pincode, slotId: tomorrow.id };
}

export async function slotsFor(t: TestApp, pincode: string): Promise<TDeliverySlots> {
  const response = await t.app.inject({ method: 'GET', url: `/api/delivery/slots?pincode=${pincode}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The places a slot has left, as shoppers are shown them. */
export async function remainingIn(t: TestApp, pincode: string, slotId: string): Promise<number> {
  const slot = (await slotsFor(t, pincode)).days.flatMap((day) => day.slots).find((s) => s.id === slotId);
  expect(slot, slotId).toBeDefined();
  return slot!.remaining;
}

/** Ends a hold now, as if its ten minutes had passed (no waiting in tests). */
export async function expireHold(t: TestAppLike, holdId: number): Promise<void> {
  await t.db
    .update(deliverySlotClaims)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(deliverySlotClaims.id, holdId));
}

export const claimOf = async (t: TestAppLike, id: number) =>
  (await t.db.select().from(deliverySlotClaims).where(eq(deliverySlotClaims.id, id)))[0];
