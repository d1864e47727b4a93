import { describe, expect, it } from 'vitest';
import { isIntraState, lineGst, lineGstOfRupees } from './gst';

describe('lineGst (inclusive prices, hand-worked)', () => {
  it('takes 5 % out of Rs 105 within the state: 100 taxable, 2.50 + 2.50', () => {
    expect(lineGstOfRupees(105, 500, true)).toEqual({
      amount: 10_500,
      taxable: 10_000,
      cgst: 250,
      sgst: 250,
      igst: 0,
      tax: 500,
    });
  });
  it('takes 18 % out of Rs 100 to another state: 84.75 taxable, 15.25 IGST', () => {
    // 10000 × 1800 / 11800 = 1525.42… → 1525 paise
    expect(lineGstOfRupees(100, 1800, false)).toEqual({
      amount: 10_000,
      taxable: 8_475,
      cgst: 0,
      sgst: 0,
      igst: 1_525,
      tax: 1_525,
    });
  });
  it('gives the odd paisa to CGST: Rs 100 at 18 % within the state is 84.75 taxable, 7.63 + 7.62', () => {
    // 10000 × 1800 / 11800 = 1525.42… → 1525 paise; half is 762.5: CGST 763, SGST 762; taxable 10000 − 1525.
    expect(lineGst(10_000, 1800, true)).toEqual({
      amount: 10_000,
      taxable: 8_475,
      cgst: 763,
      sgst: 762,
      igst: 0,
      tax: 1_525,
    });
  });
  it('rounds the tax to the nearest paisa, half up: 42 paise at 12 % hold 4.5 paise of tax → 5', () => {
    // 42 × 1200 / 11200 = 4.5 → 5 paise (CGST 3, SGST 2), taxable 37.
    expect(lineGst(42, 1200, true)).toEqual({ amount: 42, taxable: 37, cgst: 3, sgst: 2, igst: 0, tax: 5 });
    // Rs 99 at 12 % to another state: 9900 × 1200 / 11200 = 1060.71… → 1061 paise, taxable 8839.
    expect(lineGstOfRupees(99, 1200, false)).toEqual({
      amount: 9_900,
      taxable: 8_839,
      cgst: 0,
      sgst: 0,
      igst: 1_061,
      tax: 1_061,
    });
  });
  it('charges nothing at the nil rate', () => {
    expect(lineGstOfRupees(48, 0, true)).toMatchObject({ taxable: 4_800, tax: 0 });
  });
  it('refuses a fractional amount', () => {
    expect(() => lineGst(10.5, 500, true)).toThrow(RangeError);
  });
  it('judges the supply by state codes', () => {
    expect(isIntraState('27', '27')).toBe(true);
    expect(isIntraState('27', '29')).toBe(false);
    expect(isIntraState('', '29')).toBe(true);
  });
});
