import type { FastifyInstance } from 'fastify';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import type { Database } from '#src/db/client';
import { AppError, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import type { RefundOutcome } from '#src/server/modules/payments/index';
import { TEXT } from '#src/shared/texts';
import { INVOICES_TEXT } from '#src/shared/texts/invoices';
import { settleAdjustmentRefund } from './adjustments.service';
import { settleLineRefund } from './line-refunds';
import { getAdminOrder } from './admin-orders.service';
import { canRetryRowRefund } from './order-refund-rules';
import * as repo from './orders.repository';

/** The refund columns a changed line and an adjustment share (decisions 032, 055). */
type RefundRow = Pick<repo.AdjustmentRow, 'refundStatus' | 'refundAmount' | 'refundError' | 'refundAttemptedAt'>;

/** What differs between retrying a changed line's refund and an adjustment's: the row, its words, its key. */
type RetryOf<R extends RefundRow> = {
  /** The row under the order's lock, or a 404/409 thrown. */
  find: (tx: Database) => Promise<R>;
  start: (tx: Database, row: R) => Promise<void>;
  settle: (app: FastifyInstance, order: repo.OrderRow, row: R) => Promise<RefundOutcome>;
  action: string;
  /** Which row, in the audit entry's before and after (`{ lineId }`, `{ adjustmentId }`). */
  which: Record<string, number>;
  already: string;
  none: string;
  stillRefused: string;
};

/**
 * Asks the provider again for one row's refund that failed or is stuck, under the order's row lock (two retries at
 * once: the second finds the first's fresh `pending`, 409), with the row's own idempotency key (the `settle`'s). 409
 * when there is nothing to retry; 503 when the provider still refuses (the row stays `failed`). Audited.
 */
async function retryRowRefund<R extends RefundRow>(
  app: FastifyInstance,
  orderId: number,
  who: AuditActor,
  of: RetryOf<R>,
): Promise<TAdminOrderDetail> {
  const { order, row } = await auditedWrite(app.db, who, async (tx, audit) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(TEXT.shopping.orderNotFound);
    const row = await of.find(tx);
    if (row.refundStatus === 'refunded') throw conflict(of.already);
    if (row.refundStatus === 'none') throw conflict(of.none);
    if (!canRetryRowRefund(row, Date.now())) throw conflict(TEXT.shopping.refundInProgress);
    await of.start(tx, row);
    await audit({
      action: of.action,
      entity: 'order',
      entityId: orderId,
      before: { ...of.which, refundStatus: row.refundStatus, refundError: row.refundError },
      after: { ...of.which, refundStatus: 'pending', refundAmount: row.refundAmount },
    });
    return { order, row };
  });
  const outcome = await of.settle(app, order, row);
  if (!outcome.refunded) throw new AppError('UNAVAILABLE', of.stillRefused);
  return getAdminOrder(app.db, orderId);
}

/** `POST …/lines/:lineId/refund` (docs/decisions/032): a changed line's refund again. Audited `order.line_refund`. */
export function retryLineRefund(
  app: FastifyInstance,
  orderId: number,
  lineId: number,
  who: AuditActor,
): Promise<TAdminOrderDetail> {
  return retryRowRefund(app, orderId, who, {
    find: async (tx) => {
      const line = await repo.findLineOfOrder(tx, orderId, lineId);
      if (!line) throw notFound(TEXT.shopping.orderLineNotFound);
      const change = await repo.findLineChange(tx, lineId);
      if (!change) throw conflict(TEXT.shopping.lineNotChanged);
      return change;
    },
    start: (tx, change) => repo.startLineRefund(tx, change.id),
    settle: settleLineRefund,
    action: 'order.line_refund',
    which: { lineId },
    already: TEXT.shopping.lineRefundAlreadyDone,
    none: TEXT.shopping.lineRefundNone,
    stillRefused: TEXT.shopping.lineRefundFailed,
  });
}

/**
 * `POST …/adjustments/:adjustmentId/refund` (docs/decisions/055): an adjustment's refund again, under its key
 * `refund-<payment>-adj-<id>`. An adjustment of another order is 404. Audited `order.adjustment_refund`.
 */
export function retryAdjustmentRefund(
  app: FastifyInstance,
  orderId: number,
  adjustmentId: number,
  who: AuditActor,
): Promise<TAdminOrderDetail> {
  const T = INVOICES_TEXT;
  return retryRowRefund(app, orderId, who, {
    find: async (tx) => {
      const row = await repo.lockAdjustment(tx, adjustmentId);
      if (!row || row.orderId !== orderId) throw notFound(T.adjustmentNotFound);
      return row;
    },
    start: (tx, row) => repo.startAdjustmentRefund(tx, row.id),
    settle: settleAdjustmentRefund,
    action: 'order.adjustment_refund',
    which: { adjustmentId },
    already: T.adjustmentRefundDone,
    none: T.adjustmentRefundNone,
    stillRefused: T.adjustmentRefundFailed,
  });
}
