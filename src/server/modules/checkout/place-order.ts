import type { FastifyInstance } from 'fastify';
import type { TShipping } from '#src/contracts/payments';
import { TEXT } from '#src/shared/texts';
import { badRequest, conflict } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import {
  paymentProviderOf,
  refusedPaymentMessage,
  shippingFrom,
  type PaymentProof,
  type PaymentProvider,
  type PaymentRow,
  type RefusalRefund,
} from '#src/server/modules/payments/index';
import { settle, type PlacedOrder } from './settle-payment';

/**
 * Placing an order — the one workflow that spans cart, payments, stock and orders (docs/decisions/005):
 *
 *   verify the proof → confirm with the provider → ONE transaction [ lock the payment → answer a replay with its
 *   order → lock the cart and its products (id order) → check total and stock → take the stock → store the order
 *   and its line snapshots → book its delivery slot (docs/decisions/031) → mark the payment used → empty the cart ]
 *   → refund when refused (stock gone, cart changed, or the slot taken while paying).
 *
 * The browser (`POST /api/orders/create`), the provider's `payment.captured` webhook and the payment reconciler
 * (reconcile.ts, docs/decisions/039) all end in `settle`; the payment row lock makes whichever comes second find
 * the order the first one placed, or the refusal the first one made.
 */

export type Proof = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type { PlacedOrder } from './settle-payment';

/** The browser's path: the spec's payload plus the provider's proof. */
export async function placeOrder(app: FastifyInstance, user: AuthUser, body: TShipping & Proof): Promise<PlacedOrder> {
  const provider = paymentProviderOf(app);
  const shipping = shippingFrom(body, user.email);
  const proof = proofOf(body);
  if (!provider.verifyProof(proof)) throw badRequest(TEXT.shopping.paymentNotVerified, 'PAYMENT_NOT_VERIFIED');
  const confirmed = await provider.fetchPayment(proof.paymentId);
  if (confirmed && (confirmed.orderId !== proof.orderId || !['captured', 'authorized'].includes(confirmed.status))) {
    // A payment we refused and refunded is no longer `captured` at the provider: the retry hears where its money is.
    const refused = await refusedPaymentMessage(app.db, provider.name, proof.orderId, user.id);
    throw refused
      ? conflict(refused, 'ORDER_REFUSED')
      : badRequest(TEXT.shopping.paymentNotVerified, 'PAYMENT_NOT_VERIFIED');
  }
  const outcome = await settle(app, provider, {
    providerOrderId: proof.orderId,
    providerPaymentId: proof.paymentId,
    userId: user.id,
    shipping,
    confirmedAmount: confirmed?.amount ?? null,
    withoutShipping: 'record',
  });
  if (outcome.kind === 'refused') throw conflict(outcome.message, 'ORDER_REFUSED');
  // With shipping given, a settlement either places (or finds) the order or is refused.
  if (outcome.kind !== 'placed') throw new Error('A settlement with shipping details did not place an order');
  return outcome.placed;
}

/** The webhook's path (signature already checked): places the order when the checkout stored where it goes. */
export async function settleCapturedPayment(
  app: FastifyInstance,
  captured: { orderId: string; paymentId: string; amount: number },
): Promise<'placed' | 'recorded'> {
  const provider = paymentProviderOf(app);
  const outcome = await settle(app, provider, {
    providerOrderId: captured.orderId,
    providerPaymentId: captured.paymentId,
    userId: null,
    shipping: null,
    confirmedAmount: captured.amount,
    withoutShipping: 'record',
  });
  if (outcome.kind === 'refused') throw conflict(outcome.message, 'ORDER_REFUSED');
  return outcome.kind === 'placed' ? 'placed' : 'recorded';
}

/**
 * What the reconciler's settlement of a payment came to (docs/decisions/039); `elsewhere`: the shopper's browser or
 * the webhook placed its order first (the reconciler found it placed under the payment's lock).
 */
export type StaleSettlement = 'placed' | 'elsewhere' | RefusalRefund;

/**
 * The reconciler's path (docs/decisions/039): a payment captured (`paid`, its proof already checked when it was
 * recorded) whose order nobody placed — the browser's create never came (a closed tab, a crash, an outage) or the
 * webhook had no address — is placed exactly as the browser would have placed it, in the same transaction with the
 * same locks, from the shipping details stored with the payment; or refused (the cart changed, stock or the slot
 * gone, no address stored) and refunded. `confirmedAmount`: the provider's own amount, when it has an API to ask
 * (the caller checked the rest of its record). Throws a 4xx AppError when the payment moved on meanwhile (placed or
 * refused by someone else): the caller leaves it.
 */
export async function settleStalePayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  payment: PaymentRow & { providerPaymentId: string },
  confirmedAmount: number | null,
): Promise<StaleSettlement> {
  const outcome = await settle(app, provider, {
    providerOrderId: payment.providerOrderId,
    providerPaymentId: payment.providerPaymentId,
    userId: payment.userId,
    shipping: null,
    confirmedAmount,
    withoutShipping: 'refuse',
  });
  if (outcome.kind === 'refused') return outcome.refund;
  if (outcome.kind === 'placed') return outcome.placed.created ? 'placed' : 'elsewhere';
  throw new Error(`Payment ${payment.id}: the reconciler's settlement recorded instead of settling`);
}

/** The spec contract's edge: its `razorpay_*` proof fields become the provider-neutral `PaymentProof` here. */
function proofOf(body: Proof): PaymentProof {
  return { orderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature };
}
