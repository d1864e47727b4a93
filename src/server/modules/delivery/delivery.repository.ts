import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import {
  deliveryClosedDates,
  deliverySlotClaims,
  deliverySlotTemplates,
  deliverySlots,
  deliveryZones,
} from '#src/db/schema/delivery';

export type ZoneRow = typeof deliveryZones.$inferSelect;
export type NewZone = Omit<typeof deliveryZones.$inferInsert, 'id' | 'createdAt'>;
export type TemplateRow = typeof deliverySlotTemplates.$inferSelect;
export type NewTemplate = Omit<typeof deliverySlotTemplates.$inferInsert, 'id'>;
export type ClosedDateRow = typeof deliveryClosedDates.$inferSelect;
export type ClaimRow = typeof deliverySlotClaims.$inferSelect;

// ── Zones ────────────────────────────────────────────────────────────────────────────────────────────────────────────
export async function listZones(db: Database, activeOnly = false): Promise<ZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(activeOnly ? eq(deliveryZones.active, true) : undefined)
    .orderBy(asc(deliveryZones.id));
}

export async function lockZone(tx: Database, id: number): Promise<ZoneRow | undefined> {
  const [row] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
  return row;
}

/** The key of the transaction lock that zone writes take (an arbitrary constant, 'dzon'). */
const ZONE_WRITES_LOCK = 0x647a6f6e;

/**
 * Inside a transaction: waits for any other zone write to commit, then reads every zone. Row locks would not do:
 * a zone inserted meanwhile is not among the rows the second writer locked. After the lock, this new statement sees
 * what the first committed.
 */
export async function lockZoneWrites(tx: Database): Promise<ZoneRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ZONE_WRITES_LOCK})`);
  return listZones(tx);
}

export async function insertZone(tx: Database, values: NewZone): Promise<ZoneRow> {
  const [row] = await tx.insert(deliveryZones).values(values).returning();
  return row!;
}

export async function updateZone(tx: Database, id: number, values: Partial<NewZone>): Promise<ZoneRow> {
  const [row] = await tx.update(deliveryZones).set(values).where(eq(deliveryZones.id, id)).returning();
  return row!;
}

export async function deleteZone(tx: Database, id: number): Promise<void> {
  await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
}

// ── Slot templates ─────────────────────────────────────────────────────────────────────────────────────────────────
export async function listTemplates(db: Database): Promise<TemplateRow[]> {
  return db
    .select()
    .from(deliverySlotTemplates)
    .orderBy(asc(deliverySlotTemplates.weekday), asc(deliverySlotTemplates.startMinute), asc(deliverySlotTemplates.id));
}

export async function lockTemplate(tx: Database, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(deliverySlotTemplates).where(eq(deliverySlotTemplates.id, id)).for('update');
  return row;
}

/** The template with its zone (both must be active to take holds). */
export async function findTemplateWithZone(
  db: Database,
  id: number,
): Promise<{ template: TemplateRow; zone: ZoneRow } | undefined> {
  const [row] = await db
    .select({ template: deliverySlotTemplates, zone: deliveryZones })
    .from(deliverySlotTemplates)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliverySlotTemplates.zoneId))
    .where(eq(deliverySlotTemplates.id, id));
  return row;
}

export async function insertTemplate(tx: Database, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await tx.insert(deliverySlotTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(tx: Database, id: number, values: Partial<NewTemplate>): Promise<TemplateRow> {
  const [row] = await tx.update(deliverySlotTemplates).set(values).where(eq(deliverySlotTemplates.id, id)).returning();
  return row!;
}

export async function deleteTemplate(tx: Database, id: number): Promise<void> {
  await tx.delete(deliverySlotTemplates).where(eq(deliverySlotTemplates.id, id));
}

/** Bookings of a template's (or a zone's templates') slots on `fromDay` or later. */
export async function countUpcomingBookings(
  db: Database,
  where: { templateId: number } | { zoneId: number },
  fromDay: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(deliverySlotClaims)
    .innerJoin(deliverySlots, eq(deliverySlots.id, deliverySlotClaims.slotId))
    .innerJoin(deliverySlotTemplates, eq(deliverySlotTemplates.id, deliverySlots.templateId))
    .where(
      and(
        eq(deliverySlotClaims.kind, 'booking'),
        gte(deliverySlots.day, fromDay),
        'templateId' in where
          ? eq(deliverySlotTemplates.id, where.templateId)
          : eq(deliverySlotTemplates.zoneId, where.zoneId),
      ),
    );
  return row?.n ?? 0;
}

// ── Closed dates ───────────────────────────────────────────────────────────────────────────────────────────────────
export async function listClosedDates(db: Database, fromDay: string): Promise<ClosedDateRow[]> {
  return db
    .select()
    .from(deliveryClosedDates)
    .where(gte(deliveryClosedDates.day, fromDay))
    .orderBy(asc(deliveryClosedDates.day), asc(deliveryClosedDates.id));
}

export async function isClosed(db: Database, zoneId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryClosedDates.id })
    .from(deliveryClosedDates)
    .where(
      and(
        eq(deliveryClosedDates.day, day),
        or(eq(deliveryClosedDates.zoneId, zoneId), isNull(deliveryClosedDates.zoneId)),
      ),
    )
    .limit(1);
  return row !== undefined;
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
        coalesce((select count(*)::int from ${deliverySlotClaims} c
          where c.slot_id = s.id and (c.kind = 'booking' or c.expires_at > ${now.toISOString()}::timestamptz)), 0) as taken,
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

// ── Holds and bookings ─────────────────────────────────────────────────────────────────────────────────────────────
/** Inside the caller's transaction: the slot-day row, made if new, locked until the transaction ends. */
export async function lockSlot(tx: Database, templateId: number, day: string): Promise<number> {
  await tx.insert(deliverySlots).values({ templateId, day }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(and(eq(deliverySlots.templateId, templateId), eq(deliverySlots.day, day)))
    .for('update');
  return row!.id;
}

export async function lockSlotById(tx: Database, slotId: number): Promise<{ templateId: number; day: string }> {
  const [row] = await tx
    .select({ templateId: deliverySlots.templateId, day: deliverySlots.day })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, slotId))
    .for('update');
  return row!;
}

/** Places taken in a slot at `now`: bookings and unexpired holds (`except`: a claim not to count). */
export async function countTaken(tx: Database, slotId: number, now: Date, except?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(deliverySlotClaims)
    .where(
      and(
        eq(deliverySlotClaims.slotId, slotId),
        or(
          eq(deliverySlotClaims.kind, 'booking'),
          sql`${deliverySlotClaims.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
        except === undefined ? undefined : sql`${deliverySlotClaims.id} <> ${except}`,
      ),
    );
  return row?.n ?? 0;
}

