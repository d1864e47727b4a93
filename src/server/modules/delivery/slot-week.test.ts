import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '#src/db/schema/audit';
import { deliverySlotTemplates, deliveryZones } from '#src/db/schema/delivery';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * A zone's week in fewer steps (issue 31 §6, docs/decisions/060): one request makes a slot on each weekday ticked,
 * and a zone's week is copied to another zone beside that zone's own slots.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const shopper = signedInUserForFile(t, { name: 'Asha' });

beforeEach(async () => {
  await t.db.delete(deliverySlotTemplates);
  await t.db.delete(deliveryZones).where(eq(deliveryZones.isDefault, false));
});

const call = async (url: string, payload: object, headers = admin.headers) => {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
async function zone(name: string, codes: string[]): Promise<number> {
  const answer = await call('/api/admin/delivery/zones', { name, codes, prefixes: [], fee: 0, minimumOrder: 0 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}
/** A zone's slots as `weekday start–end capacity`, in weekday and time order. */
const weekOf = async (zoneId: number) =>
  (
    await t.db
      .select()
      .from(deliverySlotTemplates)
      .where(eq(deliverySlotTemplates.zoneId, zoneId))
      .orderBy(deliverySlotTemplates.weekday, deliverySlotTemplates.startMinute)
  ).map((row) => `${row.weekday} ${row.startMinute}-${row.endMinute} ${row.capacity}`);

describe('one slot on several weekdays', () => {
  it('"Mon–Sat 08:00–11:00, 3 orders" is one request: six weekly slots, each audited', async () => {
    const andheri = await zone('Andheri', ['400053']);
    const answer = await call(`/api/admin/delivery/zones/${andheri}/slot-week`, {
      weekdays: [6, 1, 2, 3, 4, 5],
      start: '08:00',
      end: '11:00',
      capacity: 3,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.slots.map((slot: { weekday: number }) => slot.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await weekOf(andheri)).toEqual([1, 2, 3, 4, 5, 6].map((day) => `${day} 480-660 3`));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delivery_slot.create'), eq(auditLog.actorEmail, admin.email)));
    expect(audits.map((row) => Number(row.entityId)).sort()).toEqual(
      answer.body.slots.map((slot: { id: number }) => slot.id).sort(),
    );
  });

  it.each([
    [{ weekdays: [], start: '08:00', end: '11:00', capacity: 3 }, 'no weekday'],
    [{ weekdays: [1, 1], start: '08:00', end: '11:00', capacity: 3 }, 'a weekday twice'],
    [{ weekdays: [8], start: '08:00', end: '11:00', capacity: 3 }, 'a weekday past Sunday'],
    [{ weekdays: [1], start: '11:00', end: '08:00', capacity: 3 }, 'an end before the start'],
  ])('%o (%s) is a 400 and makes nothing', async (body) => {
    const andheri = await zone('Andheri', ['400053']);
    const answer = await call(`/api/admin/delivery/zones/${andheri}/slot-week`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
    expect(await weekOf(andheri)).toEqual([]);
  });

  it('an unknown zone is a 404; a shopper is refused', async () => {
    const body = { weekdays: [1], start: '08:00', end: '11:00', capacity: 3 };
    expect((await call('/api/admin/delivery/zones/999999/slot-week', body)).status).toBe(404);
    const andheri = await zone('Andheri', ['400053']);
    const attack = await call(`/api/admin/delivery/zones/${andheri}/slot-week`, body, shopper.headers);
    expect([403, 404]).toContain(attack.status);
    expect(await weekOf(andheri)).toEqual([]);
  });
});

describe("copying a zone's week", () => {
  it('adds the slots the other zone lacks and keeps the ones it has at the same times', async () => {
    const andheri = await zone('Andheri', ['400053']);
    const bandra = await zone('Bandra', ['400050']);
    await call(`/api/admin/delivery/zones/${andheri}/slot-week`, {
      weekdays: [1, 2],
      start: '08:00',
      end: '11:00',
      capacity: 3,
    });
    await call(`/api/admin/delivery/zones/${andheri}/slot-week`, {
      weekdays: [1],
      start: '17:00',
      end: '20:00',
      capacity: 5,
    });
    // Bandra already has Monday 08:00–11:00 (capacity 9: kept as it is) and its own Sunday slot.
    await call(`/api/admin/delivery/zones/${bandra}/slot-week`, {
      weekdays: [1],
      start: '08:00',
      end: '11:00',
      capacity: 9,
    });
    await call(`/api/admin/delivery/zones/${bandra}/slot-week`, {
      weekdays: [7],
      start: '09:00',
      end: '10:00',
      capacity: 1,
    });

    const copied = await call(`/api/admin/delivery/zones/${andheri}/copy-week`, { toZoneId: bandra });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body).toEqual({ added: 2, skipped: 1 });
    expect(await weekOf(bandra)).toEqual(['1 480-660 9', '1 1020-1200 5', '2 480-660 3', '7 540-600 1']);
    // The source is untouched.
    expect(await weekOf(andheri)).toEqual(['1 480-660 3', '1 1020-1200 5', '2 480-660 3']);
    // Copying again adds nothing.
    expect((await call(`/api/admin/delivery/zones/${andheri}/copy-week`, { toZoneId: bandra })).body).toEqual({
      added: 0,
      skipped: 3,
    });
  });

  it('to the same zone is a 400, to an unknown zone a 404; a shopper is refused', async () => {
    const andheri = await zone('Andheri', ['400053']);
    await call(`/api/admin/delivery/zones/${andheri}/slot-week`, {
      weekdays: [1],
      start: '08:00',
      end: '11:00',
      capacity: 3,
    });
    const same = await call(`/api/admin/delivery/zones/${andheri}/copy-week`, { toZoneId: andheri });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Choose another zone to copy this week to');
    expect((await call(`/api/admin/delivery/zones/${andheri}/copy-week`, { toZoneId: 999999 })).status).toBe(404);
    const bandra = await zone('Bandra', ['400050']);
    const attack = await call(`/api/admin/delivery/zones/${andheri}/copy-week`, { toZoneId: bandra }, shopper.headers);
    expect([403, 404]).toContain(attack.status);
    expect(await weekOf(bandra)).toEqual([]);
  });
});
