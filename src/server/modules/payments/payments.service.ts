import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import type { TPaymentProof } from '#src/contracts/payments';
import { TEXT } from '#src/shared/texts';
import { AppError, badRequest, conflict, notFound } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import { shortenFailedHold } from '#src/server/modules/delivery/index';
import { paymentProviderNamed, paymentProviderOf } from './providers';
import { testProofSignature } from './test/index';
import { ProviderError } from './provider-error';
import * as repo from './payments.repository';
import { findPayment, insertPayment, markPaid, type PaymentRow, type PaymentStatus } from './payments.repository';
import { paymentStateMessage } from './state-message';
import { cardDigits, TEST_CARDS, testCardProblem } from '#src/shared/test-cards';
import { providerId } from './signatures';

/**
 * Stores a provider order that checkout started (checkout/start-payment.ts), with its delivery quote, in the
 * transaction that holds its slot.
 */
export async function recordPaymentOrder(tx: Database, values: repo.NewPayment): Promise<PaymentRow> {
  return insertPayment(tx, values);
}

/**
 * The test provider's card dialog (demo mode, decision 012): pays an own, unpaid payment and answers what Razorpay
 * Checkout would hand the browser, signed the same way. Only the test cards are accepted, and they decide the
 * outcome; any other number (a real card typed into a demo shop) is refused first and goes nowhere: it is neither
 * stored nor logged (the logger redacts request bodies, and no error carries the number).
 */
export async function payWithTestCard(
  app: FastifyInstance,
  user: AuthUser,
  input: { orderId: string; cardNumber: string; expiry: string; cvc: string },
): Promise<TPaymentProof> {
  const provider = paymentProviderOf(app);
  if (provider.name !== 'test') throw notFound(TEXT.shopping.testPaymentOff);
  const problem = testCardProblem(input, new Date());
  if (problem) throw badRequest(problem);
  const digits = cardDigits(input.cardNumber);
  const declined = digits === TEST_CARDS.declined || digits === TEST_CARDS.insufficientFunds;
  if (!declined) {
    // The usual case, an own unpaid payment, is one conditional update; anything else is read below to say why.
    const paymentId = providerId('pay');
    const paid = await repo.markOwnPaid(app.db, provider.name, input.orderId, user.id, paymentId);
    if (paid) return proofOf(app, paid, paymentId);
  }
  const payment = await findPayment(app.db, provider.name, input.orderId);
  if (!payment || payment.userId !== user.id) throw notFound(TEXT.shopping.paymentNotFound);
  if (payment.status !== 'created') throw conflict(paymentStateMessage(payment.status));
  if (declined) {
    await paymentFailed(app, payment);
    throw new AppError(
      'PAYMENT_REQUIRED',
      digits === TEST_CARDS.declined ? TEXT.cardDeclined : TEXT.shopping.insufficientFunds,
      undefined,
      { answerCode: 'PAYMENT_DECLINED' },
    );
  }
  const paymentId = providerId('pay');
  if (!(await markPaid(app.db, payment.id, paymentId))) throw conflict(TEXT.shopping.paymentAlreadyPaid);
  return proofOf(app, payment.providerOrderId, paymentId);
}

/** What Razorpay Checkout would hand the browser for a paid test payment, signed the same way. */
const proofOf = (app: FastifyInstance, providerOrderId: string, paymentId: string): TPaymentProof => ({
  razorpay_order_id: providerOrderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: testProofSignature(app.config, providerOrderId, paymentId),
});

/**
 * A payment attempt failed (a declined card; Razorpay's `payment.failed`): while the payment still waits, its slot's
 * hold is cut to SLOT_HOLD_AFTER_FAILURE_MINUTES (issue 27 §5). Answers whether a hold was cut.
 */
export async function paymentFailed(app: FastifyInstance, payment: PaymentRow | undefined): Promise<boolean> {
  if (payment?.status !== 'created' || payment.slotHoldId === null) return false;
  return shortenFailedHold(app.db, payment.slotHoldId);
}

