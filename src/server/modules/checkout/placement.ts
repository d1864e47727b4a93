import type { Database } from '#src/db/client';
import { fromPaise, priceCart, toPaise, type CartPrice, type PricedItem } from '#src/shared/pricing/price-cart';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import { removeCartLines, quantitiesByVariant, shortOfStock, type CartLine } from '#src/server/modules/cart/index';
import { takeStock } from '#src/server/modules/catalog/index';
import { bookForOrder, checkoutZone, type ShopClock, type SlotBooking } from '#src/server/modules/delivery/index';
import {
  insertOrder,
  recordOrderEvent,
  recordOrderSlot,
  type OrderEventActor,
  type OrderWithLines,
} from '#src/server/modules/orders/index';
import { recordOrderPromotions, type CartPromotions } from '#src/server/modules/promotions/index';
import {
  setPaymentStatus,
  type PaymentProvider,
  type PaymentRow,
  type StoredShipping,
} from '#src/server/modules/payments/index';
import type { Outcome, Settlement } from './settle-payment';
import { postalAddressOf } from '#src/shared/order-address';
import { placeOfSupplyOf } from '#src/shared/pincode-states';

// Placing itself, inside the settlement's transaction (settle-payment.ts): the refusal checks, the stock, the order
// and its line snapshots, the slot's booking, the payment used, the event and the emptied cart.

/** The slot could not be booked while placing: the placement is undone and refused like a stock refusal. */
export class SlotRefused extends Error {}

/**
 * What placing needs, whichever way the shopper pays: who, where to, the cart's lines (locked, checked), the order's
 * money and payment fields, the slot to book and who places it.
 */
export type Placement = {
  userId: number;
  shipping: StoredShipping;
  lines: CartLine[];
  /** The lines priced with the cart's coupon and offers (judged under the coupon's row lock): the discounts stored. */
  price: CartPrice<CartLine>;
  /** The coupon and offers the price applied, recorded with the order (the coupon's use counted); null: none. */
  promotions: CartPromotions | null;
  payment: {
    paymentId: string;
    providerOrderId: string;
    /** Whole rupees: items and delivery fee. */
    amount: number;
    itemsTotal: number;
    deliveryFee: number;
    zoneName: string | null;
    paymentMode: 'test' | 'live';
    /** Pay on delivery (docs/decisions/047): `on_delivery` and `due`; the card path leaves the defaults. */
    method?: 'online' | 'on_delivery';
    status?: 'paid' | 'due';
  };
  /** The slot to book (its hold first, when there is one); null when the zone has no slots. */
  slot: { holdId: number | null; slot: string } | null;
  actor: OrderEventActor;
};

/**
 * The placing transaction's body, shared by the card path (below) and pay on delivery (pay-on-delivery.ts): the
 * stock taken, the order and its line snapshots stored with their discounts, the coupon's use counted, the slot booked (SlotRefused when it cannot be), the
 * `placed` event recorded and the cart emptied.
 */
export async function placeCart(
  tx: Database,
  placement: Placement,
  /** With `zoneId`, the slot must be that zone's (delivery's slot rules check it when booking without a hold). */
  clock: ShopClock & { zoneId?: number },
): Promise<OrderWithLines> {
  const { userId, shipping, lines, price, payment } = placement;
  await takeStock(tx, quantitiesByVariant(lines));
  const placed = await insertOrder(
    tx,
    {
      userId,
      paymentId: payment.paymentId,
      providerOrderId: payment.providerOrderId,
      name: shipping.name,
      phoneNumber: shipping.phoneNumber,
      address: shipping.address,
      email: shipping.email,
      ...postalAddressOf(shipping),
      // GST (docs/decisions/053): where the supply goes; the shop's state is the column's default (the settings').
      placeOfSupply: placeOfSupplyOf(postalAddressOf(shipping)),
      amount: payment.amount,
      itemsTotal: payment.itemsTotal,
      discount: price.discountTotal,
      deliveryFee: payment.deliveryFee,
      zoneName: payment.zoneName,
      paymentMode: payment.paymentMode,
      ...(payment.method ? { paymentMethod: payment.method } : {}),
      ...(payment.status ? { paymentStatus: payment.status } : {}),
    },
    price.items.map((item, i) => ({ ...snapshotOf(item), discount: price.lineDiscounts[i]! })),
  );
  if (placement.promotions) await recordOrderPromotions(tx, placed.order, price, placement.promotions);
  const order = placement.slot === null ? placed : await bookSlotOf(tx, placement.slot, placed, clock);
  await recordOrderEvent(tx, { kind: 'placed', lines: order.lines }, order.order, placement.actor);
  await removeCartLines(
    tx,
    userId,
    lines.map((line) => line.id),
  );
  return order;
}

