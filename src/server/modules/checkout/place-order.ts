import type { FastifyInstance } from 'fastify';
import type { TShipping } from '#src/contracts/shopping';
import type { Database } from '#src/db/client';
import { PAISE_PER_RUPEE } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { AppError, badRequest, conflict, notFound } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import {
  cartTotal,
  lockCartForCheckout,
  removeCartLines,
  quantitiesByVariant,
  shortOfStock,
  type CartLine,
} from '#src/server/modules/cart/index';
import { takeStock } from '#src/server/modules/catalog/index';
import { bookForOrder, checkoutZone, type ShopClock, type SlotBooking } from '#src/server/modules/delivery/index';
import { enqueueOrderPlacedMail, kickMail } from '#src/server/modules/mail/index';
import {
  findOrderOfPayment,
  insertOrder,
  recordOrderSlot,
  type OrderWithLines,
} from '#src/server/modules/orders/index';
import {
  checkoutSignature,
  lockPayment,
  paymentProviderOf,
  refundPayment,
  sameDigest,
  setPaymentStatus,
  shippingFrom,
  type PaymentProvider,
  type PaymentRow,
  type StoredShipping,
} from '#src/server/modules/payments/index';

/**
 * Placing an order — the one workflow that spans cart, payments, stock and orders (docs/decisions/005):
 *
 *   verify the proof → confirm with the provider → ONE transaction [ lock the payment → answer a replay with its
 *   order → lock the cart and its products (id order) → check total and stock → take the stock → store the order
 *   and its line snapshots → book its delivery slot (docs/decisions/031) → mark the payment used → empty the cart ]
 *   → refund when refused (stock gone, cart changed, or the slot taken while paying).
 *
 * The browser (`POST /api/orders/create`) and the provider's `payment.captured` webhook both end in `settle`; the
 * payment row lock makes whichever comes second find the order the first one placed.
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
};

type Outcome =
  | { kind: 'placed'; placed: PlacedOrder }
  | { kind: 'recorded' }
  | { kind: 'refused'; payment: PaymentRow; providerPaymentId: string; message: string };

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
    throw badRequest(TEXT.shopping.paymentNotVerified);
  }
  const outcome = await settle(app, provider, {
    providerOrderId: body.razorpay_order_id,
    providerPaymentId: body.razorpay_payment_id,
    userId: user.id,
    shipping,
    confirmedAmount: confirmed?.amount ?? null,
  });
  // With shipping given, a settlement either places (or finds) the order or throws.
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
  });
  return outcome.kind === 'placed' ? 'placed' : 'recorded';
}

/** Step 1: Razorpay's checkout signature, compared in constant time. */
function verifyProof(provider: PaymentProvider, proof: Proof): void {
  const expected = checkoutSignature(provider.keySecret, proof.razorpay_order_id, proof.razorpay_payment_id);
  if (!sameDigest(expected, proof.razorpay_signature)) throw badRequest(TEXT.shopping.paymentNotVerified);
}

async function settle(app: FastifyInstance, provider: PaymentProvider, input: Settlement): Promise<Outcome> {
  const clock = { timeZone: app.config.SHOP_TIME_ZONE };
  const outcome = await app.db.transaction((tx) => settleInTransaction(tx, provider, input, clock));
  kickMail(app.db);
  if (outcome.kind !== 'refused') return outcome;
  await refund(app, outcome.payment, outcome.providerPaymentId);
  throw conflict(outcome.message);
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
  if (payment.status === 'refund_due' || payment.status === 'refunded') throw conflict(TEXT.shopping.paymentRefunded);
  const knownPaymentId = payment.providerPaymentId !== null && payment.providerPaymentId !== input.providerPaymentId;
  const wrongAmount = input.confirmedAmount !== null && input.confirmedAmount !== payment.amount;
  if (knownPaymentId || wrongAmount) throw badRequest(TEXT.shopping.paymentNotVerified);

  const shipping = input.shipping ?? payment.shipping;
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
      pincode: shipping.pincode,
      email: shipping.email,
      addressLine1: shipping.addressLine1 ?? '',
      addressLine2: shipping.addressLine2 ?? '',
      city: shipping.city ?? '',
      state: shipping.state ?? '',
      country: shipping.country ?? '',
      amount: payment.amount / PAISE_PER_RUPEE,
      itemsTotal: itemsTotalOf(payment),
      deliveryFee: payment.deliveryFee,
      zoneName: payment.zoneName,
      paymentMode: provider.mode,
    },
    lines.map(snapshotOf),
  );
  const order = payment.slotRef === null ? placed : await bookSlotOf(tx, payment, placed, clock);
  await setPaymentStatus(tx, payment.id, 'used', input.providerPaymentId);
  await enqueueOrderPlacedMail(tx, order);
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
const itemsTotalOf = (payment: PaymentRow) => payment.itemsTotal ?? payment.amount / PAISE_PER_RUPEE;

/**
 * What the shopper pays is what the payment was created for: the cart must still cost exactly the items total quoted
 * (the fee is the stored quote's, docs/decisions/031), and be in stock.
 */
function refusalOf(lines: CartLine[], payment: PaymentRow): string | null {
  if (lines.length === 0 || cartTotal(lines) !== itemsTotalOf(payment)) return TEXT.shopping.cartChanged;
  const short = shortOfStock(lines);
  return short ? TEXT.shopping.soldOut(short.productTitle) : null;
}

/** Order lines copy title, variant, image and unit price: later catalogue changes do not rewrite what was bought. */
function snapshotOf(line: CartLine) {
  return {
    productId: line.productId,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    productTitle: line.productTitle,
    image: line.images[0] ?? '',
    quantity: line.quantity,
    price: line.price,
    subTotal: line.price * line.quantity,
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
 * The undo of a refused placement: nothing else changed, so only the money goes back. When the provider cannot be
 * reached the payment stays `refund_due` for an operator (or a retry job) to finish.
 */
async function refund(app: FastifyInstance, payment: PaymentRow, providerPaymentId: string): Promise<void> {
  try {
    const outcome = await refundPayment(app, {
      providerOrderId: payment.providerOrderId,
      paymentId: providerPaymentId,
      amount: payment.amount,
      receipt: `payment-${payment.id}`,
      notes: { payment: String(payment.id) },
    });
    if (outcome.refunded) await setPaymentStatus(app.db, payment.id, 'refunded');
  } catch (error) {
    app.log.error({ err: error, paymentId: payment.id }, 'refund failed; payment left refund_due');
  }
}
