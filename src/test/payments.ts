import { eq, sql } from 'drizzle-orm';
import * as schema from '#src/db/schema/index';
import type { TestAppLike, TestUser } from './auth';
import type { TestApp } from './test-app';

/** The payment reconciler's tests (docs/decisions/039): staging what a crash leaves, and the back office's calls. */

/**
 * Moves a payment's times — its checkout, its last change, the reconciler's last look at the provider — `ms` into
 * the past, as if that long had passed since (the reconciler's grace period; no waiting in tests).
 */
export async function agePayment(t: TestAppLike, providerOrderId: string, ms: number): Promise<void> {
  const interval = sql`${`${ms} milliseconds`}::interval`;
  await t.db
    .update(schema.payments)
    .set({
      createdAt: sql`${schema.payments.createdAt} - ${interval}`,
      updatedAt: sql`${schema.payments.updatedAt} - ${interval}`,
      checkedAt: sql`${schema.payments.checkedAt} - ${interval}`,
    })
    .where(eq(schema.payments.providerOrderId, providerOrderId));
}

/** The orders a provider order placed (0 or 1; a second would be a double placement). */
export const ordersOfProviderOrder = (t: TestAppLike, providerOrderId: string) =>
  t.db.select().from(schema.orders).where(eq(schema.orders.providerOrderId, providerOrderId));

/** `GET /api/admin/payments`: the payments that need a person. */
export const attentionPayments = (t: TestApp, user: TestUser, page = 1) =>
  t.app.inject({ method: 'GET', url: `/api/admin/payments?page=${page}`, headers: user.headers });

/** `POST /api/admin/payments/:id/refund`. */
export const retryPaymentRefund = (t: TestApp, user: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payments/${id}/refund`, headers: user.headers });

/** `POST /api/admin/payments/:id/resolve`. */
export const resolvePayment = (t: TestApp, user: TestUser, id: number, note: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/resolve`,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: { note },
  });
