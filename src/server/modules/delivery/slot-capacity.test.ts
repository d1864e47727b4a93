import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { deliverySlotClaims, deliverySlotTemplates, deliveryZones } from '#src/db/schema/delivery';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { bookSlot, holdSlot, listSlots } from './index';

/**
 * More shoppers than places racing for a slot's last places (issue 16, docs/decisions/029). On the PostgreSQL
 * server whenever one is reachable (`engine: 'postgres'`): PGlite serialises transactions, so a missing row lock
 * would pass there.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres', env: { RATE_LIMITS: 'admin-write=100000' } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

// Monday 23 November 2026, 10:00 in Kolkata; the slot is Tuesday's 10:00–12:00.
const clock = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-23T04:30:00Z') };

async function slotOf(prefix: string, capacity: number): Promise<string> {
  const [zone] = await t.db
    .insert(deliveryZones)
    .values({ name: `Zone ${prefix}`, prefixes: [prefix] })
    .returning();
  const [template] = await t.db
    .insert(deliverySlotTemplates)
    .values({ zoneId: zone!.id, weekday: 2, startMinute: 600, endMinute: 720, capacity })
    .returning();
  return `${template!.id}@2026-11-24`;
}

describe('slot capacity under a race', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('12 holders at once for 3 places: exactly 3 holds, 9 clear refusals; five rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const slot = await slotOf(`${round + 1}1`, 3);
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          t.db.transaction((tx) => holdSlot(tx, slot, `payment:${round}:${i}`, clock)),
        ),
      );
      const held = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter((result) => result.status === 'rejected');
      expect(held).toHaveLength(3);
      for (const refusal of refused) {
        expect((refusal as PromiseRejectedResult).reason).toMatchObject({
          code: 'CONFLICT',
          message: 'This delivery slot has just been taken. Please choose another slot.',
        });
      }
      const pincode = `${round + 1}10001`;
      const listed = (await listSlots(t.db, pincode, clock)).days[1]!.slots[0]!;
      expect(listed).toMatchObject({ id: slot, remaining: 0, reason: 'full' });
    }
  });

  it('10 direct bookings at once for the last 2 places (1 of 3 already booked): exactly 2 more bookings', async () => {
    const slot = await slotOf('7', 3);
    await t.db.transaction((tx) => bookSlot(tx, { slot }, 5000, clock));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => t.db.transaction((tx) => bookSlot(tx, { slot }, 5001 + i, clock))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const bookings = await t.db.select().from(deliverySlotClaims).where(eq(deliverySlotClaims.kind, 'booking'));
    expect(bookings.filter((row) => row.orderId! >= 5000 && row.orderId! <= 5010)).toHaveLength(3);
  });

  it('holds racing with the bookings of earlier holds never exceed the capacity', async () => {
    const slot = await slotOf('8', 4);
    const holds = await Promise.all(
      [0, 1].map((i) => t.db.transaction((tx) => holdSlot(tx, slot, `early:${i}`, clock))),
    );
    const results = await Promise.allSettled([
      ...holds.map((hold, i) => t.db.transaction((tx) => bookSlot(tx, { holdId: hold.holdId }, 6000 + i, clock))),
      ...Array.from({ length: 6 }, (_, i) => t.db.transaction((tx) => holdSlot(tx, slot, `late:${i}`, clock))),
    ]);
    expect(results.slice(0, 2).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(results.slice(2).filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect((await listSlots(t.db, '800001', clock)).days[1]!.slots[0]).toMatchObject({ remaining: 0 });
  });

  it('two admins saving zones with the same prefix at once: one saved, the others refused', async () => {
    const answers = await Promise.all(
      ['North', 'South', 'East', 'West'].map((name) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/delivery/zones',
          headers: admin.headers,
          payload: { name, prefixes: ['95'] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const zones = await t.db.select().from(deliveryZones);
    expect(zones.filter((zone) => zone.prefixes.includes('95'))).toHaveLength(1);
  });
});
