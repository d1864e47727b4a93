import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TVariant } from '#src/contracts/catalog';
import { useVariantChoice, variantLists } from './variants';

const pack = (id: number, weight: string, countInStock: number, unit: TVariant['unit']): TVariant => ({
  id,
  sku: `SKU-${id}`,
  label: weight,
  weight,
  price: 100 + id,
  oldPrice: 120 + id,
  discount: 0,
  countInStock,
  ...(unit ? { unit } : {}),
});
const product = (variants: TVariant[]) => ({
  size: [],
  productRam: [],
  productWeight: variants.map((variant) => variant.weight!),
  variants,
});

describe('the product page’s packs (issue 32 §4)', () => {
  it('packs counted in pieces are a “Pack”; by weight, a “Weight”', () => {
    expect(variantLists(product([pack(1, '2 pcs', 5, 'piece'), pack(2, '6 pcs', 5, 'piece')]))[0]!.label).toBe('Pack');
    expect(variantLists(product([pack(1, '500 g', 5, 'g'), pack(2, '1 kg', 5, 'kg')]))[0]!.label).toBe('Weight');
    expect(variantLists(product([pack(1, '6 pcs', 5, 'piece'), pack(2, '1 kg', 5, 'kg')]))[0]!.label).toBe('Weight');
  });

  it('a sold-out pack may be chosen (to be told when it is back); its stock is what the page shows', () => {
    const { result } = renderHook(() =>
      useVariantChoice(product([pack(1, '850 g', 0, 'g'), pack(2, '450 g', 9, 'g')])),
    );
    expect(result.current.soldOut('weight', '850 g')).toBe(true);
    act(() => result.current.choose('weight', '850 g'));
    expect(result.current.variant).toMatchObject({ id: 1, countInStock: 0 });
    // An option no pack has cannot be chosen.
    act(() => result.current.choose('weight', '2 kg'));
    expect(result.current.variant).toMatchObject({ id: 1 });
  });

  it('the only pack in stock is chosen at once; with two in stock nothing is', () => {
    const one = renderHook(() => useVariantChoice(product([pack(1, '850 g', 0, 'g'), pack(2, '450 g', 9, 'g')])));
    expect(one.result.current.variant).toMatchObject({ id: 2 });
    expect(one.result.current.complete).toBe(true);
    const two = renderHook(() => useVariantChoice(product([pack(1, '850 g', 4, 'g'), pack(2, '450 g', 9, 'g')])));
    expect(two.result.current.choice).toBeNull();
    expect(two.result.current.variant).toBeNull();
  });

  it('each chip of a one-list product names its pack’s price', () => {
    const { result } = renderHook(() =>
      useVariantChoice(product([pack(1, '850 g', 4, 'g'), pack(2, '450 g', 9, 'g')])),
    );
    expect(result.current.priceOf('weight', '850 g')).toBe(101);
    expect(result.current.priceOf('weight', '450 g')).toBe(102);
  });
});
