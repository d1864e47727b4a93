import { and, asc, eq, getTableColumns, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
import { mailOutbox } from '#src/db/schema/mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<typeof mailOutbox.$inferInsert, 'channel' | 'to' | 'kind' | 'orderId' | 'data'>;

/**
 * One statement; `db` is the transaction of the change the notice tells about. Due at once by this process's clock,
 * which the dispatcher's claim compares with (the database's could be ahead, and the kick after commit find nothing).
 */
export async function insertOutboxRow(db: Database, row: NewOutboxRow): Promise<void> {
  await db.insert(mailOutbox).values({ ...row, nextAttemptAt: new Date() });
}

/**
 * Claims up to `limit` rows due at `now`, whatever their channel, in one statement: each gets one more attempt and is not due again before
 * `claimUntil`, so no other dispatcher takes it meanwhile. `FOR UPDATE SKIP LOCKED` passes over rows another
 * dispatcher is claiming at this moment instead of waiting for them (and then finding them no longer due).
 */
export async function claimDueRows(db: Database, now: Date, claimUntil: Date, limit: number): Promise<OutboxRow[]> {
  // Set through SQL, so given as the driver value the column would have made of it.
  return dueRowsClaim(db).execute({ now, claimUntil: claimUntil.toISOString(), limit });
}

// Every notice is claimed and marked sent: named (src/db/named-statement.ts).
const dueRowsClaim = namedStatement('mail_claim_due_rows', (db) => {
  const due = and(
    isNull(mailOutbox.sentAt),
    isNotNull(mailOutbox.nextAttemptAt),
    lte(mailOutbox.nextAttemptAt, sql.placeholder('now')),
  );
  // A CTE, run once: as `id IN (subquery)` PostgreSQL may run the LIMIT subquery again per row, claiming them all.
  const claim = db
    .$with('claim')
    .as(
      db
        .select({ claimedId: mailOutbox.id })
        .from(mailOutbox)
        .where(due)
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(sql.placeholder('limit'))
        .for('update', { skipLocked: true }),
    );
  return db
    .with(claim)
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`${sql.placeholder('claimUntil')}` })
    .from(claim)
    .where(eq(mailOutbox.id, claim.claimedId))
    .returning(getTableColumns(mailOutbox));
});

export async function markSent(db: Database, id: number, at: Date): Promise<void> {
  await sentMark(db).execute({ id, at: at.toISOString() });
}

const sentMark = namedStatement('mail_mark_sent', (db) =>
  db
    .update(mailOutbox)
    .set({ sentAt: sql`${sql.placeholder('at')}`, nextAttemptAt: null, lastError: null })
    .where(and(eq(mailOutbox.id, sql.placeholder('id')), isNull(mailOutbox.sentAt))),
);

/** A failed attempt: retried at `retryAt`, or given up (kept with its error) when that is null. */
export async function markFailed(db: Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error, nextAttemptAt: retryAt })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** An order's notices, oldest first. */
export async function listRowsOfOrder(db: Database, orderId: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));
}
