import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '../delivery-quote';
import { priceCart } from './price-cart';
import {
  couponAdjustment,
  couponDiscount,
  couponRefusal,
  offerAdjustments,
  type CouponRule,
  type OfferLine,
  type OfferRule,
} from './promotions';
import { cancellationRefund, paidForLine, substitutionRefund, unavailableLineRefund } from './refunds';
import { spreadInProportion } from './spread';

const now = new Date('2026-11-29T10:00:00Z');
const city: DeliveryZone = { id: 1, name: 'City', fee: 40, freeFrom: 500, minimumOrder: 100, isDefault: true };
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'FRESH10',
  kind: 'percent',
  value: 10,
  minimumOrder: 0,
  maximumDiscount: null,
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerShopper: null,
  firstOrderOnly: false,
  freeDelivery: false,
  active: true,
  uses: 0,
  ...over,
});
const fresh = { ordersPlaced: 0, usesOfCoupon: 0 };

describe('coupon rules', () => {
  it.each([
    [{ active: false }, 500, fresh, { reason: 'paused' }],
    [{ validFrom: new Date('2026-12-01') }, 500, fresh, { reason: 'notYetValid' }],
    [{ validTo: new Date('2026-11-28') }, 500, fresh, { reason: 'expired' }],
    [{ maxUses: 5, uses: 5 }, 500, fresh, { reason: 'usedUp' }],
    [{ maxUsesPerShopper: 1 }, 500, { ordersPlaced: 1, usesOfCoupon: 1 }, { reason: 'usedByYou' }],
    [{ firstOrderOnly: true }, 500, { ordersPlaced: 1, usesOfCoupon: 0 }, { reason: 'firstOrderOnly' }],
    [{ minimumOrder: 499 }, 350, fresh, { reason: 'minimumOrder', missing: 149 }],
    [{ minimumOrder: 499, maxUses: 5, uses: 4 }, 499, fresh, null],
  ] as const)('%o on ₹%i for %o → %o', (over, itemsTotal, history, refusal) => {
    expect(couponRefusal(coupon(over), itemsTotal, history, now)).toEqual(refusal);
  });

  it.each([
    [{ kind: 'percent', value: 10, maximumDiscount: null }, 499, 49],
    [{ kind: 'percent', value: 50, maximumDiscount: 100 }, 499, 100],
    [{ kind: 'flat', value: 75, maximumDiscount: null }, 499, 75],
    [{ kind: 'flat', value: 75, maximumDiscount: null }, 60, 60],
  ] as const)('%o takes ₹%i down by ₹%i', (rule, itemsTotal, off) => {
    expect(couponDiscount(rule, itemsTotal)).toBe(off);
  });

  it('a free-delivery coupon waives the fee and keeps the zone minimum', () => {
    const price = priceCart([{ price: 45, quantity: 2 }], city, [
      couponAdjustment(coupon({ kind: 'flat', value: 0, freeDelivery: true })),
    ]);
    expect(price).toMatchObject({ fee: 0, deliveryWaived: true, total: 90, discounts: [] });
    expect(price.delivery?.belowMinimum).toBe(true);
  });
});

