import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { payments } from '#src/db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = 'created' | 'paid' | 'used' | 'refund_due' | 'refunded';
export type StoredShipping = NonNullable<PaymentRow['shipping']>;

export async function insertPayment(
  db: Database,
  values: {
    provider: string;
    providerOrderId: string;
    userId: number;
    amount: number;
    currency: string;
    shipping: StoredShipping | null;
  },
): Promise<PaymentRow> {
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
