import type { FastifyInstance } from 'fastify';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { AppError, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { TEXT } from '#src/shared/texts';
import { canRetryLineRefund, settleLineRefund } from './line-refunds';
import { getAdminOrder } from './admin-orders.service';
import * as repo from './orders.repository';

type Who = AuditActor;

/**
 * `POST …/lines/:lineId/refund`: asks the provider again for a changed line's refund that failed or is stuck, under
 * the order's row lock (two retries at once: the second finds the first's fresh `pending`, 409), with the line's
 * idempotency key. 409 when there is nothing to retry; 503 when the provider still refuses. Audited.
 */
export async function retryLineRefund(
  app: FastifyInstance,
  orderId: number,
  lineId: number,
  who: Who,
): Promise<TAdminOrderDetail> {
  const { order, change } = await auditedWrite(app.db, who, async (tx, audit) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(TEXT.shopping.orderNotFound);
    const line = await repo.findLineOfOrder(tx, orderId, lineId);
    if (!line) throw notFound(TEXT.shopping.orderLineNotFound);
    const change = await repo.findLineChange(tx, lineId);
    if (!change) throw conflict(TEXT.shopping.lineNotChanged);
    if (change.refundStatus === 'refunded') throw conflict(TEXT.shopping.lineRefundAlreadyDone);
    if (change.refundStatus === 'none') throw conflict(TEXT.shopping.lineRefundNone);
    if (!canRetryLineRefund(change, Date.now())) throw conflict(TEXT.shopping.refundInProgress);
    await repo.startLineRefund(tx, change.id);
    await audit({
      action: 'order.line_refund',
      entity: 'order',
      entityId: orderId,
      before: { lineId, refundStatus: change.refundStatus, refundError: change.refundError },
      after: { lineId, refundStatus: 'pending', refundAmount: change.refundAmount },
    });
    return { order, change };
  });
  const outcome = await settleLineRefund(app, order, change);
  if (!outcome.refunded) throw new AppError('UNAVAILABLE', TEXT.shopping.lineRefundFailed);
  return getAdminOrder(app.db, orderId);
}
