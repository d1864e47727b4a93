import { describe, expect, it } from 'vitest';
import { HSN_CODE_PATTERN } from '#src/shared/constants';
import { buildDemoCatalogue } from '../demo-rows';

// The demo catalogue's GST (issue 30 §2): every product has an HSN code and one of the seeded slabs, and the slabs
// fall where an Indian grocer's would — written out by product name, not read from the table under test.
const products = buildDemoCatalogue().products;
const gstOf = (name: string) => {
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no demo product ${name}`);
  return [product.hsnCode, product.gstRateBps];
};

describe('the demo catalogue’s HSN codes and GST rates', () => {
  it('gives every product an HSN code of 4, 6 or 8 digits and one of the seeded rates', () => {
    for (const product of products) {
      expect(product.hsnCode, product.name).toMatch(HSN_CODE_PATTERN);
      expect([0, 500, 1800, 4000], product.name).toContain(product.gstRateBps);
    }
  });

  it.each([
    ['Himalayan Pink Salt', '25010020', 0],
    ['Fresh Malai Paneer', '04069000', 0],
    ['Pure Cow Ghee', '04059020', 500],
    ['Milk Chocolate Bar', '18063200', 500],
    ['Mineral Water', '22011010', 500],
    ['Classic Cola', '22021010', 4000],
    ['Sparkling Lemon Soda', '22021010', 4000],
  ] as const)('%s: HSN %s at %i basis points', (name, hsn, rate) => {
    expect(gstOf(name)).toEqual([hsn, rate]);
  });

  it('keeps staples and fresh produce nil, packaged food at 5 %, soaps, toothpaste and detergents at 18 %', () => {
    const rateOn = (sub: string) => new Set(products.filter((p) => p.subSlug === sub).map((p) => p.gstRateBps));
    for (const sub of ['rice-grains', 'atta-flours', 'dals-pulses', 'fresh-vegetables', 'fresh-fruits', 'milk'])
      expect(rateOn(sub), sub).toEqual(new Set([0]));
    for (const sub of ['cookies-rusks', 'chocolates-sweets', 'chips-namkeen'])
      expect(rateOn(sub), sub).toEqual(new Set([500]));
    for (const sub of ['bath-body', 'oral-care', 'laundry']) expect(rateOn(sub), sub).toEqual(new Set([1800]));
  });
});