/** The card path: the order for a verified payment, and the payment marked used. */
export async function placeInTransaction(
  tx: Database,
  provider: PaymentProvider,
  input: Settlement,
  clock: ShopClock,
  {
    payment,
    shipping,
    lines,
    promotions,
  }: { payment: PaymentRow; shipping: StoredShipping; lines: CartLine[]; promotions: CartPromotions },
): Promise<Outcome> {
  const price = priceCart(lines, null, promotions.adjustments);
  const order = await placeCart(
    tx,
    {
      userId: payment.userId,
      shipping,
      lines,
      price,
      promotions,
      payment: {
        paymentId: input.providerPaymentId,
        providerOrderId: payment.providerOrderId,
        amount: fromPaise(payment.amount),
        itemsTotal: itemsTotalOf(payment),
        deliveryFee: feeOf(payment, price),
        zoneName: payment.zoneName,
        paymentMode: provider.mode,
      },
      slot: payment.slotRef === null ? null : { holdId: payment.slotHoldId, slot: payment.slotRef },
      // The shopper's request places it; a webhook or the reconciler (no user) is the shop itself.
      actor: input.userId === null ? { by: 'system' } : { by: 'shopper', userId: input.userId },
    },
    clock,
  );
  await setPaymentStatus(tx, payment.id, 'used', input.providerPaymentId);
  return { kind: 'placed', placed: { order, created: true } };
}

/** The slot becomes the order's booking (the payment's hold, or a free place when there is no hold or it is gone). */
async function bookSlotOf(
  tx: Database,
  slot: { holdId: number | null; slot: string },
  placed: OrderWithLines,
  clock: ShopClock,
): Promise<OrderWithLines> {
  let booking: SlotBooking;
  try {
    booking = await bookForOrder(tx, slot, placed.order.id, clock);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw new SlotRefused(error.message, { cause: error });
    throw error;
  }
  return recordOrderSlot(tx, placed, booking);
}

/**
 * The order must go where the payment's delivery was quoted (docs/decisions/031): a placing request naming another
 * pincode — the spec's client sends it only now — must be served by the same zone, else its fee and slot would be
 * another zone's. Payments from before the quote was stored name no zone.
 */
export async function outsideQuotedZone(tx: Database, payment: PaymentRow, shipping: StoredShipping): Promise<boolean> {
  if (payment.zoneId === null) return false;
  if (payment.pincode !== null && shipping.pincode.trim() === payment.pincode) return false;
  return (await checkoutZone(tx, shipping.pincode))?.id !== payment.zoneId;
}

/** The items total the payment was created for: stored with it since decision 031, else its whole amount. */
const itemsTotalOf = (payment: PaymentRow) => payment.itemsTotal ?? fromPaise(payment.amount);

/** The fee the order pays: the stored quote's, unless a free-delivery code (judged again now) waives it. */
const feeOf = (payment: PaymentRow, price: Pick<CartPrice<CartLine>, 'deliveryWaived'>) =>
  price.deliveryWaived ? 0 : payment.deliveryFee;

/**
 * What the shopper pays is what the payment was created for: the cart, priced again by `priceCart` with its coupon
 * and offers judged again under the coupon's row lock (docs/decisions/048), must still cost exactly the items total
 * and the amount quoted (the fee is the stored quote's, docs/decisions/031), and be in stock.
 */
export function refusalOf(lines: CartLine[], payment: PaymentRow, promotions: CartPromotions): string | null {
  const price = priceCart(lines, null, promotions.adjustments);
  if (lines.length === 0 || price.itemsTotal !== itemsTotalOf(payment)) return TEXT.shopping.cartChanged;
  if (toPaise(price.total + feeOf(payment, price)) !== payment.amount) {
    const lost = promotions.coupon && !promotions.coupon.applied ? promotions.coupon.code : null;
    return lost ? COUPON_TEXT.lostWhilePaying(lost) : TEXT.shopping.cartChanged;
  }
  const short = shortOfStock(lines);
  return short ? TEXT.shopping.soldOut(short.productTitle) : null;
}

/**
 * Order lines copy title, variant, image, unit price and GST (HSN, rate): later catalogue changes do not rewrite what
 * was bought.
 */
function snapshotOf(line: PricedItem<CartLine>) {
  return {
    productId: line.productId,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    productTitle: line.productTitle,
    image: line.images[0] ?? '',
    quantity: line.quantity,
    price: line.price,
    mrp: line.mrp,
    subTotal: line.subTotal,
    size: line.size,
    ram: line.ram,
    weight: line.weight,
    substitute: line.substitute,
    hsnCode: line.hsnCode,
    gstRateBps: line.gstRateBps,
  };
}
