import type { FastifyInstance } from 'fastify';
import type { TPaymentOrder, TPaymentOrderBody } from '#src/contracts/payments';
import { CURRENCY } from '#src/shared/constants';
import { priceCart, toPaise } from '#src/shared/pricing/price-cart';
import { TEXT } from '#src/shared/texts';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { badRequest } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import { cartLines, shortOfStock, assertLinesWithinMax } from '#src/server/modules/cart/index';
import { promotionsFor } from '#src/server/modules/promotions/index';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { checkoutHolder, checkoutZone, holdForCheckout, zoneHasSlots } from '#src/server/modules/delivery/index';
import { paymentProviderOf, recordPaymentOrder, shippingFrom } from '#src/server/modules/payments/index';

/**
 * Starting the payment — the first half of checkout (the second is place-order.ts): the provider order for the
 * server's own view of the cart — its prices, its quantities, checked against stock — priced by `priceCart` with
 * delivery (docs/decisions/031): the zone serving the shipping pincode (or the default zone), refused when none
 * serves it or the items total is below its minimum; its fee added (0 from its threshold on); and, when the zone
 * has slots, the chosen slot held for SLOT_HOLD_MINUTES in the transaction that stores the payment with its quote.
 */
export async function startPayment(
  app: FastifyInstance,
  user: AuthUser,
  body: TPaymentOrderBody | null | undefined,
  clientIp?: string,
): Promise<TPaymentOrder> {
  const shipping = body?.shipping ? shippingFrom(body.shipping, user.email) : null;
  const lines = await cartLines(app.db, user.id);
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
  const zone = await checkoutZone(app.db, shipping?.pincode ?? null);
  if (!zone)
    throw badRequest(
      shipping ? DELIVERY_TEXT.notServed(shipping.pincode) : DELIVERY_TEXT.pincodeRequired,
      'PINCODE_NOT_SERVED',
    );
  // Coupons and offers (docs/decisions/048): a code that no longer applies is refused before anything is charged.
  const promotions = await promotionsFor(app.db, user.id, lines);
  if (promotions.coupon && !promotions.coupon.applied)
    throw badRequest(COUPON_TEXT.noLongerApplies(promotions.coupon.message ?? ''), 'COUPON_NOT_APPLICABLE');
  const { itemsTotal, fee, total, delivery } = priceCart(lines, zone, promotions.adjustments);
  if (delivery?.belowMinimum) {
    throw badRequest(DELIVERY_TEXT.belowMinimum(delivery.minimum, delivery.minimum - itemsTotal), 'BELOW_MINIMUM');
  }
  if (!body?.slotId && (await zoneHasSlots(app.db, zone.id)))
    throw badRequest(DELIVERY_TEXT.slotRequired, 'SLOT_REQUIRED');
  const amount = toPaise(total);

  const provider = paymentProviderOf(app);
  const order = await provider.createOrder({
    amount,
    currency: CURRENCY,
    receipt: `kirana-${user.id}-${Date.now()}`,
    notes: { userId: String(user.id) },
  });
  const hold = await app.db.transaction(async (tx) => {
    // One held place per mailbox and a few per client address (issue 27 §5), the rest as decision 031.
    const who = checkoutHolder(user, clientIp, app.config.RATE_LIMITS);
    const hold = await holdForCheckout(tx, body?.slotId, who, {
      timeZone: app.config.SHOP_TIME_ZONE,
      zoneId: zone.id,
    });
    await recordPaymentOrder(tx, {
      provider: provider.name,
      providerOrderId: order.id,
      userId: user.id,
      amount,
      currency: CURRENCY,
      shipping,
      pincode: shipping?.pincode ?? null,
      zoneId: zone.id,
      zoneName: zone.name,
      itemsTotal,
      // The zone's fee as quoted, before a free-delivery code waived it: placing the order judges the code again.
      deliveryFee: delivery?.fee ?? 0,
      slotRef: hold?.slot ?? null,
      slotHoldId: hold?.holdId ?? null,
    });
    return hold;
  });
  return {
    provider: provider.name,
    orderId: order.id,
    amount,
    currency: CURRENCY,
    keyId: provider.keyId,
    itemsTotal,
    deliveryFee: fee,
    slot: hold
      ? {
          id: hold.slot,
          date: hold.date,
          startTime: hold.startTime,
          endTime: hold.endTime,
          start: hold.start.toISOString(),
          end: hold.end.toISOString(),
        }
      : null,
    slotHeldUntil: hold ? hold.expiresAt.toISOString() : null,
  };
}
