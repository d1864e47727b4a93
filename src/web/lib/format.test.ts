import { describe, expect, it } from 'vitest';
import { cut, formatPrice } from './format';

describe('formatPrice', () => {
  it('groups digits the Indian way after the Rs label', () => {
    expect(formatPrice(0)).toBe('Rs 0');
    expect(formatPrice(999)).toBe('Rs 999');
    expect(formatPrice(1000)).toBe('Rs 1,000');
    expect(formatPrice(123456)).toBe('Rs 1,23,456');
    expect(formatPrice(12345678)).toBe('Rs 1,23,45,678');
  });

  it('truncates decimals and keeps the sign', () => {
    expect(formatPrice(1999.99)).toBe('Rs 1,999');
    expect(formatPrice(-2500)).toBe('Rs -2,500');
  });
});

describe('cut', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(cut('Apples', 25)).toBe('Apples');
    expect(cut('a'.repeat(25), 25)).toBe('a'.repeat(25));
    expect(cut('Organic Alphonso Mangoes from Ratnagiri', 25)).toBe('Organic Alphonso Mangoes ...');
  });
});
