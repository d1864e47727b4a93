import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
import { deliverySlotClaims, deliverySlotTemplates } from '#src/db/schema/delivery';
import type { ClaimRow } from './zones.repository';

/**
 * What a claim is, said once for every statement that counts, finds or gives back claims (decision 031): a hold is
 * live until it expires, a booking always takes its place.
 */

/** A claim unexpired at `now` (a booking has no expiry, so this alone is a live hold). */
export const liveAt = (now: Date): SQL => sql`${deliverySlotClaims.expiresAt} > ${now.toISOString()}::timestamptz`;

/** A claim that takes a place at `now`: a booking, or a live hold. */
export const takesPlaceAt = (now: Date): SQL => or(eq(deliverySlotClaims.kind, 'booking'), liveAt(now))!;

/** `holder`'s holds, but `except` (a renewed hold's own id, kept). */
export const holdsOf = (holder: string, except?: number): SQL =>
  and(
    eq(deliverySlotClaims.holder, holder),
    eq(deliverySlotClaims.kind, 'hold'),
    except === undefined ? undefined : sql`${deliverySlotClaims.id} <> ${except}`,
  )!;

// ── Holds and bookings ─────────────────────────────────────────────────────────────────────────────────────────────
export async function findClaim(db: Database, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(deliverySlotClaims).where(eq(deliverySlotClaims.id, id));
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
        liveAt(now),
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

/**
 * A live hold (unexpired at `now`) becomes the order's booking; undefined when the claim is not a live hold. The
 * condition is judged on the row as it is when updated (a concurrent change is waited for and seen).
 */
export async function bookLiveHold(
  tx: Database,
  id: number,
  orderId: number,
  now: Date,
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .update(deliverySlotClaims)
    .set({ kind: 'booking', orderId, expiresAt: null })
    .where(and(eq(deliverySlotClaims.id, id), eq(deliverySlotClaims.kind, 'hold'), liveAt(now)))
    .returning();
  return row;
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

/**
 * A claim written in the same statement that gives back every other hold of `holder` (decision 070: checkout's
 * hold was a write and then a delete). The delete runs in a CTE on the statement's snapshot, which does not contain
 * the row written, so `keep` (a renewed hold's own id) is the only one to spare.
 */
function givingBackHoldsOf(tx: Database, holder: string, keep?: number) {
  return tx
    .$with('given_back')
    .as(tx.delete(deliverySlotClaims).where(holdsOf(holder, keep)).returning({ id: deliverySlotClaims.id }));
}

/** A new hold of `values.holder`, its other holds given back, in one statement. */
export async function insertHoldGivingBack(
  tx: Database,
  values: Omit<typeof deliverySlotClaims.$inferInsert, 'id' | 'createdAt'> & { holder: string },
): Promise<ClaimRow> {
  const [row] = await tx
    .with(givingBackHoldsOf(tx, values.holder))
    .insert(deliverySlotClaims)
    .values(values)
    .returning();
  return row!;
}

/** The holder's own hold `id` renewed, its other holds given back, in one statement. */
export async function renewHoldGivingBack(
  tx: Database,
  id: number,
  holder: string,
  values: Pick<ClaimRow, 'expiresAt' | 'clientAddress'>,
): Promise<void> {
  await tx
    .with(givingBackHoldsOf(tx, holder, id))
    .update(deliverySlotClaims)
    .set(values)
    .where(eq(deliverySlotClaims.id, id));
}

/** Every hold of `holder` (a shopper's earlier payments' places, given back). */
export async function deleteHoldsOf(tx: Database, holder: string): Promise<void> {
  await tx.delete(deliverySlotClaims).where(holdsOf(holder));
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
  const [row] = await activeTemplateOf(db).execute({ zoneId });
  return row !== undefined;
}

// Every payment asks it: named (src/db/named-statement.ts).
const activeTemplateOf = namedStatement('delivery_active_template', (db) =>
  db
    .select({ id: deliverySlotTemplates.id })
    .from(deliverySlotTemplates)
    .where(and(eq(deliverySlotTemplates.zoneId, sql.placeholder('zoneId')), eq(deliverySlotTemplates.active, true)))
    .limit(1),
);

/** Holds that ended at or before `now`; answers how many went. */
export async function deleteExpiredHolds(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(deliverySlotClaims)
    .where(and(eq(deliverySlotClaims.kind, 'hold'), lte(deliverySlotClaims.expiresAt, now)))
    .returning({ id: deliverySlotClaims.id });
  return rows.length;
}
