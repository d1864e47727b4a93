import type { PriceAdjustment, PriceableLine, PricedItem } from './price-cart';

/**
 * Coupons and offers as `priceCart` adjustments (issue 29 §2, docs/decisions/048): pure rules over plain values, so
 * the cart answer, starting the payment and placing the order all judge a code and an offer the same way. The rows
 * and the shopper's history come from the promotions module; amounts are whole rupees.
 */

export type PromotionKind = 'percent' | 'flat';

/** What a coupon rule reads of the grocer's coupon row. */
export type CouponRule = {
  code: string;
  kind: PromotionKind;
  value: number;
  minimumOrder: number;
  maximumDiscount: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  firstOrderOnly: boolean;
  freeDelivery: boolean;
  active: boolean;
  uses: number;
};

/** What the rules read of the shopper: orders placed, and orders placed with this coupon. */
export type ShopperHistory = { ordersPlaced: number; usesOfCoupon: number };

/** Why a code gives nothing, in the order the shopper should hear it. */
export type CouponRefusal =
  | { reason: 'paused' | 'notYetValid' | 'expired' | 'usedUp' | 'usedByYou' | 'firstOrderOnly' }
  | { reason: 'minimumOrder'; missing: number };

/** Null when `coupon` applies to a cart of `itemsTotal` for a shopper with `history` at `now`. */
export function couponRefusal(
  coupon: CouponRule,
  itemsTotal: number,
  history: ShopperHistory,
  now: Date,
): CouponRefusal | null {
  if (!coupon.active) return { reason: 'paused' };
  if (coupon.validFrom && now < coupon.validFrom) return { reason: 'notYetValid' };
  if (coupon.validTo && now > coupon.validTo) return { reason: 'expired' };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return { reason: 'usedUp' };
  if (coupon.maxUsesPerShopper !== null && history.usesOfCoupon >= coupon.maxUsesPerShopper)
    return { reason: 'usedByYou' };
  if (coupon.firstOrderOnly && history.ordersPlaced > 0) return { reason: 'firstOrderOnly' };
  if (itemsTotal < coupon.minimumOrder) return { reason: 'minimumOrder', missing: coupon.minimumOrder - itemsTotal };
  return null;
}

/** What a coupon takes off an items total: a whole percent (rounded down, capped) or a flat amount. */
export function couponDiscount(coupon: Pick<CouponRule, 'kind' | 'value' | 'maximumDiscount'>, itemsTotal: number) {
  const raw = coupon.kind === 'percent' ? Math.floor((itemsTotal * coupon.value) / 100) : coupon.value;
  const capped = coupon.maximumDiscount === null ? raw : Math.min(raw, coupon.maximumDiscount);
  return Math.max(0, Math.min(capped, itemsTotal));
}

/** A coupon that applies (see `couponRefusal`) as the adjustment `priceCart` takes off the items. */
export function couponAdjustment(coupon: CouponRule): PriceAdjustment {
  return {
    code: coupon.code,
    label: coupon.code,
    kind: 'coupon',
    waivesDelivery: coupon.freeDelivery,
    discountFor: (_items, itemsTotal) => couponDiscount(coupon, itemsTotal),
  };
}

/** What an automatic offer reads of the grocer's offer row. */
export type OfferRule = {
  id: number;
  name: string;
  kind: PromotionKind;
  value: number;
  target: 'category' | 'product' | 'variant';
  targetId: number;
  validFrom: Date | null;
  validTo: Date | null;
  active: boolean;
};

/** What an offer reads of a line: its product, pack and the product's categories (category and sub-category). */
export type OfferLine = PriceableLine & { productId: number; variantId: number; categoryIds: readonly number[] };

/** The offer is on and within its period at `now`. */
export const offerRunning = (offer: OfferRule, now: Date) =>
  offer.active && !(offer.validFrom && now < offer.validFrom) && !(offer.validTo && now > offer.validTo);

/** The offer covers the line: its category (or sub-category), product or pack. */
export function offerCovers(offer: Pick<OfferRule, 'target' | 'targetId'>, line: OfferLine) {
  if (offer.target === 'variant') return line.variantId === offer.targetId;
  if (offer.target === 'product') return line.productId === offer.targetId;
  return line.categoryIds.includes(offer.targetId);
}

/** What an offer takes off one line: a whole percent of its subtotal (rounded down) or rupees off each unit. */
export function offerLineDiscount(offer: Pick<OfferRule, 'kind' | 'value'>, line: PriceableLine) {
  const subTotal = line.price * line.quantity;
  const raw =
    offer.kind === 'percent'
      ? Math.floor((subTotal * Math.min(offer.value, 100)) / 100)
      : Math.min(offer.value, line.price) * line.quantity;
  return Math.max(0, Math.min(raw, subTotal));
}

/** The running offers as adjustments, each taking its share off the lines it covers (and only those). */
export function offerAdjustments(offers: readonly OfferRule[], now: Date): PriceAdjustment<OfferLine>[] {
  return offers
    .filter((offer) => offerRunning(offer, now))
    .map((offer) => {
      const perLine = (items: readonly PricedItem<OfferLine>[]) =>
        items.map((item) => (offerCovers(offer, item) ? offerLineDiscount(offer, item) : 0));
      return {
        code: `offer-${offer.id}`,
        label: offer.name,
        kind: 'offer',
        offerId: offer.id,
        perLine,
        discountFor: (items) => perLine(items).reduce((sum, amount) => sum + amount, 0),
      };
    });
}
