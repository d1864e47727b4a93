import { describe, expect, it } from 'vitest';
import { formatNetQuantity } from './declarations';

describe('formatNetQuantity', () => {
  it('writes up to three decimals, none trailing, in Indian grouping — as en-IN toLocaleString did', () => {
    expect(formatNetQuantity(500, 'g')).toBe('500 g');
    expect(formatNetQuantity(1.5, 'l')).toBe('1.5 l');
    expect(formatNetQuantity(1, 'piece')).toBe('1 piece');
    expect(formatNetQuantity(6, 'piece')).toBe('6 pieces');
    expect(formatNetQuantity(0.125, 'kg')).toBe('0.125 kg');
    expect(formatNetQuantity(250000, 'ml')).toBe('2,50,000 ml');
    for (const quantity of [0.1, 0.25, 2.05, 10, 999.999, 1000, 12345.678, 1.0004])
      expect(formatNetQuantity(quantity, 'g')).toBe(
        `${quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 })} g`,
      );
  });
});
