import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '../delivery-quote';
import { fromPaise, priceCart, toPaise, type PriceAdjustment } from './price-cart';
import { cancellationRefund, substitutionRefund, unavailableLineRefund } from './refunds';

/** A zone with a ₹40 fee, free from ₹500, minimum ₹100; and one that never charges. */
const city: DeliveryZone = { id: 1, name: 'City', fee: 40, freeFrom: 500, minimumOrder: 100, isDefault: true };
const free: DeliveryZone = { id: 2, name: 'Free', fee: 0, freeFrom: null, minimumOrder: 0, isDefault: false };
const never: DeliveryZone = { id: 3, name: 'Far', fee: 90, freeFrom: null, minimumOrder: 0, isDefault: false };

const rice = { price: 65, quantity: 2 };
const oil = { price: 199, quantity: 1 };
const tv = { price: 18999, quantity: 1 };

// Written by hand: lines, zone → items total, fee, below the minimum, total in rupees and the paise the provider gets.
const TABLE = [
  { lines: [rice], zone: city, subTotals: [130], itemsTotal: 130, fee: 40, belowMinimum: false, total: 170 },
  { lines: [rice, oil], zone: city, subTotals: [130, 199], itemsTotal: 329, fee: 40, belowMinimum: false, total: 369 },
  {
    lines: [{ price: 45, quantity: 2 }],
    zone: city,
    subTotals: [90],
    itemsTotal: 90,
    fee: 40,
    belowMinimum: true,
    total: 130,
  },
  {
    lines: [{ price: 250, quantity: 2 }],
    zone: city,
    subTotals: [500],
    itemsTotal: 500,
    fee: 0,
    belowMinimum: false,
    total: 500,
  },
  {
    lines: [{ price: 499, quantity: 1 }],
    zone: city,
    subTotals: [499],
    itemsTotal: 499,
    fee: 40,
    belowMinimum: false,
    total: 539,
  },
  {
    lines: [tv, rice],
    zone: city,
    subTotals: [18999, 130],
    itemsTotal: 19129,
    fee: 0,
    belowMinimum: false,
    total: 19129,
  },
  { lines: [rice], zone: free, subTotals: [130], itemsTotal: 130, fee: 0, belowMinimum: false, total: 130 },
  { lines: [tv], zone: never, subTotals: [18999], itemsTotal: 18999, fee: 90, belowMinimum: false, total: 19089 },
  { lines: [rice, oil], zone: null, subTotals: [130, 199], itemsTotal: 329, fee: 0, belowMinimum: false, total: 329 },
  { lines: [], zone: city, subTotals: [], itemsTotal: 0, fee: 40, belowMinimum: true, total: 40 },
] as const;

const PAISE = [
  [170, 17000],
  [369, 36900],
  [19089, 1908900],
  [1, 100],
] as const;

describe('priceCart', () => {
  it.each(TABLE)('prices $lines.length line(s) in $zone.name', (row) => {
    const price = priceCart(row.lines, row.zone);
    expect(price.items.map((item) => item.subTotal)).toEqual(row.subTotals);
    expect(price.itemsTotal).toBe(row.itemsTotal);
    expect(price.fee).toBe(row.fee);
    expect(price.delivery?.belowMinimum ?? false).toBe(row.belowMinimum);
    expect(price.discounts).toEqual([]);
    expect(price.tax).toBe(0);
    expect(price.total).toBe(row.total);
  });

  it('keeps each line as given beside its subtotal', () => {
    const line = { id: 7, productTitle: 'Rice', price: 65, quantity: 3 };
    expect(priceCart([line], null).items).toEqual([
      { id: 7, productTitle: 'Rice', price: 65, quantity: 3, subTotal: 195 },
    ]);
  });

  it.each(PAISE)('pays ₹%i as %i paise, and back', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
    expect(fromPaise(paise)).toBe(rupees);
  });

  it('takes adjustments off the items in order, never below nothing, and judges the fee before them', () => {
    const fifty: PriceAdjustment = { code: 'FIFTY', discountFor: () => 50 };
    const tenPercent: PriceAdjustment = { code: 'TEN', discountFor: (_items, itemsTotal) => itemsTotal / 10 };
    const everything: PriceAdjustment = { code: 'ALL', discountFor: () => 10_000 };
    const nothing: PriceAdjustment = { code: 'NONE', discountFor: () => -5 };

    const lines = [{ price: 250, quantity: 2 }];
    expect(priceCart(lines, city, [fifty, tenPercent])).toMatchObject({
      itemsTotal: 500,
      discounts: [
        { code: 'FIFTY', amount: 50 },
        { code: 'TEN', amount: 50 },
      ],
      fee: 0,
      total: 400,
    });
    expect(priceCart([rice], city, [everything, fifty, nothing])).toMatchObject({
      discounts: [{ code: 'ALL', amount: 130 }],
      fee: 40,
      total: 40,
    });
  });
});

describe('refunds', () => {
  it('gives an unavailable line its subtotal back', () => {
    expect(unavailableLineRefund({ subTotal: 130 })).toBe(130);
  });

  it.each([
    [{ price: 65, quantity: 2 }, 60, 10],
    [{ price: 199, quantity: 3 }, 149, 150],
    [{ price: 65, quantity: 2 }, 65, 0],
  ] as const)('gives %o substituted at ₹%i back ₹%i', (line, substitutePrice, refund) => {
    expect(substitutionRefund(line, substitutePrice)).toBe(refund);
  });

  it.each([
    [170, 0, 170],
    [369, 130, 239],
    [369, 369, 0],
  ] as const)('cancels an order of ₹%i with ₹%i refunded per line by refunding ₹%i', (amount, lines, refund) => {
    expect(cancellationRefund(amount, lines)).toBe(refund);
  });
});
