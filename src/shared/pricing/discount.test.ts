import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('a pack’s discount (whole percent off the old price)', () => {
  it.each([
    [80, 100, 20],
    [99, 100, 1],
    [100, 100, 0],
    [120, 100, 0],
    [45, 60, 25],
    [2, 3, 33],
    [1, 3, 67],
    [199, 200, 1],
    [1999, 2000, 0],
  ])('price %i, old price %i → %i %%', (price, oldPrice, percent) => {
    expect(discountPercent(price, oldPrice)).toBe(percent);
  });
});
