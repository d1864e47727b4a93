import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { deliverySlotClaims, deliverySlotTemplates, deliverySlots } from '#src/db/schema/delivery';
import { holdsOf, liveAt, takesPlaceAt } from './claims.repository';
import type { TemplateRow } from './zones.repository';

// The slot-day rows: made when first needed, locked by whoever takes a place, counted.
/**
 * Inside the caller's transaction: the slot-day row, made if new, locked until the transaction ends. One statement
 * (decision 070): on a conflict the no-op update locks the existing row as `FOR UPDATE` would, and both ways return
 * its id — the insert-then-select it replaced was two round trips on every hold.
 */
export async function lockSlot(tx: Database, templateId: number, day: string): Promise<number> {
  const [row] = await tx
    .insert(deliverySlots)
    .values({ templateId, day })
    .onConflictDoUpdate({ target: [deliverySlots.templateId, deliverySlots.day], set: { day } })
    .returning({ id: deliverySlots.id });
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

/**
 * Inside the caller's transaction: the slot-day row of a hold, locked, with its template (what the booking's times
 * and an expired hold's capacity check need), in one statement; undefined when the claim is no longer a hold.
 * The claim is found by a subquery of the statement's own snapshot: a claim's slot never changes.
 */
export async function lockSlotOfHold(
  tx: Database,
  holdId: number,
): Promise<{ slotId: number; templateId: number; day: string; template: TemplateRow | null } | undefined> {
  const [row] = await tx
    .select({
      slotId: deliverySlots.id,
      templateId: deliverySlots.templateId,
      day: deliverySlots.day,
      template: deliverySlotTemplates,
    })
    .from(deliverySlots)
    .leftJoin(deliverySlotTemplates, eq(deliverySlotTemplates.id, deliverySlots.templateId))
    .where(
      eq(
        deliverySlots.id,
        sql`(select ${deliverySlotClaims.slotId} from ${deliverySlotClaims} where ${deliverySlotClaims.id} = ${holdId} and ${deliverySlotClaims.kind} = 'hold')`,
      ),
    )
    .for('update', { of: deliverySlots });
  return row;
}

/**
 * In a slot at `now`: the places taken (bookings and unexpired holds) and `holder`'s own live hold, if any — one
 * statement for what a hold checks under the slot-day row's lock.
 */
export async function takenAndOwnHold(
  tx: Database,
  slotId: number,
  holder: string,
  now: Date,
): Promise<{ taken: number; ownHoldId: number | null }> {
  const live = liveAt(now);
  const [row] = await tx
    .select({
      taken: sql<number>`count(*) filter (where ${takesPlaceAt(now)})`.mapWith(Number),
      ownHoldId: sql<number | null>`min(${deliverySlotClaims.id}) filter (where ${holdsOf(holder)} and ${live})`,
    })
    .from(deliverySlotClaims)
    .where(eq(deliverySlotClaims.slotId, slotId));
  return {
    taken: row?.taken ?? 0,
    ownHoldId: row?.ownHoldId === null || row?.ownHoldId === undefined ? null : Number(row.ownHoldId),
  };
}

/** Places taken in a slot at `now`: bookings and unexpired holds (`except`: a claim not to count). */
export async function countTaken(tx: Database, slotId: number, now: Date, except?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(deliverySlotClaims)
    .where(
      and(
        eq(deliverySlotClaims.slotId, slotId),
        takesPlaceAt(now),
        except === undefined ? undefined : sql`${deliverySlotClaims.id} <> ${except}`,
      ),
    );
  return row?.n ?? 0;
}
