import { describe, expect, it } from 'vitest';
import { formatUnitPrice, parseNetQuantity, unitPrice } from './unit-price';

describe('unitPrice', () => {
  it('gives goods sold by weight a price per kg, whatever the pack', () => {
    expect(unitPrice(65, 500, 'g')).toEqual({ amount: 130, per: 'kg' });
    expect(unitPrice(120, 1, 'kg')).toEqual({ amount: 120, per: 'kg' });
    expect(unitPrice(210, 2, 'kg')).toEqual({ amount: 105, per: 'kg' });
    // A small pack stays per kg (decision 020: one base per product, so its packs compare).
    expect(unitPrice(95, 50, 'g')).toEqual({ amount: 1900, per: 'kg' });
  });

  it('gives goods sold by volume a price per litre', () => {
    expect(unitPrice(34, 500, 'ml')).toEqual({ amount: 68, per: 'l' });
    expect(unitPrice(99, 1.5, 'l')).toEqual({ amount: 66, per: 'l' });
  });

  it('rounds to the paisa', () => {
    expect(unitPrice(100, 3, 'kg')).toEqual({ amount: 33.33, per: 'kg' });
    expect(unitPrice(75, 6, 'piece')).toEqual({ amount: 12.5, per: 'piece' });
    // On half a paisa exactly, up — though 201 / 200 is 1.00499… in binary (the database's numeric said 1.01).
    expect(unitPrice(201, 200, 'piece')).toEqual({ amount: 1.01, per: 'piece' });
    expect(unitPrice(1, 8, 'piece')).toEqual({ amount: 0.13, per: 'piece' });
    expect(unitPrice(107, 40, 'piece')).toEqual({ amount: 2.68, per: 'piece' });
  });

  it('gives none for a single piece or a pack without a net quantity', () => {
    expect(unitPrice(18999, 1, 'piece')).toBeNull();
    expect(unitPrice(100, null, 'kg')).toBeNull();
    expect(unitPrice(100, 500, null)).toBeNull();
    expect(unitPrice(100, 0, 'g')).toBeNull();
    expect(unitPrice(100, Number.NaN, 'g')).toBeNull();
  });

  it('shows a bigger pack of a demo-style price list as cheaper per kg', () => {
    const packs = [unitPrice(70, 500, 'g')!, unitPrice(130, 1, 'kg')!, unitPrice(240, 2, 'kg')!];
    expect(packs.map((p) => p.amount)).toEqual([140, 130, 120]);
  });
});

describe('formatUnitPrice', () => {
  it('writes rupees per base, with paise only when there are any', () => {
    expect(formatUnitPrice({ amount: 130, per: 'kg' })).toBe('Rs 130/kg');
    expect(formatUnitPrice({ amount: 12.5, per: 'piece' })).toBe('Rs 12.50/piece');
    expect(formatUnitPrice({ amount: 1900, per: 'kg' })).toBe('Rs 1,900/kg');
    expect(formatUnitPrice({ amount: 123456.05, per: 'l' })).toBe('Rs 1,23,456.05/l');
  });

  it('groups and rounds as Intl.NumberFormat en-IN does (which it no longer builds on a page)', () => {
    const whole = new Intl.NumberFormat('en-IN');
    const paise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let amount = 0; amount < 20_000_000; amount = Math.round(amount * 1.37 + 7) + 0.01 * (amount % 100)) {
      const paid = Math.round(amount * 100) / 100;
      const expected = Number.isInteger(paid) ? whole.format(paid) : paise.format(paid);
      expect(formatUnitPrice({ amount: paid, per: 'kg' })).toBe(`Rs ${expected}/kg`);
    }
  });
});

describe('parseNetQuantity', () => {
  it('reads the spec-style weight labels', () => {
    expect(parseNetQuantity('500g')).toEqual({ netQuantity: 500, unit: 'g' });
    expect(parseNetQuantity('1 kg')).toEqual({ netQuantity: 1, unit: 'kg' });
    expect(parseNetQuantity('1.5L')).toEqual({ netQuantity: 1.5, unit: 'l' });
    expect(parseNetQuantity('6 pcs')).toEqual({ netQuantity: 6, unit: 'piece' });
    expect(parseNetQuantity('25 bags')).toEqual({ netQuantity: 25, unit: 'piece' });
    expect(parseNetQuantity('8GB')).toBeNull();
    expect(parseNetQuantity('M')).toBeNull();
  });
});
