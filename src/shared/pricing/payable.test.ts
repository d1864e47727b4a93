import { describe, expect, it } from 'vitest';
import { payable } from './payable';

// The GST inside what the shopper pays: the server's figure for the items plus the fee's at 18 % (decision 053).
describe('payable', () => {
  const summary = { totalAfterDiscounts: 373, freeDelivery: false, includedGst: 1260 };

  it('adds the fee and the GST inside it: Rs 40 at 18 % is 4000 × 18/118 = 610.17 → 610 paise', () => {
    expect(payable(summary, 40)).toEqual({ fee: 40, total: 413, includedGst: 1870 });
  });

  it('has only the items’ GST when delivery is free or waived', () => {
    expect(payable(summary, 0)).toEqual({ fee: 0, total: 373, includedGst: 1260 });
    expect(payable({ ...summary, freeDelivery: true }, 40)).toEqual({ fee: 0, total: 373, includedGst: 1260 });
  });
});
