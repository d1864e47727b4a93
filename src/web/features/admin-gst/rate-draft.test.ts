import { describe, expect, it } from 'vitest';
import { percentOf } from '#src/shared/constants';
import { labelError, rateBpsOf, rateRequest } from './rate-draft';

// The GST rates form checks what the server checks (src/contracts/gst.ts), with the same words.
describe('the add-rate form', () => {
  it('reads a percentage with at most two decimals as basis points', () => {
    expect(rateBpsOf('5')).toBe(500);
    expect(rateBpsOf(' 12.5 % ')).toBe(1250);
    expect(rateBpsOf('0.25')).toBe(25);
    expect(rateBpsOf('0')).toBe(0);
    expect(rateBpsOf('100')).toBe(10_000);
    for (const wrong of ['', '100.01', '101', '5.125', '-5', 'five', '1e2', '.5']) expect(rateBpsOf(wrong)).toBeNull();
    expect(percentOf(1250)).toBe('12.5');
  });

  it('sends the trimmed name and the rate in basis points', () => {
    expect(rateRequest({ rate: '3.75', label: '  Special 3.75 % ' })).toEqual({
      body: { rateBps: 375, label: 'Special 3.75 %' },
    });
  });

  it('names each wrong field in the server’s words', () => {
    expect(rateRequest({ rate: '12.345', label: '   ' })).toEqual({
      errors: {
        rate: 'must be a percentage from 0 to 100 with at most two decimals',
        label: 'is required',
      },
    });
    expect(rateRequest({ rate: '5', label: 'x'.repeat(41) }).errors).toEqual({
      label: 'must be at most 40 characters',
    });
    expect(labelError('x'.repeat(40))).toBeUndefined();
  });
});
