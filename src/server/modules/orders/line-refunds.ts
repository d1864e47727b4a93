import { SWEEP_BATCH, isStuck } from './order-refund-rules';
import type { FastifyInstance } from 'fastify';
import { refundPayment, type RefundOutcome } from '#src/server/modules/payments/index';
import { REFUND_STUCK_AFTER_MS } from '#src/shared/constants';
import { toPaise } from '#src/shared/pricing/price-cart';
import * as repo from './orders.repository';

/**
 * A changed order line's refund (docs/decisions/032): the same life as an order's (decision 024) — `pending` in the
 * changing transaction, the provider asked after commit, `refunded` or `failed` written back conditionally, a retry
 * for `failed` or a `pending` stuck for over a minute, and the sweep for stuck ones — under its own idempotency key
 * (`refund-<payment id>-line-<line id>`), so each line is refunded once however often it is asked.
 */

/** After the change committed: the provider refunds the line's amount; its answer is written back. */
export async function settleLineRefund(
  app: FastifyInstance,
  order: repo.OrderRow,
  change: repo.LineChangeRow,
): Promise<RefundOutcome> {
  const outcome = await refundPayment(app, {
    providerOrderId: order.providerOrderId,
    paymentId: order.paymentId,
    amount: toPaise(change.refundAmount),
    receipt: `order-${order.id}-line-${change.lineId}`,
    notes: { order: String(order.id), line: String(change.lineId) },
    lineId: change.lineId,
  });
  if (outcome.refunded) await repo.finishLineRefund(app.db, change.id, outcome.refundId);
  else await repo.failLineRefund(app.db, change.id, outcome.reason);
  return outcome;
}

/**
 * Line refunds left `pending` for over a minute (the process stopped between the change's commit and the provider's
 * answer) are asked again, each claimed under its order's row lock with the stuck check repeated, as the orders'
 * sweep does. Answers how many it refunded.
 */
export async function settleStuckLineRefunds(app: FastifyInstance): Promise<number> {
  const now = Date.now();
  const stuck = await repo.stuckLineRefunds(app.db, new Date(now - REFUND_STUCK_AFTER_MS), SWEEP_BATCH);
  let refunded = 0;
  for (const { id, orderId } of stuck) {
    const claimed = await app.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      const change = await repo.lockLineChange(tx, id);
      if (!order || !change || change.refundStatus !== 'pending' || !isStuck(change, now)) return null;
      await repo.startLineRefund(tx, id);
      return { order, change };
    });
    if (claimed && (await settleLineRefund(app, claimed.order, claimed.change)).refunded) refunded++;
  }
  return refunded;
}
