import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { payments, refunds } from '#src/db/schema/payments';
import type { PaymentStatus } from '#src/shared/constants';

export type PaymentRow = typeof payments.$inferSelect;
export type { PaymentStatus };
export type StoredShipping = NonNullable<PaymentRow['shipping']>;

export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export async function insertPayment(db: Database, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

const byProviderOrder = (provider: string, providerOrderId: string) =>
  and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId));

export async function findPayment(
  db: Database,
  provider: string,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(byProviderOrder(provider, providerOrderId));
  return row;
}

/** Inside the placing transaction: the browser, a replay and the webhook for one payment queue up here. */
export async function lockPayment(
  tx: Database,
  provider: string,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(byProviderOrder(provider, providerOrderId)).for('update');
  return row;
}

/** created → paid: what both ways of marking a payment paid write, and the state they require. */
const paidNow = (providerPaymentId: string) => ({
  status: 'paid' as const satisfies PaymentStatus,
  providerPaymentId,
  updatedAt: new Date(),
});
const waiting = eq(payments.status, 'created' satisfies PaymentStatus);

/** created → paid, once: answers false when the payment was no longer waiting (paid twice at once). */
export async function markPaid(db: Database, id: number, providerPaymentId: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set(paidNow(providerPaymentId))
    .where(and(eq(payments.id, id), waiting))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * The test card's usual case in one statement (decision 070): the shopper's own payment, still `created`, paid now;
 * answers its provider order id, or undefined for anything else (the caller reads the row to say why).
 */
export async function markOwnPaid(
  db: Database,
  provider: string,
  providerOrderId: string,
  userId: number,
  providerPaymentId: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(payments)
    .set(paidNow(providerPaymentId))
    .where(and(byProviderOrder(provider, providerOrderId), eq(payments.userId, userId), waiting))
    .returning({ providerOrderId: payments.providerOrderId });
  return row?.providerOrderId;
}

export async function setPaymentStatus(
  db: Database,
  id: number,
  status: PaymentStatus,
  providerPaymentId?: string,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, ...(providerPaymentId ? { providerPaymentId } : {}), updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** The payment of a provider order, whichever provider took it (the provider order id alone; one row in practice). */
export async function findPaymentOfProviderOrder(
  db: Database,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).limit(1);
  return row;
}

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id' | 'createdAt'>;

/**
 * One refund per provider and idempotency key: the first insert wins, and every later call with the same key (a
 * retry, or two at once) answers that first row — so its refund id is the one every caller reports.
 */
export async function recordRefund(db: Database, values: NewRefund): Promise<RefundRow> {
  const [inserted] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, values.provider), eq(refunds.idempotencyKey, values.idempotencyKey)));
  if (!existing) throw new Error(`refund ${values.idempotencyKey} neither inserted nor found`);
  return existing;
}

// ── The reconciler and the back office (docs/decisions/039) ─────────────────────────────────────────────────────────

export async function findPaymentById(db: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Under the caller's transaction: the payment's row, locked (a second claimer waits here, then sees the first's). */
export async function lockPaymentById(tx: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Ids of payments in `status` whose last change is before `before`, oldest first, at most `limit`. */
export async function staleIds(db: Database, status: PaymentStatus, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, status), lt(payments.updatedAt, before)))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Ids of `provider`'s payments still `created` that are due a look at the provider: never looked at and created
 * before `firstBefore`, or looked at only before they were `lateAfterMs` old and created before `lateBefore`.
 */
export async function uncheckedCreatedIds(
  db: Database,
  provider: string,
  {
    firstBefore,
    lateBefore,
    lateAfterMs,
    limit,
  }: { firstBefore: Date; lateBefore: Date; lateAfterMs: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created' satisfies PaymentStatus),
        eq(payments.provider, provider),
        or(
          and(isNull(payments.checkedAt), lt(payments.createdAt, firstBefore)),
          and(
            isNotNull(payments.checkedAt),
            lt(payments.createdAt, lateBefore),
            lt(payments.checkedAt, sql`${payments.createdAt} + ${`${lateAfterMs} milliseconds`}::interval`),
          ),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Records that the provider was asked about a `created` payment (whatever it answered). */
export async function markChecked(db: Database, id: number, at: Date): Promise<void> {
  await db.update(payments).set({ checkedAt: at }).where(eq(payments.id, id));
}

/**
 * Moves a payment from one of `from` to `to` (with `problem` and the provider payment id when given), stamping
 * `updated_at`; answers false when it was in none of them (someone else moved it first). Every change of a payment
 * that may race another writer goes through here.
 */
export async function movePayment(
  db: Database,
  id: number,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  extra: { problem?: string | null; providerPaymentId?: string; at?: Date } = {},
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      status: to,
      updatedAt: extra.at ?? new Date(),
      ...(extra.problem !== undefined ? { problem: extra.problem } : {}),
      ...(extra.providerPaymentId ? { providerPaymentId: extra.providerPaymentId } : {}),
    })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A refund attempt that went nowhere (the provider silent): its reason kept, the payment still `refund_due`. */
export async function noteRefundTrouble(db: Database, id: number, problem: string): Promise<void> {
  await db
    .update(payments)
    .set({ problem })
    .where(and(eq(payments.id, id), eq(payments.status, 'refund_due' satisfies PaymentStatus)));
}

/** The back office's list: payments in `statuses`, oldest change first, a page of `limit` from `offset`. */
export async function listByStatus(
  db: Database,
  statuses: readonly PaymentStatus[],
  offset: number,
  limit: number,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = inArray(payments.status, [...statuses]);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .offset(offset)
    .limit(limit);
  const [counted] = await db.select({ n: count() }).from(payments).where(where);
  return { rows, total: counted?.n ?? 0 };
}
