import { describe, expect, it } from 'vitest';
import { mrpSaving, mrpSavings, priceWithinMrp, totalSaved } from './savings';

describe('a pack’s saving on its MRP', () => {
  it.each([
    [80, 100, { amount: 20, percent: 20 }],
    [45, 60, { amount: 15, percent: 25 }],
    [1, 3, { amount: 2, percent: 67 }],
    [1999, 2000, { amount: 1, percent: 0 }],
    [100, 100, null],
    [120, 100, null],
    [100, null, null],
    [100, undefined, null],
  ])('price %s, MRP %s → %o', (price, mrp, saving) => {
    expect(mrpSaving(price, mrp)).toEqual(saving);
  });

  it('refuses a price above the MRP, takes one equal to it', () => {
    expect([priceWithinMrp(101, 100), priceWithinMrp(100, 100), priceWithinMrp(99, 100)]).toEqual([false, true, true]);
  });
});

describe('what the shopper saves', () => {
  const lines = [
    { price: 80, mrp: 100, quantity: 3 }, // 60
    { price: 45, mrp: 60, quantity: 1 }, // 15
    { price: 50, mrp: 50, quantity: 4 }, // no saving
    { price: 70, mrp: null, quantity: 2 }, // MRP unknown (an order placed before it was kept)
    { price: 30, quantity: 1 }, // no MRP given
  ];

  it('adds up each line’s MRP saving times its quantity', () => {
    expect(mrpSavings(lines)).toBe(75);
    expect(mrpSavings([])).toBe(0);
  });

  it('adds the discounts of coupons and offers to the MRP savings', () => {
    expect(totalSaved(lines, [{ amount: 25 }, { amount: 10 }])).toBe(110);
    expect(totalSaved([], [{ amount: 25 }])).toBe(25);
  });

  it('treats a missing discounts list as none and never counts a negative discount', () => {
    expect(totalSaved(lines)).toBe(75);
    expect(totalSaved(lines, undefined)).toBe(75);
    expect(totalSaved(lines, null)).toBe(75);
    expect(totalSaved(lines, [{ amount: -5 }])).toBe(75);
  });
});
