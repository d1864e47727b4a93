import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { newsletterSubscribers } from '#src/db/schema/newsletter';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export async function findByEmail(db: Database, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function findById(db: Database, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

export async function findByTokenHash(db: Database, hash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, hash));
  return row;
}

/**
 * A new pending confirmation for the address (new, pending or unsubscribed), in one statement: a confirmed row is
 * left as it is (answers undefined), so two requests at once cannot demote it.
 */
export async function upsertPending(
  db: Database,
  email: string,
  tokenHash: string,
  now: Date,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, status: 'pending', confirmTokenHash: tokenHash, confirmSentAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'pending', confirmTokenHash: tokenHash, confirmSentAt: now, unsubscribedAt: null },
      setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
    })
    .returning();
  return row;
}

export async function markConfirmed(db: Database, id: number, now: Date): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, 'pending')))
    .returning();
  return row;
}

export async function markUnsubscribed(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.id, id), sql`${newsletterSubscribers.status} <> 'unsubscribed'`));
}

const confirmed = eq(newsletterSubscribers.status, 'confirmed');

export async function listConfirmed(
  db: Database,
  offset: number,
  limit: number,
): Promise<{ rows: SubscriberRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(confirmed)
      .orderBy(desc(newsletterSubscribers.confirmedAt), desc(newsletterSubscribers.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(newsletterSubscribers)
      .where(confirmed),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Confirmed subscribers a page at a time after `afterId` (by id), for the CSV export. */
export async function confirmedAfter(db: Database, afterId: number, limit: number): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(and(confirmed, sql`${newsletterSubscribers.id} > ${afterId}`))
    .orderBy(newsletterSubscribers.id)
    .limit(limit);
}
