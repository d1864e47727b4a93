import type { TDeliveryDay, TDeliverySlots, TSlotReason } from '#src/contracts/delivery';
import type { Database } from '#src/db/client';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import * as repo from './delivery.repository';
import { clockOf, weekdayOf } from './shop-time';

const T = DELIVERY_TEXT;
import { timesOf, whenOf, windowOf, type SlotWhen } from './slot-rules';
import { zoneFor, type ShopClock } from './delivery-zones';

/**
 * `GET /api/delivery/slots`: the zone's slots for today and the next six days, with the places left. Two
 * statements: the active zones, then the zone's templates with their week's counts and closed days.
 */
export async function listSlots(db: Database, pincode: string, clock: ShopClock): Promise<TDeliverySlots> {
  const zone = await zoneFor(db, pincode);
  if (!zone) return { pincode, served: false, zone: null, timeZone: clock.timeZone, days: [] };
  const { now, days } = windowOf(clock);
  const rows = await repo.slotAvailability(db, zone.id, days[0]!, days.at(-1)!, now);
  const closed = new Set(rows[0]?.closed ?? []);
  const taken = new Map<string, number>();
  const templates = new Map<number, repo.SlotAvailabilityRow>();
  for (const row of rows) {
    if (row.template_id === null) continue;
    templates.set(row.template_id, row);
    if (row.day) taken.set(`${row.template_id}@${row.day}`, Number(row.taken));
  }
  const sorted = [...templates.values()].sort(
    (a, b) => a.start_minute - b.start_minute || a.template_id! - b.template_id!,
  );
  const answerDays: TDeliveryDay[] = days.map((day) => {
    const weekday = weekdayOf(day);
    const isClosed = closed.has(day);
    return {
      date: day,
      weekday,
      closed: isClosed,
      slots: sorted
        .filter((template) => template.weekday === weekday)
        .map((template) => {
          const id = `${template.template_id}@${day}`;
          const times = timesOf(
            { startMinute: template.start_minute, endMinute: template.end_minute, cutoffHours: template.cutoff_hours },
            day,
            clock.timeZone,
          );
          const remaining = Math.max(0, template.capacity - (taken.get(id) ?? 0));
          const reason: TSlotReason | null = isClosed
            ? 'closed'
            : now >= times.cutoff
              ? 'cutoff'
              : remaining === 0
                ? 'full'
                : null;
          return {
            id,
            start: times.start.toISOString(),
            end: times.end.toISOString(),
            startTime: clockOf(template.start_minute),
            endTime: clockOf(template.end_minute),
            capacity: template.capacity,
            remaining,
            available: reason === null,
            reason,
            reasonText: reason ? T.reasons[reason] : null,
          };
        }),
    };
  });
  return { pincode, served: true, zone: { id: zone.id, name: zone.name }, timeZone: clock.timeZone, days: answerDays };
}

/** A slot of a day as the back office lists it (with `slotsOfDay`). */
export type DaySlot = SlotWhen & {
  id: string;
  zoneId: number;
  zoneName: string;
  capacity: number;
  /** The template and its zone are active. */
  active: boolean;
  closed: boolean;
};

/** The shop-time day `date` as instants: [its midnight, the next day's midnight) — the shared clock's rule. */
export { shopDayBounds } from '#src/shared/shop-time';

/**
 * Every slot of `date` (shop time) across zones — the templates of its weekday, inactive ones included (the caller
 * keeps those with orders) — with capacity, times and whether the day is closed for the zone. Two statements.
 */
export async function slotsOfDay(db: Database, date: string, timeZone: string): Promise<DaySlot[]> {
  const [rows, closed] = await Promise.all([
    repo.templatesOfWeekday(db, weekdayOf(date)),
    repo.closedZonesOn(db, date),
  ]);
  return rows.map(({ template, zone }) => ({
    id: `${template.id}@${date}`,
    zoneId: zone.id,
    zoneName: zone.name,
    capacity: template.capacity,
    active: template.active && zone.active,
    closed: closed.includes(null) || closed.includes(zone.id),
    ...whenOf(template, date, timesOf(template, date, timeZone)),
  }));
}
