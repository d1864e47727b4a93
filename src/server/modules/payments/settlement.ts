import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import { RECONCILE_LATE_CHECK_MS, REFUND_STUCK_AFTER_MS, type PaymentStatus } from '#src/shared/constants';
import { fromPaise } from '#src/shared/pricing/price-cart';
import type { ProviderPayment } from './payment-provider';
import { paymentProviderNamed, paymentProviderOf } from './providers';
import { ProviderError } from './provider-error';
import { paymentStateMessage } from './state-message';
import * as repo from './payments.repository';
import type { PaymentRow } from './payments.repository';
import { refundPayment } from './payments.service';

/**
 * What happens to a payment that did not place an order (docs/decisions/005, 039): its refund, first asked for right
 * after the refusal and again by the reconciler, always with the same idempotency key and body; and the words a
 * shopper gets about it.
 */

/** How a refund attempt ended: made; still due (the provider was silent: asked again later); failed (refused). */
export type RefusalRefund = 'refunded' | 'due' | 'failed';

/**
 * Gives back a payment whose order was refused. The same key, amount, receipt and notes on every attempt (Razorpay
 * refuses a different body under a key it has seen), so however many attempts reach the provider — the refusing
 * request, the reconciler after a crash, a person's retry — one refund is made. The outcome is written only over
 * the states it may follow: `refunded` over `refund_due`, `refund_failed` or `review` (a refund made is the truth,
 * whoever asked); a refusal turns `refund_due` into `refund_failed` (or `review` on a person's retry: `refusedTo`);
 * silence leaves `refund_due` with its reason.
 */
export async function refundRefusedPayment(
  app: FastifyInstance,
  payment: Pick<PaymentRow, 'id' | 'amount' | 'providerOrderId' | 'providerPaymentId'>,
  { refusedTo = 'refund_failed' }: { refusedTo?: Extract<PaymentStatus, 'refund_failed' | 'review'> } = {},
): Promise<RefusalRefund> {
  if (!payment.providerPaymentId) {
    await repo.movePayment(app.db, payment.id, ['refund_due'], 'review', { problem: 'no provider payment id' });
    return 'failed';
  }
  const outcome = await refundPayment(app, {
    providerOrderId: payment.providerOrderId,
    paymentId: payment.providerPaymentId,
    amount: payment.amount,
    receipt: `payment-${payment.id}`,
    notes: { payment: String(payment.id) },
  });
  if (outcome.refunded) {
    await repo.movePayment(app.db, payment.id, ['refund_due', 'refund_failed', 'review'], 'refunded', {
      problem: null,
    });
    return 'refunded';
  }
  if (outcome.refused) {
    await repo.movePayment(app.db, payment.id, ['refund_due'], refusedTo, { problem: outcome.reason });
    return 'failed';
  }
  await repo.noteRefundTrouble(app.db, payment.id, outcome.reason);
  return 'due';
}

/** How long a refund may stay due before the reconciler asks again: a minute (decision 024), or the grace if shorter. */
export const refundDueAfterMs = (graceMs: number) => Math.min(REFUND_STUCK_AFTER_MS, graceMs);

/**
 * The reconciler's refunds (docs/decisions/039): every payment `refund_due` whose last attempt started before
 * `before` — the process stopped between the refusal and the provider's answer, or the provider was silent — is
 * claimed under its row lock (the staleness checked again, the attempt time moved to now, so a second server or a
 * person's retry finds it fresh and leaves it) and asked for again with the same key. Answers what came of each.
 */
export async function settleDueRefunds(
  app: FastifyInstance,
  before: Date,
  limit: number,
): Promise<Record<RefusalRefund, number>> {
  const counts: Record<RefusalRefund, number> = { refunded: 0, due: 0, failed: 0 };
  for (const id of await repo.staleIds(app.db, 'refund_due', before, limit)) {
    const claimed = await app.db.transaction(async (tx) => claimDueRefund(tx, id, before));
    if (claimed) counts[await refundRefusedPayment(app, claimed)]++;
  }
  return counts;
}

