import type { FastifyInstance } from 'fastify';
import { RECONCILE_BATCH } from '#src/shared/constants';
import { AppError } from '#src/server/lib/app-error';
import { startPeriodic } from '#src/server/lib/periodic';
import {
  adoptCapturedPayments,
  findPaymentById,
  markForReview,
  providerOfPayment,
  ProviderError,
  refundDueAfterMs,
  settleDueRefunds,
  stalePaidIds,
  type ProviderPayment,
} from '#src/server/modules/payments/index';
import { settleStalePayment, type StaleSettlement } from './place-order';

/**
 * The payment reconciler (issue 27, docs/decisions/039): no shopper stays charged without an order or a refund.
 * At start and every PAYMENT_RECONCILE_INTERVAL_SECONDS it settles every payment whose own settlement did not finish:
 *
 * 1. Razorpay payments still `created` past the grace are looked for at Razorpay; one captured there is recorded
 *    `paid` (the browser and the webhook never told us);
 * 2. every payment `paid` for longer than the grace (PAYMENT_RECONCILE_GRACE_SECONDS: the shopper's own order create
 *    and the webhook come first) is placed through the place-order workflow, or refused and refunded;
 * 3. every refund `refund_due` for over a minute (a crash between the refusal and the refund, or a silent provider)
 *    is asked for again under the same idempotency key.
 *
 * What it cannot settle — a refund the provider refuses, a payment the provider reports otherwise than we recorded
 * it — waits in the back office (`refund_failed`, `review`). Two servers (or a server and a shopper, the webhook, a
 * person) never settle one payment twice: placing takes the payment's row lock (whoever comes second finds it
 * placed or refused), each refund is claimed under the row lock with its staleness checked again, and the
 * provider's idempotency key makes even a repeated call one refund.
 */

export type ReconcileReport = {
  /** Captured at the provider but still `created` here: now `paid`. */
  adopted: number;
  placed: number;
  refunded: number;
  /** The provider was silent: still `refund_due`, asked again next run. */
  refundsDue: number;
  /** The provider refused the refund: `refund_failed`, in the back office. */
  refundsFailed: number;
  /** Reported otherwise by the provider: `review`, in the back office. */
  review: number;
};

/**
 * The shop's scope of each server (where `config`, `db` and the providers are decorated), by its HTTP server: the
 * instance `createServer` answers (main.ts, tests) is the root, outside that scope, and shares its `server`.
 */
const shopScopes = new WeakMap<object, FastifyInstance>();
const shopScopeOf = (app: FastifyInstance) => (app.hasDecorator('config') ? app : shopScopes.get(app.server));

/**
 * One run of the reconciler; `now` for tests. Callable at any time, with the shop's scope or the instance
 * `createServer` answered (main.ts after the database came back, a test "after a restart").
 */
export async function reconcilePayments(instance: FastifyInstance, now = new Date()): Promise<ReconcileReport> {
  const app = shopScopeOf(instance);
  if (!app) throw new Error('reconcilePayments: not a Kirana server (no shop scope registered)');
  const graceMs = app.config.PAYMENT_RECONCILE_GRACE_SECONDS * 1000;
  const staleBefore = new Date(now.getTime() - graceMs);
  const report: ReconcileReport = { adopted: 0, placed: 0, refunded: 0, refundsDue: 0, refundsFailed: 0, review: 0 };

  const adopted = await adoptCapturedPayments(app, { firstBefore: staleBefore, now, limit: RECONCILE_BATCH });
  report.adopted = adopted.length;
  const paid = new Set([...adopted, ...(await stalePaidIds(app.db, staleBefore, RECONCILE_BATCH))]);
  for (const id of paid) {
    const settled = await settlePaid(app, id);
    if (settled === 'placed') report.placed++;
    else if (settled === 'refunded') report.refunded++;
    else if (settled === 'due') report.refundsDue++;
    else if (settled === 'failed') report.refundsFailed++;
    else if (settled === 'review') report.review++;
  }

  const refunds = await settleDueRefunds(app, new Date(now.getTime() - refundDueAfterMs(graceMs)), RECONCILE_BATCH);
  report.refunded += refunds.refunded;
  report.refundsDue += refunds.due;
  report.refundsFailed += refunds.failed;
  if (Object.values(report).some((n) => n > 0)) app.log.info(report, 'payments reconciled');
  return report;
}

/**
 * One `paid` payment: the provider's record checked first where it has one (the browser's path does the same), then
 * the place-order workflow. Answers null when it is left for the next run: moved on meanwhile, or the provider silent.
 */
async function settlePaid(app: FastifyInstance, id: number): Promise<StaleSettlement | 'review' | null> {
  const payment = await findPaymentById(app.db, id);
  if (!payment || payment.status !== 'paid') return null;
  const providerPaymentId = payment.providerPaymentId;
  if (!providerPaymentId) {
    return (await markForReview(app.db, id, ['paid'], 'paid without a provider payment id')) ? 'review' : null;
  }
  const provider = providerOfPayment(app, payment);
  let confirmed: ProviderPayment | null;
  try {
    confirmed = await provider.fetchPayment(providerPaymentId);
  } catch (error) {
    if (error instanceof ProviderError && error.refused) {
      return (await markForReview(app.db, id, ['paid'], error.detail)) ? 'review' : null;
    }
    app.log.warn({ err: error, paymentId: id }, 'reconciler: provider not reachable, payment left for the next run');
    return null;
  }
  if (confirmed) {
    const disagrees =
      confirmed.orderId !== payment.providerOrderId ||
      !['captured', 'authorized'].includes(confirmed.status) ||
      confirmed.amount !== payment.amount;
    if (disagrees) {
      const problem = `${provider.name} reports payment ${confirmed.id} ${confirmed.status}, order ${confirmed.orderId}, amount ${confirmed.amount}`;
      return (await markForReview(app.db, id, ['paid'], problem)) ? 'review' : null;
    }
  }
  try {
    return await settleStalePayment(app, provider, { ...payment, providerPaymentId }, confirmed?.amount ?? null);
  } catch (error) {
    // Placed or refused by the shopper's browser, the webhook or another server in the meantime.
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

/** The checkout module's `setup`: the reconciler at start and every interval (off with REFUND_SWEEP=false). */
export async function startPaymentReconciler(app: FastifyInstance): Promise<void> {
  shopScopes.set(app.server, app);
  if (!app.config.REFUND_SWEEP) return;
  startPeriodic(app, {
    name: 'reconciling payments',
    everyMs: app.config.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
    run: async () => {
      await reconcilePayments(app);
    },
  });
}
