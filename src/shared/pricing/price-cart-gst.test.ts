import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '../delivery-quote';
import { priceCart, toPaise, type PriceAdjustment } from './price-cart';

// GST inside inclusive prices (docs/decisions/053), worked by hand: tax = paid × rate / (100 % + rate), rounded to the
// paisa per line; CGST takes the odd paisa. Karnataka (29) ships to Karnataka or to Tamil Nadu (33).
const city: DeliveryZone = { id: 1, name: 'City', fee: 40, freeFrom: 500, minimumOrder: 100, isDefault: true };
const biscuits = { price: 30, quantity: 2, gstRateBps: 500 }; // ₹60: 6000 × 5/105 = 285.71 → 286
const atta = { price: 250, quantity: 1, gstRateBps: 0 }; // ₹250: nil
const soap = { price: 45, quantity: 3, gstRateBps: 1800 }; // ₹135: 13500 × 18/118 = 2059.32 → 2059
const cola = { price: 40, quantity: 1, gstRateBps: 4000 }; // ₹40: 4000 × 40/140 = 1142.86 → 1143
// The fee ₹40 at 18 %: 4000 × 18/118 = 610.17 → 610.
const withinState = { shopState: '29', placeOfSupply: '29' };
const toTamilNadu = { shopState: '29', placeOfSupply: '33' };

describe('priceCart with GST', () => {
  it('splits each line and the fee into taxable value, CGST and SGST within the state', () => {
    const price = priceCart([biscuits, atta, soap, cola], city, [], withinState);
    expect(price.total).toBe(525);
    expect(price.tax).toBe(0);
    expect(price.gst?.lines).toEqual([
      { amount: 6000, taxable: 5714, cgst: 143, sgst: 143, igst: 0, tax: 286 },
      { amount: 25000, taxable: 25000, cgst: 0, sgst: 0, igst: 0, tax: 0 },
      { amount: 13500, taxable: 11441, cgst: 1030, sgst: 1029, igst: 0, tax: 2059 },
      { amount: 4000, taxable: 2857, cgst: 572, sgst: 571, igst: 0, tax: 1143 },
    ]);
    expect(price.gst?.fee).toEqual({ amount: 4000, taxable: 3390, cgst: 305, sgst: 305, igst: 0, tax: 610 });
    expect(price.gst?.total).toEqual({ amount: 52500, taxable: 48402, cgst: 2050, sgst: 2048, igst: 0, tax: 4098 });
    expect(price.gst?.intraState).toBe(true);
  });

  it('charges IGST instead when the delivery state is another, with the same tax', () => {
    const price = priceCart([biscuits, atta, soap, cola], city, [], toTamilNadu);
    expect(price.gst?.lines.map((line) => [line.taxable, line.igst, line.cgst + line.sgst])).toEqual([
      [5714, 286, 0],
      [25000, 0, 0],
      [11441, 2059, 0],
      [2857, 1143, 0],
    ]);
    expect(price.gst?.total).toEqual({ amount: 52500, taxable: 48402, cgst: 0, sgst: 0, igst: 4098, tax: 4098 });
    expect(price.gst?.intraState).toBe(false);
  });

  it('taxes what each line costs after its share of a discount, and the parts add up to what is paid', () => {
    const fifty: PriceAdjustment = { code: 'FIFTY', discountFor: () => 50 };
    const price = priceCart([biscuits, soap], null, [fifty], withinState);
    // ₹50 over ₹60 and ₹135 by largest remainder: 15.38 → 15, 34.62 → 35.
    expect(price.lineDiscounts).toEqual([15, 35]);
    expect(price.total).toBe(145);
    expect(price.gst?.lines).toEqual([
      { amount: 4500, taxable: 4286, cgst: 107, sgst: 107, igst: 0, tax: 214 }, // 4500 × 5/105 = 214.29
      { amount: 10000, taxable: 8475, cgst: 763, sgst: 762, igst: 0, tax: 1525 }, // 10000 × 18/118 = 1525.42
    ]);
    expect(price.gst?.fee).toBeNull();
    expect(price.gst?.total.amount).toBe(toPaise(price.total));
    expect(price.gst!.total.taxable + price.gst!.total.tax).toBe(toPaise(price.total));
  });

  it('leaves the fee untaxed when delivery is free, and a line without a rate at nil', () => {
    const price = priceCart([{ price: 500, quantity: 1 }], city, [], withinState);
    expect(price.fee).toBe(0);
    expect(price.gst?.fee).toBeNull();
    expect(price.gst?.total).toEqual({ amount: 50000, taxable: 50000, cgst: 0, sgst: 0, igst: 0, tax: 0 });
  });

  it('keeps the total the same as without GST, and answers no split without a place', () => {
    for (const lines of [[biscuits], [soap, cola], [atta, biscuits, soap]]) {
      const plain = priceCart(lines, city);
      const taxed = priceCart(lines, city, [], toTamilNadu);
      expect(taxed.total).toBe(plain.total);
      expect(plain.gst).toBeNull();
      expect(taxed.gst!.total.amount).toBe(toPaise(taxed.total));
    }
  });
});