describe('offers', () => {
  const dairy: OfferRule = {
    id: 3,
    name: '10% off Dairy',
    kind: 'percent',
    value: 10,
    target: 'category',
    targetId: 7,
    validFrom: null,
    validTo: new Date('2026-12-06'),
    active: true,
  };
  const milk: OfferLine = { productId: 1, variantId: 11, categoryIds: [7, 70], price: 68, quantity: 3 };
  const rice: OfferLine = { productId: 2, variantId: 21, categoryIds: [8], price: 130, quantity: 1 };

  it('takes its share off the lines it covers only, within its period', () => {
    const price = priceCart([milk, rice], null, offerAdjustments([dairy], now));
    expect(price.discounts).toEqual([
      { code: 'offer-3', label: '10% off Dairy', kind: 'offer', amount: 20, offerId: 3 },
    ]);
    expect(price.lineDiscounts).toEqual([20, 0]);
    expect(price.total).toBe(204 + 130 - 20);
    expect(offerAdjustments([dairy], new Date('2026-12-07'))).toEqual([]);
    expect(offerAdjustments([{ ...dairy, active: false }], now)).toEqual([]);
  });

  it('on a pack or product, flat rupees off each unit', () => {
    const flat: OfferRule = { ...dairy, kind: 'flat', value: 5, target: 'variant', targetId: 11 };
    const product: OfferRule = {
      ...dairy,
      id: 4,
      name: 'Rice deal',
      kind: 'flat',
      value: 200,
      target: 'product',
      targetId: 2,
    };
    const price = priceCart([milk, rice], null, offerAdjustments([flat, product], now));
    expect(price.lineDiscounts).toEqual([15, 130]);
    expect(price.discountTotal).toBe(145);
  });

  it('a coupon after an offer is spread over what is left of each line', () => {
    const price = priceCart([milk, rice], null, [
      ...offerAdjustments([dairy], now),
      couponAdjustment(coupon({ kind: 'flat', value: 50 })),
    ]);
    expect(price.discountTotal).toBe(70);
    expect(price.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(70);
    expect(price.total).toBe(334 - 70);
  });
});

describe('spreading a discount over lines (largest remainder)', () => {
  it.each([
    [[100, 100, 100], 100, [34, 33, 33]],
    [[130, 199], 32, [13, 19]],
    [[1, 1, 1, 1], 3, [1, 1, 1, 0]],
    [[500], 75, [75]],
    [[0, 300], 30, [0, 30]],
    [[50, 50], 0, [0, 0]],
  ] as const)('%o sharing ₹%i → %o', (weights, amount, shares) => {
    expect(spreadInProportion(weights, amount)).toEqual(shares);
  });

  it('always adds up exactly and never gives a line more than it cost', () => {
    for (let seed = 1; seed < 400; seed++) {
      const weights = Array.from({ length: (seed % 7) + 1 }, (_, i) => ((seed * (i + 3) * 7919) % 997) + 1);
      const sum = weights.reduce((a, b) => a + b, 0);
      const amount = (seed * 31) % (sum + 1);
      const shares = spreadInProportion(weights, amount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i]!));
    }
  });
});

describe('refunds of discounted lines', () => {
  it('refunding every line gives back exactly what was paid for the items', () => {
    const lines = [
      { price: 65, quantity: 2 },
      { price: 199, quantity: 1 },
      { price: 33, quantity: 3 },
    ];
    const price = priceCart(lines, city, [couponAdjustment(coupon({ kind: 'percent', value: 15 }))]);
    const stored = price.items.map((item, i) => ({ ...item, discount: price.lineDiscounts[i]! }));
    const refunded = stored.reduce((sum, line) => sum + unavailableLineRefund(line), 0);
    expect(price.discountTotal).toBe(64);
    expect(refunded).toBe(price.itemsTotal - price.discountTotal);
    expect(refunded).toBe(price.total - price.fee);
    // Cancelling after every line was refunded gives back the delivery fee only.
    expect(cancellationRefund(price.total, refunded)).toBe(price.fee);
  });

  it('a line refund is what was paid for it; a substitution scaled the same way', () => {
    expect(paidForLine({ subTotal: 200, discount: 20 })).toBe(180);
    expect(unavailableLineRefund({ subTotal: 200, discount: 20 })).toBe(180);
    // ₹20 cheaper on each of 2 units, 10% of the line was discounted: ₹36 of the ₹40 difference was paid.
    expect(substitutionRefund({ price: 100, quantity: 2, subTotal: 200, discount: 20 }, 80)).toBe(36);
    expect(substitutionRefund({ price: 100, quantity: 2, subTotal: 200, discount: 0 }, 80)).toBe(40);
  });
});