async function claimDueRefund(tx: Database, id: number, before: Date): Promise<PaymentRow | null> {
  const payment = await repo.lockPaymentById(tx, id);
  if (!payment || payment.status !== 'refund_due' || payment.updatedAt >= before) return null;
  await repo.movePayment(tx, id, ['refund_due'], 'refund_due');
  return payment;
}

/** A payment's amount in whole rupees (payments keep paise). */
export const rupeesOf = (payment: Pick<PaymentRow, 'amount'>) => fromPaise(payment.amount);

/** The provider a payment's money is with (decision 024: a test payment stays with the test provider). */
export const providerOfPayment = (app: FastifyInstance, payment: Pick<PaymentRow, 'provider'>) =>
  paymentProviderNamed(app, payment.provider);

/**
 * Payments at a provider with a record of its own (Razorpay) still `created` here although their checkout is older
 * than the grace (docs/decisions/039): the shopper may have paid and then lost the page before its order create,
 * with no webhook to tell us. Each is looked for at the provider once after the grace and once more a day on
 * (RECONCILE_LATE_CHECK_MS); a captured payment found there is recorded `paid` with its id — only over `created`, so
 * a browser or webhook that got there first wins — for the reconciler to place or refund at once. Answers the ids
 * recorded; stops at the first silence.
 */
export async function adoptCapturedPayments(
  app: FastifyInstance,
  { firstBefore, now, limit }: { firstBefore: Date; now: Date; limit: number },
): Promise<number[]> {
  const provider = paymentProviderOf(app);
  // A provider without a record of its own (the built-in test provider: its payments become `paid` in our own
  // database) has nothing to look for.
  const { paymentsOfOrder } = provider;
  if (!paymentsOfOrder) return [];
  const ids = await repo.uncheckedCreatedIds(app.db, provider.name, {
    firstBefore,
    lateBefore: new Date(now.getTime() - RECONCILE_LATE_CHECK_MS),
    lateAfterMs: RECONCILE_LATE_CHECK_MS,
    limit,
  });
  const adopted: number[] = [];
  for (const id of ids) {
    const payment = await repo.findPaymentById(app.db, id);
    if (!payment || payment.status !== 'created') continue;
    let made: ProviderPayment[];
    try {
      made = await paymentsOfOrder(payment.providerOrderId);
    } catch (error) {
      if (error instanceof ProviderError && !error.refused) break;
      made = [];
    }
    await repo.markChecked(app.db, id, now);
    const captured = made.find((one) => one.status === 'captured' && one.orderId === payment.providerOrderId);
    if (captured && (await repo.movePayment(app.db, id, ['created'], 'paid', { providerPaymentId: captured.id }))) {
      adopted.push(id);
    }
  }
  return adopted;
}

export async function findPaymentById(db: Database, id: number): Promise<PaymentRow | undefined> {
  return repo.findPaymentById(db, id);
}

/** Payments captured (`paid`) whose order is still not placed although they were recorded before `before`. */
export async function stalePaidIds(db: Database, before: Date, limit: number): Promise<number[]> {
  return repo.staleIds(db, 'paid', before, limit);
}

/** A state the reconciler cannot settle: the payment waits in the back office with why (only over `from`). */
export async function markForReview(
  db: Database,
  id: number,
  from: readonly PaymentStatus[],
  problem: string,
): Promise<boolean> {
  return repo.movePayment(db, id, from, 'review', { problem });
}

/** The states of a payment refused before: its money is being (or was) given back, or is with a person. */
const REFUSED: readonly PaymentStatus[] = ['refund_due', 'refunded', 'refund_failed', 'review', 'resolved'];

/**
 * For the browser's retry of a refused payment (docs/decisions/039): where its money really is, when the provider no
 * longer reports it captured (Razorpay, once refunded), which would otherwise read as "could not be verified". Null
 * when the payment is not one refused before (or not this shopper's).
 */
export async function refusedPaymentMessage(
  db: Database,
  provider: string,
  providerOrderId: string,
  userId: number,
): Promise<string | null> {
  const payment = await repo.findPayment(db, provider, providerOrderId);
  return payment && payment.userId === userId && REFUSED.includes(payment.status)
    ? paymentStateMessage(payment.status)
    : null;
}
