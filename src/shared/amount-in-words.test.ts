import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

describe('amountInWords (Indian numbering)', () => {
  it.each([
    [125050, 'Rupees One Thousand Two Hundred and Fifty and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [10000, 'Rupees One Hundred Only'],
    [10500, 'Rupees One Hundred and Five Only'],
    [105000, 'Rupees One Thousand and Fifty Only'],
    [2_100_000, 'Rupees Twenty One Thousand Only'],
    [
      12_345_678_99,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred and Seventy Eight and Ninety Nine Paise Only',
    ],
    [1_50_00_00_000_00, 'Rupees One Hundred and Fifty Crore Only'],
    [1_00_000_01, 'Rupees One Lakh and One Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('writes 11–19 as one word and tens with their unit', () => {
    expect(numberInWords(13)).toBe('Thirteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(99)).toBe('Ninety Nine');
    expect(numberInWords(1_10_00_000)).toBe('One Crore Ten Lakh');
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
