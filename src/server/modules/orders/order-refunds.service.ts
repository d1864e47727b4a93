import type { FastifyInstance } from 'fastify';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { toPaise } from '#src/shared/pricing/price-cart';
import { TEXT } from '#src/shared/texts';
import { AppError, conflict, notFound } from '#src/server/lib/app-error';
import { startPeriodic } from '#src/server/lib/periodic';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { refundPayment, type RefundOutcome } from '#src/server/modules/payments/index';
import { REFUND_STUCK_AFTER_MS } from '#src/shared/constants';
import { getAdminOrder } from './admin-orders.service';
import { settleStuckAdjustmentRefunds } from './adjustments.service';
import { settleStuckLineRefunds } from './line-refunds';
import { SWEEP_BATCH, canRetryRefund, isStuck } from './order-refund-rules';
import * as repo from './orders.repository';

/**
 * After the cancelling (or retrying) transaction committed: the provider refunds, and its answer is written back —
 * `refunded` with its id, or `failed` with the reason (for the back office; the shopper sees only `failed`). The
 * provider call is outside the transaction so no row lock waits on the network; its idempotency key is the
 * payment's, so however often this runs for one order, the payment is refunded once.
 */
export async function settleRefund(app: FastifyInstance, order: repo.OrderRow, amount: number): Promise<RefundOutcome> {
  const outcome = await refundPayment(app, {
    providerOrderId: order.providerOrderId,
    paymentId: order.paymentId,
    amount: toPaise(amount),
    receipt: `order-${order.id}`,
    notes: { order: String(order.id) },
  });
  if (outcome.refunded) await repo.finishRefund(app.db, order.id, outcome.refundId);
  else await repo.failRefund(app.db, order.id, outcome.reason);
  return outcome;
}

/**
 * `POST /api/admin/orders/:id/refund` (docs/decisions/024): asks the provider again for a cancelled order's refund
 * that failed or is stuck `pending` for over a minute. Under the order's row lock, so of two retries
 * at once the second finds the first's fresh `pending` (409); the provider's idempotency key makes even a stuck
 * attempt that did reach it harmless. 409 when there is nothing to retry; 503 when the provider still refuses (the
 * refund stays `failed`). The retry is audited (`order.refund`).
 */
export async function retryRefund(app: FastifyInstance, id: number, who: AuditActor): Promise<TAdminOrderDetail> {
  const { order, amount } = await auditedWrite(app.db, who, async (tx, audit) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound(TEXT.shopping.orderNotFound);
    if (order.status !== 'cancelled') throw conflict(TEXT.shopping.refundNotCancelled);
    if (order.refundStatus === 'refunded') throw conflict(TEXT.shopping.refundAlreadyDone);
    if (order.refundStatus === 'none') throw conflict(TEXT.shopping.refundNone);
    if (!canRetryRefund(order, Date.now())) throw conflict(TEXT.shopping.refundInProgress);
    const amount = order.refundAmount ?? order.amount;
    await repo.startRefund(tx, id, amount);
    await audit({
      action: 'order.refund',
      entity: 'order',
      entityId: id,
      before: { refundStatus: order.refundStatus, refundError: order.refundError },
      after: { refundStatus: 'pending', refundAmount: amount },
    });
    return { order, amount };
  });
  const outcome = await settleRefund(app, order, amount);
  if (!outcome.refunded) throw new AppError('UNAVAILABLE', TEXT.shopping.refundFailed);
  return getAdminOrder(app.db, id);
}

/**
 * Refunds left `pending` for over a minute — the process stopped between the cancelling commit and the provider's
 * answer (docs/decisions/024) — are asked again, each under its row lock with the stuck check repeated, so two
 * servers sweeping at once (or a sweep and the back office's retry) do not both claim one; the provider's idempotency
 * key covers an attempt that did reach it. `failed` refunds are left to the back office: the provider said no, and
 * asking again every minute would not change that. Answers how many it refunded.
 */
export async function settleStuckRefunds(app: FastifyInstance): Promise<number> {
  const now = Date.now();
  const ids = await repo.stuckRefundIds(app.db, new Date(now - REFUND_STUCK_AFTER_MS), SWEEP_BATCH);
  let refunded = 0;
  for (const id of ids) {
    const claimed = await app.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (!order || order.refundStatus !== 'pending' || !isStuck(order, now)) return null;
      const amount = order.refundAmount ?? order.amount;
      await repo.startRefund(tx, id, amount);
      return { order, amount };
    });
    if (claimed && (await settleRefund(app, claimed.order, claimed.amount)).refunded) refunded++;
  }
  return refunded;
}

/**
 * The stuck-refund sweep: shortly after start (not awaited: the provider may be slow, and the server should not wait
 * for it to listen) and then every REFUND_STUCK_AFTER_MS; closing the server waits for a sweep under way.
 */
export async function startRefundSweep(app: FastifyInstance): Promise<void> {
  if (!app.config.REFUND_SWEEP) return;
  startPeriodic(app, {
    name: 'sweeping stuck refunds',
    everyMs: REFUND_STUCK_AFTER_MS,
    run: async () => {
      const refunded =
        (await settleStuckRefunds(app)) +
        (await settleStuckLineRefunds(app)) +
        (await settleStuckAdjustmentRefunds(app));
      if (refunded > 0) app.log.info({ refunded }, 'stuck refunds settled');
    },
  });
}