/** Razorpay's `payment.failed` for one of our provider orders (the webhook). */
export async function providerPaymentFailed(app: FastifyInstance, providerOrderId: string): Promise<boolean> {
  return paymentFailed(app, await findPayment(app.db, paymentProviderOf(app).name, providerOrderId));
}

export type { PaymentRow, StoredShipping } from './payments.repository';

/** Inside the placing transaction: the payment's row, locked (the browser, a replay and the webhook queue here). */
export async function lockPayment(tx: Database, provider: string, providerOrderId: string) {
  return repo.lockPayment(tx, provider, providerOrderId);
}

/** Under the payment's row lock: moves it on (`used` once its order is placed, `refund_due` when refused, `paid`). */
export async function setPaymentStatus(
  db: Database,
  id: number,
  status: PaymentStatus,
  providerPaymentId?: string,
): Promise<void> {
  await repo.setPaymentStatus(db, id, status, providerPaymentId);
}

/**
 * What a refund came to: the provider's refund id, or why not (internal: logs and the back office, never shoppers)
 * and whether the provider refused it (answered no) rather than stayed silent (ProviderError, docs/decisions/039).
 */
export type RefundOutcome =
  { refunded: true; refundId: string } | { refunded: false; reason: string; refused: boolean };

/**
 * The idempotency key of a payment's refund: one whole refund per payment ever (a payment either places an order or
 * is refused), so the payment id makes it unique at the provider, across retries, restarts and installations. A
 * changed order line's refund (docs/decisions/032) adds `-line-<line id>`: one refund per line, and the order's
 * own (what is left when it is cancelled) keeps the payment's key.
 */
export const refundKeyOf = (providerPaymentId: string, lineId?: number, adjustmentId?: number) =>
  `refund-${providerPaymentId.replace(/[^A-Za-z0-9_-]/g, '_')}${lineId === undefined ? '' : `-line-${lineId}`}${
    adjustmentId === undefined ? '' : `-adj-${adjustmentId}`
  }`;

/**
 * Gives a payment's money back through the provider that took it (docs/decisions/024), idempotently: the same payment
 * refunded again answers the first refund. Never throws for the provider's sake: a refusal or silence is logged and
 * answered as `refunded: false` for the caller to record and retry. Every refund made has its row in `refunds`.
 */
export async function refundPayment(
  app: FastifyInstance,
  {
    lineId,
    adjustmentId,
    ...input
  }: {
    providerOrderId: string;
    paymentId: string;
    amount: number;
    receipt: string;
    notes: Record<string, string>;
    /** A changed order line's refund (docs/decisions/032): its own idempotency key. */
    lineId?: number;
    /** An order adjustment's refund (docs/decisions/055): its own key, `-adj-<adjustment id>`. */
    adjustmentId?: number;
  },
): Promise<RefundOutcome> {
  const payment = await repo.findPaymentOfProviderOrder(app.db, input.providerOrderId);
  const provider = paymentProviderNamed(app, payment?.provider ?? paymentProviderOf(app).name);
  const key = refundKeyOf(input.paymentId, lineId, adjustmentId);
  try {
    const refund = await provider.refund({ ...input, key });
    // The test provider's refund is its row already; another provider's is recorded once it answered.
    const row = await repo.recordRefund(app.db, {
      provider: provider.name,
      idempotencyKey: key,
      providerPaymentId: input.paymentId,
      providerRefundId: refund.id,
      amount: input.amount,
    });
    return { refunded: true, refundId: row.providerRefundId };
  } catch (error) {
    app.log.error({ err: error, paymentId: input.paymentId }, 'refund failed');
    const reason =
      error instanceof ProviderError
        ? error.detail
        : `refund failed: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`;
    return { refunded: false, reason, refused: error instanceof ProviderError && error.refused };
  }
}
