import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { payments, refunds } from '#src/db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = 'created' | 'paid' | 'used' | 'refund_due' | 'refunded';
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

/** created → paid, once: answers false when the payment was no longer waiting (paid twice at once). */
export async function markPaid(db: Database, id: number, providerPaymentId: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'paid' satisfies PaymentStatus, providerPaymentId, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'created' satisfies PaymentStatus)))
    .returning({ id: payments.id });
  return rows.length > 0;
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
