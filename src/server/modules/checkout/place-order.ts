import type { FastifyInstance } from 'fastify';
import type { TShipping } from '#src/contracts/payments';
import type { Database } from '#src/db/client';
import { fromPaise, priceCart, type PricedItem } from '#src/shared/pricing/price-cart';
import { TEXT } from '#src/shared/texts';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { AppError, badRequest, conflict, notFound } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import {
  lockCartForCheckout,
  removeCartLines,
  quantitiesByVariant,
  shortOfStock,
  type CartLine,
} from '#src/server/modules/cart/index';
import { takeStock } from '#src/server/modules/catalog/index';
import { bookForOrder, checkoutZone, type ShopClock, type SlotBooking } from '#src/server/modules/delivery/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import {
  findOrderOfPayment,
  insertOrder,
  recordOrderEvent,
  recordOrderSlot,
  type OrderWithLines,
} from '#src/server/modules/orders/index';
import {
  lockPayment,
  paymentProviderOf,
  paymentStateMessage,
  refundRefusedPayment,
  refusedPaymentMessage,
  setPaymentStatus,
  shippingFrom,
  type PaymentProvider,
  type PaymentRow,
  type RefusalRefund,
  type StoredShipping,
} from '#src/server/modules/payments/index';
import { faultPoint } from '#src/server/lib/faults';
import { postalAddressOf } from '#src/shared/order-address';

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
export type PlacedOrder = { order: OrderWithLines; created: boolean };

