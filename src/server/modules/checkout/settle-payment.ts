import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { lockCartForCheckout } from '#src/server/modules/cart/index';
import { promotionsFor } from '#src/server/modules/promotions/index';
import type { ShopClock } from '#src/server/modules/delivery/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import { findOrderOfPayment, type OrderWithLines } from '#src/server/modules/orders/index';
import {
  lockPayment,
  paymentStateMessage,
  refundRefusedPayment,
  setPaymentStatus,
  type PaymentProvider,
  type PaymentRow,
  type RefusalRefund,
  type StoredShipping,
} from '#src/server/modules/payments/index';
import { faultPoint } from '#src/server/lib/faults';
import { SlotRefused, outsideQuotedZone, placeInTransaction, refusalOf } from './placement';

// The settlement every path to an order ends in (place-order.ts): one transaction under the payment's row lock that
// places the order (placement.ts) or refuses it, then the refused payment's refund.

export type PlacedOrder = { order: OrderWithLines; created: boolean };

export type Settlement = {
  providerOrderId: string;
  providerPaymentId: string;
  /** The shopper who must own the payment; null for the webhook (the payment row names its owner). */
  userId: number | null;
  /** From the browser's payload; the webhook uses what the checkout stored with the payment. */
  shipping: StoredShipping | null;
  /** The provider's own amount for the payment, when it has an API to ask. */
  confirmedAmount: number | null;
  /**
   * Without shipping details (given or stored): `record` the payment `paid` for the browser to place (the webhook),
   * or `refuse` it — the reconciler, once nobody came to place it, has nowhere to send the order.
   */
  withoutShipping: 'record' | 'refuse';
};

export type Outcome =
  | { kind: 'placed'; placed: PlacedOrder }
  | { kind: 'recorded' }
  | { kind: 'refused'; payment: PaymentRow; providerPaymentId: string; message: string };

/** A settlement's end: its order, the payment recorded, or refused with the message and how its refund went. */
type Settled =
  | { kind: 'placed'; placed: PlacedOrder }
  | { kind: 'recorded' }
  | { kind: 'refused'; message: string; refund: RefusalRefund };

export async function settle(app: FastifyInstance, provider: PaymentProvider, input: Settlement): Promise<Settled> {
  const clock = { timeZone: app.config.SHOP_TIME_ZONE };
  const outcome = await app.db.transaction((tx) => settleInTransaction(tx, provider, input, clock));
  kickOutbox(app.db);
  if (outcome.kind !== 'refused') return outcome;
  // A crash here leaves the payment `refund_due` with no refund asked for: the reconciler's to finish (decision 039).
  faultPoint(app.config.FAULTS, 'checkout.after-refusal');
  return {
    kind: 'refused',
    message: outcome.message,
    refund: await refund(app, { ...outcome.payment, providerPaymentId: outcome.providerPaymentId }),
  };
}

async function settleInTransaction(
  tx: Database,
  provider: PaymentProvider,
  input: Settlement,
  clock: ShopClock,
): Promise<Outcome> {
  const payment = await lockPayment(tx, provider.name, input.providerOrderId);
  if (!payment || (input.userId !== null && payment.userId !== input.userId))
    throw notFound(TEXT.shopping.paymentNotFound);
  if (payment.status === 'used') return { kind: 'placed', placed: await existingOrder(tx, payment) };
  // Refused before (refunded, being refunded, with a person): say where the money really is.
  if (payment.status !== 'created' && payment.status !== 'paid') throw conflict(paymentStateMessage(payment.status));
  const knownPaymentId = payment.providerPaymentId !== null && payment.providerPaymentId !== input.providerPaymentId;
  const wrongAmount = input.confirmedAmount !== null && input.confirmedAmount !== payment.amount;
  if (knownPaymentId || wrongAmount) throw badRequest(TEXT.shopping.paymentNotVerified, 'PAYMENT_NOT_VERIFIED');

  const shipping = input.shipping ?? payment.shipping;
  if (!shipping && input.withoutShipping === 'refuse') {
    return refuse(tx, payment, input.providerPaymentId, TEXT.shopping.paymentRefundPending);
  }
  if (!shipping) {
    await setPaymentStatus(tx, payment.id, 'paid', input.providerPaymentId);
    return { kind: 'recorded' };
  }
  if (await outsideQuotedZone(tx, payment, shipping)) {
    return refuse(tx, payment, input.providerPaymentId, DELIVERY_TEXT.zoneChanged);
  }
  const lines = await lockCartForCheckout(tx, payment.userId);
  // The cart's code and offers, judged again with the coupon's row locked (docs/decisions/048).
  const promotions = await promotionsFor(tx, payment.userId, lines, { lock: true });
  const message = refusalOf(lines, payment, promotions);
  if (message) return refuse(tx, payment, input.providerPaymentId, message);
  const place = (db: Database) =>
    placeInTransaction(db, provider, input, clock, { payment, shipping, lines, promotions });
  if (payment.slotRef === null) return place(tx);
  // With a slot, the placement runs in a savepoint: a booking that fails undoes the stock taken and the order.
  try {
    return await tx.transaction(place);
  } catch (error) {
    if (!(error instanceof SlotRefused)) throw error;
    return refuse(tx, payment, input.providerPaymentId, DELIVERY_TEXT.slotLostWhilePaying);
  }
}

/** A refused placement changes nothing but the payment's status; the refund runs after the commit. */
async function refuse(tx: Database, payment: PaymentRow, providerPaymentId: string, message: string): Promise<Outcome> {
  await setPaymentStatus(tx, payment.id, 'refund_due', providerPaymentId);
  return { kind: 'refused', payment, providerPaymentId, message };
}

async function existingOrder(tx: Database, payment: PaymentRow): Promise<PlacedOrder> {
  const order = await findOrderOfPayment(tx, payment.providerOrderId);
  if (!order) throw new Error(`Payment ${payment.id} is used but has no order`);
  return { order, created: false };
}

/**
 * The undo of a refused placement: nothing else changed, so only the money goes back (decision 024's key, so a later
 * attempt by the reconciler or a person never refunds twice). A refund the provider did not make leaves the payment
 * `refund_due` (silent: the reconciler asks again) or `refund_failed` (refused: the back office lists it).
 */
async function refund(
  app: FastifyInstance,
  payment: PaymentRow & { providerPaymentId: string },
): Promise<RefusalRefund> {
  try {
    return await refundRefusedPayment(app, payment);
  } catch (error) {
    app.log.error({ err: error, paymentId: payment.id }, 'refund failed; payment left refund_due');
    return 'due';
  }
}