export async function findClaim(db: Database, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(deliverySlotClaims).where(eq(deliverySlotClaims.id, id));
  return row;
}

export async function findLiveHold(
  tx: Database,
  slotId: number,
  holder: string,
  now: Date,
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .select()
    .from(deliverySlotClaims)
    .where(
      and(
        eq(deliverySlotClaims.slotId, slotId),
        eq(deliverySlotClaims.holder, holder),
        eq(deliverySlotClaims.kind, 'hold'),
        sql`${deliverySlotClaims.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inside the caller's transaction: holds taken from one client address queue here (checkout's cap per address), so
 * of concurrent payments from it, on any slots, no more than the cap see room. Taken before any slot-day row lock.
 */
export async function lockHoldAddress(tx: Database, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kirana.slot-hold-address'), hashtext(${address}))`);
}

/** Live holds taken from a client address, on any slot, other than `holder`'s (which its new hold replaces). */
export async function countLiveHoldsFrom(tx: Database, address: string, holder: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(deliverySlotClaims)
    .where(
      and(
        eq(deliverySlotClaims.kind, 'hold'),
        eq(deliverySlotClaims.clientAddress, address),
        sql`${deliverySlotClaims.holder} <> ${holder}`,
        sql`${deliverySlotClaims.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/** A hold ends by `until` at the latest (never later than it would have); answers whether it was still a hold. */
export async function endHoldBy(tx: Database, id: number, until: Date): Promise<boolean> {
  const rows = await tx
    .update(deliverySlotClaims)
    .set({ expiresAt: sql`least(${deliverySlotClaims.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(deliverySlotClaims.id, id), eq(deliverySlotClaims.kind, 'hold')))
    .returning({ id: deliverySlotClaims.id });
  return rows.length > 0;
}

export async function findBookingOfOrder(db: Database, orderId: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(deliverySlotClaims).where(eq(deliverySlotClaims.orderId, orderId));
  return row;
}

export async function insertClaim(
  tx: Database,
  values: Omit<typeof deliverySlotClaims.$inferInsert, 'id' | 'createdAt'>,
): Promise<ClaimRow> {
  const [row] = await tx.insert(deliverySlotClaims).values(values).returning();
  return row!;
}

export async function updateClaim(
  tx: Database,
  id: number,
  values: Partial<Pick<ClaimRow, 'kind' | 'orderId' | 'expiresAt' | 'clientAddress'>>,
): Promise<ClaimRow> {
  const [row] = await tx.update(deliverySlotClaims).set(values).where(eq(deliverySlotClaims.id, id)).returning();
  return row!;
}

export async function deleteHold(tx: Database, id: number): Promise<void> {
  await tx.delete(deliverySlotClaims).where(and(eq(deliverySlotClaims.id, id), eq(deliverySlotClaims.kind, 'hold')));
}

/** Every hold of `holder` but `except` (a shopper's earlier payments' places, given back). */
export async function deleteHoldsOf(tx: Database, holder: string, except?: number): Promise<void> {
  await tx
    .delete(deliverySlotClaims)
    .where(
      and(
        eq(deliverySlotClaims.holder, holder),
        eq(deliverySlotClaims.kind, 'hold'),
        except === undefined ? undefined : sql`${deliverySlotClaims.id} <> ${except}`,
      ),
    );
}

/** An order's booking, gone (its order was cancelled); answers whether there was one. */
export async function deleteBookingOfOrder(tx: Database, orderId: number): Promise<boolean> {
  const rows = await tx
    .delete(deliverySlotClaims)
    .where(and(eq(deliverySlotClaims.orderId, orderId), eq(deliverySlotClaims.kind, 'booking')))
    .returning({ id: deliverySlotClaims.id });
  return rows.length > 0;
}

/** Whether the zone has an active weekly slot. */
export async function hasActiveTemplate(db: Database, zoneId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliverySlotTemplates.id })
    .from(deliverySlotTemplates)
    .where(and(eq(deliverySlotTemplates.zoneId, zoneId), eq(deliverySlotTemplates.active, true)))
    .limit(1);
  return row !== undefined;
}

/** Holds that ended at or before `now`; answers how many went. */
export async function deleteExpiredHolds(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(deliverySlotClaims)
    .where(and(eq(deliverySlotClaims.kind, 'hold'), lte(deliverySlotClaims.expiresAt, now)))
    .returning({ id: deliverySlotClaims.id });
  return rows.length;
}
