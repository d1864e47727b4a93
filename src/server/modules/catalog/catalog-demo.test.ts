import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZBanner, ZCategoryData, ZCategoryList, ZProduct, ZProductListing, ZSuggestion } from '#src/contracts/catalog';
import { ZReview } from '#src/contracts/reviews';
import { createTestApp, type TestApp } from '#src/test/test-app';

let t: TestApp;
const get = async <T>(url: string, schema: z.ZodType<T>): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return schema.parse(response.json());
};
const names = (list: { name: string }[]) => list.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp({ template: 'demo' });
});
afterAll(async () => t?.close());

describe('the demo catalogue through the API', () => {
  it('answers the home page calls in the shapes of decisions §3', async () => {
    const { categoryList } = await get('/api/category', ZCategoryList);
    expect(categoryList.length).toBeGreaterThanOrEqual(8);
    for (const category of categoryList) {
      expect(category._id).toBe(category.id);
      expect(category.children.length).toBeGreaterThan(0);
      const { categoryData } = await get(`/api/category/${category.id}`, ZCategoryData);
      expect(categoryData[0]).toEqual(category);
    }
    const first = categoryList[0]!;
    const listing = await get(`/api/products/catId?catId=${first.id}&location=All`, ZProductListing);
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.products.every((p) => p.catId === first.id && p._id === p.id)).toBe(true);
    expect(listing.total).toBeGreaterThanOrEqual(listing.products.length);
    const featured = await get('/api/products/featured?location=India', z.array(ZProduct));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.isFeatured)).toBe(true);
    for (const path of ['/api/homeBanner', '/api/banners', '/api/homeSideBanners']) {
      const banners = await get(path, z.array(ZBanner));
      expect(banners.length, path).toBeGreaterThan(0);
      const ids = new Set(categoryList.flatMap((c) => [c.id, ...c.children.map((s) => s.id)]));
      expect(
        banners.every((b) => ids.has(b.catId) && (b.subCatId === null || ids.has(b.subCatId))),
        path,
      ).toBe(true);
    }
  });

  it('answers a product page: the product, its related products and its reviews oldest first', async () => {
    const sub = (await get('/api/category', ZCategoryList)).categoryList[0]!.children[0]!;
    const { products } = await get(`/api/products/subCatId?subCatId=${sub.id}&sort=rating`, ZProductListing);
    const product = await get(`/api/products/${products[0]!.id}`, ZProduct);
    expect(product).toEqual(products[0]);
    const related = await get(`/api/products/${product.id}/related`, z.array(ZProduct));
    expect(related.every((p) => p.subCatId === sub.id && p.id !== product.id)).toBe(true);
    expect(related.length).toBe(Math.min(12, products.length - 1));
    const reviews = await get(`/api/productReviews?productId=${product.id}`, z.array(ZReview));
    expect(reviews.length).toBe(product.reviewCount);
    const dates = reviews.map((r) => r.dateCreated);
    expect(dates).toEqual([...dates].sort());
  });

  it('finds demo products by name, by typo and by suggestion', async () => {
    const chocolate = await get('/api/search?q=chocolte', z.array(ZProduct));
    expect(chocolate.length).toBeGreaterThan(0);
    expect(chocolate[0]!.name).toMatch(/chocolate/i);
    expect(names(await get('/api/search?q=bananna', z.array(ZProduct)))).toContain('Robusta Banana');
    expect(names(await get('/api/search?q=moblie', z.array(ZProduct)))).toContain('Galaxy Mobile Phone X5');
    const suggestions = await get('/api/search/suggest?q=choc', z.array(ZSuggestion));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.some((s) => /chocolate/i.test(s.name))).toBe(true);
  });

  it('shows a Hindi shopper the demo’s Hindi names, and finds the tomato by its Hindi name (issue 33)', async () => {
    const inHindi = async (url: string) => (await t.app.inject({ method: 'GET', url, cookies: { lang: 'hi' } })).json();
    const found = await inHindi(`/api/search/results?q=${encodeURIComponent('टमाटर')}`);
    expect(names(found.products)).toContain('टमाटर (हाइब्रिड)');
    const tomato = found.products.find((p: { name: string }) => p.name === 'टमाटर (हाइब्रिड)');
    expect(tomato).toMatchObject({ catName: 'फल और सब्ज़ियाँ', subCatName: 'ताज़ी सब्ज़ियाँ' });
    // English stays exactly as it was.
    expect((await get(`/api/products/${tomato.id}`, ZProduct)).name).toBe('Hybrid Tomato');
    const categories = (await inHindi('/api/category')).categoryList.map((c: { name: string }) => c.name);
    expect(categories).toEqual(expect.arrayContaining(['फल और सब्ज़ियाँ', 'राशन', 'डेयरी और अंडे']));
    // A product without a Hindi name shows its English one.
    expect(names((await inHindi('/api/search/results?q=galaxy')).products)).toContain('Galaxy Mobile Phone X5');
  });
});
