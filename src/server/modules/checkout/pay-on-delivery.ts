import type { FastifyInstance } from 'fastify';
import type { TOnDeliveryBody } from '#src/contracts/pay-on-delivery';
import type { Database } from '#src/db/client';
import { CURRENCY } from '#src/shared/constants';
import { priceCart, toPaise } from '#src/shared/pricing/price-cart';
import { TEXT } from '#src/shared/texts';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { AppError, badRequest } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import { lockCartForCheckout, shortOfStock, assertLinesWithinMax } from '#src/server/modules/cart/index';
import { checkoutZone, payOnDeliveryTerms, zoneHasSlots } from '#src/server/modules/delivery/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import { countDueOrders, type OrderWithLines } from '#src/server/modules/orders/index';
import { promotionsFor } from '#src/server/modules/promotions/index';
import {
  PAYMENT_PROVIDERS,
  cashPromise,
  recordPaymentOrder,
  setPaymentStatus,
  shippingFrom,
} from '#src/server/modules/payments/index';
import { SlotRefused, placeCart } from './placement';

const T = PAY_ON_DELIVERY_TEXT;

/**
 * Pay on delivery (issue 29 §1, docs/decisions/047): `POST /api/orders/create-on-delivery`. No online payment: in ONE
 * transaction the cart is locked (its rows, then its products in id order — which also serialises one shopper's
 * checkouts, so the open-orders count below cannot be raced), priced by `priceCart` with the zone of the shipping
 * pincode, checked against the zone's pay-on-delivery terms (offered, total ≤ its maximum, fewer due orders than
 * its limit), and placed exactly as a paid cart is (placement.ts: stock, lines, slot, event, emptied cart), with
 * the cash provider's order and promise as its payment ids and a `cash` payment row `used`, so a refund after the
 * money was collected goes through the cash provider's ledger like any other.
 */
export async function placeOnDelivery(
  app: FastifyInstance,
  user: AuthUser,
  body: TOnDeliveryBody,
): Promise<OrderWithLines> {
  const shipping = shippingFrom(body, user.email);
  const cash = PAYMENT_PROVIDERS.cash.create({ config: app.config, db: app.db, log: app.log });
  const order = await app.db.transaction(async (tx) => {
    const lines = await lockCartForCheckout(tx, user.id);
    if (lines.length === 0) throw badRequest(TEXT.cartEmpty, 'CART_EMPTY');
    const short = shortOfStock(lines);
    if (short) {
      throw badRequest(
        short.countInStock <= 0
          ? TEXT.shopping.outOfStockNamed(short.productTitle)
          : TEXT.shopping.notEnoughStock(short.productTitle, short.countInStock),
        short.countInStock <= 0 ? 'OUT_OF_STOCK' : 'INSUFFICIENT_STOCK',
      );
    }
    assertLinesWithinMax(lines);
    const zone = await checkoutZone(tx, shipping.pincode);
    if (!zone) throw badRequest(DELIVERY_TEXT.notServed(shipping.pincode), 'PINCODE_NOT_SERVED');
    // The cart's code and offers, judged under the coupon's row lock like a paid cart's (docs/decisions/048).
    const promotions = await promotionsFor(tx, user.id, lines, { lock: true });
    if (promotions.coupon && !promotions.coupon.applied)
      throw badRequest(COUPON_TEXT.noLongerApplies(promotions.coupon.message ?? ''), 'COUPON_NOT_APPLICABLE');
    const price = priceCart(lines, zone, promotions.adjustments);
    const { itemsTotal, fee, total, delivery } = price;
    if (delivery?.belowMinimum) {
      throw badRequest(DELIVERY_TEXT.belowMinimum(delivery.minimum, delivery.minimum - itemsTotal), 'BELOW_MINIMUM');
    }
    if (!body.slotId && (await zoneHasSlots(tx, zone.id)))
      throw badRequest(DELIVERY_TEXT.slotRequired, 'SLOT_REQUIRED');
    await checkTerms(tx, zone.id, user.id, total);

    const { id: providerOrderId } = await cash.createOrder({
      amount: toPaise(total),
      currency: CURRENCY,
      receipt: `kirana-${user.id}-${Date.now()}`,
      notes: { userId: String(user.id) },
    });
    const promise = cashPromise(app.config, providerOrderId);
    const payment = await recordPaymentOrder(tx, {
      provider: cash.name,
      providerOrderId,
      userId: user.id,
      amount: toPaise(total),
      currency: CURRENCY,
      shipping,
      pincode: shipping.pincode,
      zoneId: zone.id,
      zoneName: zone.name,
      itemsTotal,
      deliveryFee: fee,
      slotRef: body.slotId ?? null,
      slotHoldId: null,
    });
    await setPaymentStatus(tx, payment.id, 'used', promise.paymentId);
    try {
      return await placeCart(
        tx,
        {
          userId: user.id,
          shipping,
          lines,
          price,
          promotions,
          payment: {
            paymentId: promise.paymentId,
            providerOrderId,
            amount: total,
            itemsTotal,
            deliveryFee: fee,
            zoneName: zone.name,
            paymentMode: cash.mode,
            method: 'on_delivery',
            status: 'due',
          },
          slot: body.slotId ? { holdId: null, slot: body.slotId } : null,
          actor: { by: 'shopper', userId: user.id },
        },
        // The slot must be the zone's own.
        { timeZone: app.config.SHOP_TIME_ZONE, zoneId: zone.id },
      );
    } catch (error) {
      // Nothing was paid: the booking's own refusal (full, closed, past its cut-off) is the answer.
      if (error instanceof SlotRefused && error.cause instanceof AppError) throw error.cause;
      throw error;
    }
  });
  kickOutbox(app.db);
  return order;
}

/** The zone's pay-on-delivery terms, inside the placing transaction: offered, within the maximum, under the limit. */
async function checkTerms(tx: Database, zoneId: number, userId: number, total: number): Promise<void> {
  const terms = await payOnDeliveryTerms(tx, zoneId);
  if (!terms) throw badRequest(T.notInZone, 'PAY_ON_DELIVERY_UNAVAILABLE');
  if (terms.maxOrder !== null && total > terms.maxOrder)
    throw badRequest(T.overMax(terms.maxOrder), 'PAY_ON_DELIVERY_OVER_MAX');
  if (terms.maxOpen !== null && (await countDueOrders(tx, userId)) >= terms.maxOpen)
    throw badRequest(T.tooManyOpen(terms.maxOpen), 'PAY_ON_DELIVERY_LIMIT');
}
