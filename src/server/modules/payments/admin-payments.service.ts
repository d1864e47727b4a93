import type { FastifyInstance } from 'fastify';
import type { TAdminPayment, TAdminPaymentsPage, TPaymentSettled } from '#src/contracts/admin-payments';
import type { Database } from '#src/db/client';
import { ADMIN_PAGE_SIZE, PAYMENT_ATTENTION_STATUSES, type PaymentAttentionStatus } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { AppError, conflict, notFound } from '#src/server/lib/app-error';
import { userEmails } from '#src/server/modules/accounts/index';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import * as repo from './payments.repository';
import { refundRefusedPayment, rupeesOf } from './settlement';

/**
 * The back office's payments that need a person (docs/decisions/039): a refund the provider refused (one action:
 * retry it) and a state the reconciler cannot settle (one action: mark it resolved, saying what was done). Each
 * write happens under the payment's row lock, so it cannot cross the reconciler or a second person, and is audited.
 */

const isAttention = (status: string): status is PaymentAttentionStatus =>
  (PAYMENT_ATTENTION_STATUSES as readonly string[]).includes(status);

export async function listAttentionPayments(db: Database, page: number): Promise<TAdminPaymentsPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.listByStatus(db, PAYMENT_ATTENTION_STATUSES, (page - 1) * perPage, perPage);
  const emails = await userEmails(
    db,
    rows.map((row) => row.userId),
  );
  const payments = rows.flatMap((row): TAdminPayment[] =>
    isAttention(row.status)
      ? [
          {
            id: row.id,
            provider: row.provider,
            providerOrderId: row.providerOrderId,
            providerPaymentId: row.providerPaymentId,
            userId: row.userId,
            email: emails.get(row.userId) ?? null,
            amount: rupeesOf(row),
            status: row.status,
            problem: row.problem,
            action: row.status === 'refund_failed' ? 'retry-refund' : 'resolve',
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          },
        ]
      : [],
  );
  return { payments, total, page, totalPages: Math.max(1, Math.ceil(total / perPage)), perPage };
}

/**
 * `POST /api/admin/payments/:id/refund`: a refund the provider refused is asked for again with the same key. The
 * payment goes back to `refund_due` in the audited transaction (a second retry, or the reconciler, then finds it
 * under way); the provider's answer decides the rest: refunded (200); silent, so it stays due for the reconciler
 * (503); refused again, so it moves to `review` for a person to check at the provider (503).
 */
export async function retryPaymentRefund(app: FastifyInstance, id: number, who: AuditActor): Promise<TPaymentSettled> {
  const payment = await auditedWrite(app.db, who, async (tx, audit) => {
    const payment = await repo.lockPaymentById(tx, id);
    if (!payment) throw notFound(TEXT.shopping.paymentNotFound);
    if (payment.status !== 'refund_failed') throw conflict(TEXT.shopping.paymentNoFailedRefund);
    await repo.movePayment(tx, id, ['refund_failed'], 'refund_due');
    await audit({
      action: 'payment.refund',
      entity: 'payment',
      entityId: id,
      before: { status: payment.status, problem: payment.problem },
      after: { status: 'refund_due' },
    });
    return payment;
  });
  const outcome = await refundRefusedPayment(app, payment, { refusedTo: 'review' });
  if (outcome === 'refunded') return { id, status: 'refunded' };
  throw new AppError(
    'UNAVAILABLE',
    outcome === 'due' ? TEXT.shopping.paymentRefundRetryLater : TEXT.shopping.paymentRefundRefusedAgain,
  );
}

/** `POST /api/admin/payments/:id/resolve`: a payment under review is settled by a person, with their note audited. */
export async function resolvePayment(
  app: FastifyInstance,
  id: number,
  note: string,
  who: AuditActor,
): Promise<TPaymentSettled> {
  return auditedWrite(app.db, who, async (tx, audit) => {
    const payment = await repo.lockPaymentById(tx, id);
    if (!payment) throw notFound(TEXT.shopping.paymentNotFound);
    if (payment.status !== 'review') throw conflict(TEXT.shopping.paymentNotInReview);
    await repo.movePayment(tx, id, ['review'], 'resolved');
    await audit({
      action: 'payment.resolve',
      entity: 'payment',
      entityId: id,
      before: { status: payment.status, problem: payment.problem },
      after: { status: 'resolved', note },
    });
    return { id, status: 'resolved' as const };
  });
}
