import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { type Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
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
  if (activeOnly) return activeZones(db).execute();
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));
}

// Every cart figure and payment reads them: named (src/db/named-statement.ts).
const activeZones = namedStatement('delivery_active_zones', (db) =>
  db.select().from(deliveryZones).where(eq(deliveryZones.active, true)).orderBy(asc(deliveryZones.id)),
);

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

/**
 * The template with its zone, and whether `day` is closed for that zone (or for every zone): what taking a place
 * checks before locking the slot-day row, in one statement (decision 070).
 */
export async function findTemplateForDay(
  db: Database,
  id: number,
  day: string,
): Promise<{ template: TemplateRow; zone: ZoneRow; closed: boolean } | undefined> {
  const [row] = await db
    .select({
      template: deliverySlotTemplates,
      zone: deliveryZones,
      closed: sql<boolean>`exists (select 1 from ${deliveryClosedDates} where ${deliveryClosedDates.day} = ${day} and (${deliveryClosedDates.zoneId} = ${deliveryZones.id} or ${deliveryClosedDates.zoneId} is null))`,
    })
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