type Settlement = {
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

type Outcome =
  | { kind: 'placed'; placed: PlacedOrder }
  | { kind: 'recorded' }
  | { kind: 'refused'; payment: PaymentRow; providerPaymentId: string; message: string };

/** A settlement's end: its order, the payment recorded, or refused with the message and how its refund went. */
type Settled =
  | { kind: 'placed'; placed: PlacedOrder }
  | { kind: 'recorded' }
  | { kind: 'refused'; message: string; refund: RefusalRefund };

/** The browser's path: the spec's payload plus the provider's proof. */
export async function placeOrder(app: FastifyInstance, user: AuthUser, body: TShipping & Proof): Promise<PlacedOrder> {
  const provider = paymentProviderOf(app);
  const shipping = shippingFrom(body, user.email);
  verifyProof(provider, body);
  const confirmed = await provider.fetchPayment(body.razorpay_payment_id);
  if (
    confirmed &&
    (confirmed.orderId !== body.razorpay_order_id || !['captured', 'authorized'].includes(confirmed.status))
  ) {
    // A payment we refused and refunded is no longer `captured` at Razorpay: the retry hears where its money is.
    const refused = await refusedPaymentMessage(app.db, provider.name, body.razorpay_order_id, user.id);
    throw refused
      ? conflict(refused, 'ORDER_REFUSED')
      : badRequest(TEXT.shopping.paymentNotVerified, 'PAYMENT_NOT_VERIFIED');
  }
  const outcome = await settle(app, provider, {
    providerOrderId: body.razorpay_order_id,
    providerPaymentId: body.razorpay_payment_id,
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

/** Step 1: the provider's own proof (Razorpay's checkout signature); the spec's `razorpay_*` names end here. */
function verifyProof(provider: PaymentProvider, proof: Proof): void {
  const verified = provider.verifyProof({
    orderId: proof.razorpay_order_id,
    paymentId: proof.razorpay_payment_id,
    signature: proof.razorpay_signature,
  });
  if (!verified) throw badRequest(TEXT.shopping.paymentNotVerified, 'PAYMENT_NOT_VERIFIED');
}

async function settle(app: FastifyInstance, provider: PaymentProvider, input: Settlement): Promise<Settled> {
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

/** The slot could not be booked while placing: the placement is undone and refused like a stock refusal. */
class SlotRefused extends Error {}

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
  const message = refusalOf(lines, payment);
  if (message) return refuse(tx, payment, input.providerPaymentId, message);
  const place = (db: Database) => placeInTransaction(db, provider, input, clock, { payment, shipping, lines });
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

async function placeInTransaction(
  tx: Database,
  provider: PaymentProvider,
  input: Settlement,
  clock: ShopClock,
  { payment, shipping, lines }: { payment: PaymentRow; shipping: StoredShipping; lines: CartLine[] },
): Promise<Outcome> {
  await takeStock(tx, quantitiesByVariant(lines));
  const placed = await insertOrder(
    tx,
    {
      userId: payment.userId,
      paymentId: input.providerPaymentId,
      providerOrderId: payment.providerOrderId,
      name: shipping.name,
      phoneNumber: shipping.phoneNumber,
      address: shipping.address,
      email: shipping.email,
      ...postalAddressOf(shipping),
      amount: fromPaise(payment.amount),
      itemsTotal: itemsTotalOf(payment),
      deliveryFee: payment.deliveryFee,
      zoneName: payment.zoneName,
      paymentMode: provider.mode,
    },
    priceCart(lines, null).items.map(snapshotOf),
  );
  const order = payment.slotRef === null ? placed : await bookSlotOf(tx, payment, placed, clock);
  await setPaymentStatus(tx, payment.id, 'used', input.providerPaymentId);
  // The shopper's request places it; a webhook or the reconciler (no user) is the shop itself.
  const actor =
    input.userId === null ? ({ by: 'system' } as const) : ({ by: 'shopper', userId: input.userId } as const);
  await recordOrderEvent(tx, { kind: 'placed', lines: order.lines }, order.order, actor);
  await removeCartLines(
    tx,
    payment.userId,
    lines.map((line) => line.id),
  );
  return { kind: 'placed', placed: { order, created: true } };
}

/** The payment's slot becomes the order's booking (its hold, or a free place when the hold is gone). */
async function bookSlotOf(
  tx: Database,
  payment: PaymentRow,
  placed: OrderWithLines,
  clock: ShopClock,
): Promise<OrderWithLines> {
  let booking: SlotBooking;
  try {
    booking = await bookForOrder(tx, { holdId: payment.slotHoldId, slot: payment.slotRef! }, placed.order.id, clock);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw new SlotRefused(error.message);
    throw error;
  }
  return recordOrderSlot(tx, placed, booking);
}

/**
 * The order must go where the payment's delivery was quoted (docs/decisions/031): a placing request naming another
 * pincode — the spec's client sends it only now — must be served by the same zone, else its fee and slot would be
 * another zone's. Payments from before the quote was stored name no zone.
 */
async function outsideQuotedZone(tx: Database, payment: PaymentRow, shipping: StoredShipping): Promise<boolean> {
  if (payment.zoneId === null) return false;
  if (payment.pincode !== null && shipping.pincode.trim() === payment.pincode) return false;
  return (await checkoutZone(tx, shipping.pincode))?.id !== payment.zoneId;
}

/** The items total the payment was created for: stored with it since decision 031, else its whole amount. */
const itemsTotalOf = (payment: PaymentRow) => payment.itemsTotal ?? fromPaise(payment.amount);

/**
 * What the shopper pays is what the payment was created for: the cart, priced again by `priceCart`, must still cost
 * exactly the items total quoted (the fee is the stored quote's, docs/decisions/031), and be in stock.
 */
function refusalOf(lines: CartLine[], payment: PaymentRow): string | null {
  if (lines.length === 0 || priceCart(lines, null).itemsTotal !== itemsTotalOf(payment))
    return TEXT.shopping.cartChanged;
  const short = shortOfStock(lines);
  return short ? TEXT.shopping.soldOut(short.productTitle) : null;
}

/** Order lines copy title, variant, image and unit price: later catalogue changes do not rewrite what was bought. */
function snapshotOf(line: PricedItem<CartLine>) {
  return {
    productId: line.productId,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    productTitle: line.productTitle,
    image: line.images[0] ?? '',
    quantity: line.quantity,
    price: line.price,
    subTotal: line.subTotal,
    size: line.size,
    ram: line.ram,
    weight: line.weight,
    substitute: line.substitute,
  };
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
