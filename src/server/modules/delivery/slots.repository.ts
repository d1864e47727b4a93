import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { deliverySlotClaims, deliverySlots } from '#src/db/schema/delivery';

// The slot-day rows: made when first needed, locked by whoever takes a place, counted.
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
