import { REFUND_STUCK_AFTER_MS } from '#src/shared/constants';
import type * as repo from './orders.repository';

/**
 * A pending refund — an order's, a changed line's or an adjustment's — whose attempt started over a minute ago: the
 * process likely stopped mid-call.
 */
export const isStuck = (row: { refundAttemptedAt: Date | null }, now: number) =>
  row.refundAttemptedAt === null || now - row.refundAttemptedAt.getTime() > REFUND_STUCK_AFTER_MS;

/**
 * Whether the back office may retry a changed line's or an adjustment's refund now (decisions 032, 055): failed, or
 * pending and stuck. The order's own refund adds its status check (`canRetryRefund`).
 */
export const canRetryRowRefund = (
  row: { refundStatus: string; refundAttemptedAt: Date | null },
  now: number,
): boolean => row.refundStatus === 'failed' || (row.refundStatus === 'pending' && isStuck(row, now));

/** How many stuck refunds one sweep claims (the orders', the lines' and the adjustments' sweeps alike). */
export const SWEEP_BATCH = 50;

/**
 * Whether the back office may retry the refund now: a cancelled order's failed (or stuck) one. Never `none`:
 * cancelling starts the refund, and migration 0025 marked orders cancelled before refunds existed `failed`.
 */
export const canRetryRefund = (order: repo.OrderRow, now: number) =>
  order.status === 'cancelled' &&
  (order.refundStatus === 'failed' || (order.refundStatus === 'pending' && isStuck(order, now)));
