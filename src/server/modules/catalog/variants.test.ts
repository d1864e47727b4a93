import { describe, expect, it } from 'vitest';
import { ZProduct, ZProductDetail } from '#src/contracts/catalog';
import { createCategory, createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';

/** Decision 020: packs with their own prices and stock, unit prices, facts; the spec's fields are the default's. */
const t = testAppForFile({ template: 'empty' });
const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

const shop = beforeAllValue(async () => {
  const catId = (await createCategory(t.db, { name: 'Staples' })).id;
  const rice = await createProduct(
    t.db,
    {
      name: 'Sona Masoori Rice',
      catId,
      weights: ['1kg', '5kg', '10kg'],
      facts: { kind: 'food', diet: 'veg', ingredients: 'Sona masoori rice', countryOfOrigin: 'India' },
    },
    [
      // The cheapest pack is sold out: the default is the cheapest one in stock.
      { label: '1 kg', weight: '1kg', price: 89, oldPrice: 99, countInStock: 0, netQuantity: 1, unit: 'kg' },
      { label: '5 kg', weight: '5kg', price: 399, oldPrice: 450, countInStock: 12, netQuantity: 5, unit: 'kg' },
      { label: '10 kg', weight: '10kg', price: 749, oldPrice: 749, countInStock: 4, netQuantity: 10, unit: 'kg' },
    ],
  );
  const dal = await createProduct(t.db, { name: 'Toor Dal', catId, weights: ['500g'] }, [
    { label: '500 g', weight: '500g', price: 85, oldPrice: 85, countInStock: 9, netQuantity: 500, unit: 'g' },
  ]);
  const kettle = await createProduct(t.db, { name: 'Steel Kettle', catId, price: 1499, oldPrice: 1499 });
  return { catId, rice, dal, kettle };
});

describe('product variants', () => {
  it('answers every variant with its own price, stock and unit price, and the facts', async () => {
    const { rice } = shop;
    const body = ZProductDetail.parse(await get(`/api/products/${rice.id}`));
    expect(body.variants.map((v) => [v.label, v.price, v.oldPrice, v.discount, v.countInStock, v.unitPrice])).toEqual([
      ['1 kg', 89, 99, 10, 0, { amount: 89, per: 'kg' }],
      ['5 kg', 399, 450, 11, 12, { amount: 79.8, per: 'kg' }],
      ['10 kg', 749, 749, 0, 4, { amount: 74.9, per: 'kg' }],
    ]);
    expect(body.variants.map((v) => v.weight)).toEqual(['1kg', '5kg', '10kg']);
    expect(new Set(body.variants.map((v) => v.sku)).size).toBe(3);
    expect(body.facts).toEqual({
      kind: 'food',
      diet: 'veg',
      ingredients: 'Sona masoori rice',
      countryOfOrigin: 'India',
    });
  });

  it("keeps the spec's fields as the default variant's: the cheapest in stock", async () => {
    const { rice } = shop;
    const body = await get(`/api/products/${rice.id}`);
    expect(body).toMatchObject({
      price: 399,
      oldPrice: 450,
      discount: 11,
      countInStock: 12,
      productWeight: ['1kg', '5kg', '10kg'],
      size: [],
      productRam: [],
      unitPrice: { amount: 79.8, per: 'kg' },
      variantCount: 3,
    });
  });

  it('lists products with their unit price and variant count, and sorts by unit price (none last)', async () => {
    const { catId } = shop;
    const listing = await get(`/api/products/catId?catId=${catId}&sort=unit-price`);
    const products = listing.products.map((p: unknown) => ZProduct.parse(p));
    expect(products.map((p: { name: string }) => p.name)).toEqual(['Sona Masoori Rice', 'Toor Dal', 'Steel Kettle']);
    expect(products.map((p: { unitPrice?: unknown; variantCount: number }) => [p.unitPrice, p.variantCount])).toEqual([
      [{ amount: 79.8, per: 'kg' }, 3],
      [{ amount: 170, per: 'kg' }, 1],
      [undefined, 1],
    ]);
    // Listings never carry the variants or facts themselves.
    expect(listing.products[0]).not.toHaveProperty('variants');
    expect(listing.products[0]).not.toHaveProperty('facts');
  });

  it('refuses an unknown sort', async () => {
    const { catId } = shop;
    const response = await t.app.inject({ method: 'GET', url: `/api/products/catId?catId=${catId}&sort=cheapest` });
    expect(response.statusCode).toBe(400);
  });
});
