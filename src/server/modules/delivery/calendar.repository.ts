import { asc, eq, gte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import { takesPlaceAt } from './claims.repository';
import {
  deliveryClosedDates,
  deliverySlotClaims,
  deliverySlotTemplates,
  deliverySlots,
  deliveryZones,
} from '#src/db/schema/delivery';
import type { ClosedDateRow, TemplateRow, ZoneRow } from './zones.repository';

// ── Closed dates ───────────────────────────────────────────────────────────────────────────────────────────────────
export async function listClosedDates(db: Database, fromDay: string): Promise<ClosedDateRow[]> {
  return db
    .select()
    .from(deliveryClosedDates)
    .where(gte(deliveryClosedDates.day, fromDay))
    .orderBy(asc(deliveryClosedDates.day), asc(deliveryClosedDates.id));
}

/** Inserts the closed day, or answers undefined when that zone (or every zone) already has it closed. */
export async function insertClosedDate(
  tx: Database,
  values: { zoneId: number | null; day: string; note: string },
): Promise<ClosedDateRow | undefined> {
  const [row] = await tx.insert(deliveryClosedDates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteClosedDate(tx: Database, id: number): Promise<ClosedDateRow | undefined> {
  const [row] = await tx.delete(deliveryClosedDates).where(eq(deliveryClosedDates.id, id)).returning();
  return row;
}

// ── Availability ───────────────────────────────────────────────────────────────────────────────────────────────────
export type SlotAvailabilityRow = {
  template_id: number | null;
  weekday: number;
  start_minute: number;
  end_minute: number;
  capacity: number;
  cutoff_hours: number;
  /** The day of a slot row (null when nobody held or booked that template in the range). */
  day: string | null;
  taken: number;
  /** The closed days of the range (every row carries them; one row with a null template when none exist). */
  closed: string[];
};

/**
 * One statement for a zone's week: its active templates, each slot row of the range with its places taken
 * (bookings and holds live at `now`), and the range's closed days (an init plan, read once). Indexes:
 * delivery_slot_templates_zone_idx, delivery_slots_key, delivery_slot_claims_slot_idx, delivery_closed_dates_key.
 */
export async function slotAvailability(
  db: Database,
  zoneId: number,
  fromDay: string,
  toDay: string,
  now: Date,
): Promise<SlotAvailabilityRow[]> {
  return rowsOf<SlotAvailabilityRow>(
    await db.execute(sql`
      select t.id as template_id, t.weekday, t.start_minute, t.end_minute, t.capacity, t.cutoff_hours,
        s.day::text as day,
        coalesce((select count(*)::int from ${deliverySlotClaims}
          where ${deliverySlotClaims.slotId} = s.id and ${takesPlaceAt(now)}), 0) as taken,
        cd.closed
      from (select array(select d.day::text from ${deliveryClosedDates} d
              where d.day between ${fromDay}::date and ${toDay}::date
                and (d.zone_id = ${zoneId} or d.zone_id is null)) as closed) cd
      left join ${deliverySlotTemplates} t on t.zone_id = ${zoneId} and t.active
      left join ${deliverySlots} s on s.template_id = t.id and s.day between ${fromDay}::date and ${toDay}::date`),
  );
}

/** A weekday's slot templates in every zone, with their zone (the back office's day of slots). */
export async function templatesOfWeekday(
  db: Database,
  weekday: number,
): Promise<{ template: TemplateRow; zone: ZoneRow }[]> {
  return db
    .select({ template: deliverySlotTemplates, zone: deliveryZones })
    .from(deliverySlotTemplates)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliverySlotTemplates.zoneId))
    .where(eq(deliverySlotTemplates.weekday, weekday))
    .orderBy(asc(deliverySlotTemplates.startMinute), asc(deliveryZones.name), asc(deliverySlotTemplates.id));
}

/** The zones closed on `day` (null: the whole shop). */
export async function closedZonesOn(db: Database, day: string): Promise<(number | null)[]> {
  const rows = await db
    .select({ zoneId: deliveryClosedDates.zoneId })
    .from(deliveryClosedDates)
    .where(eq(deliveryClosedDates.day, day));
  return rows.map((row) => row.zoneId);
}
