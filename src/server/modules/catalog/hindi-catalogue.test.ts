import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createCategory, createProduct, createSubCategory } from '#src/test/factories';
import { signedInUser } from '#src/test/auth';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { catalogCacheFor } from './catalog.cache';

// Issue 33, docs/decisions/066 § Catalogue: the catalogue's names in the request's language, English where no Hindi.
let t: TestApp;
let catId: number;
let subCatId: number;
let okraId: number;
let plainId: number;
const get = async (url: string, language?: 'hi' | 'en') =>
  (await t.app.inject({ method: 'GET', url, ...(language ? { cookies: { lang: language } } : {}) })).json();

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  catId = (await createCategory(t.db, { name: 'Vegetables', nameHi: 'सब्ज़ियाँ' })).id;
  subCatId = (await createSubCategory(t.db, { id: catId }, { name: 'Everyday Veggies' })).id;
  okraId = (
    await createProduct(t.db, {
      catId,
      subCatId,
      name: 'Fresh Okra',
      description: 'Tender green okra.',
      nameHi: 'भिंडी',
      descriptionHi: 'नरम हरी भिंडी।',
      isFeatured: true,
    })
  ).id;
  plainId = (await createProduct(t.db, { catId, subCatId, name: 'Green Peas', isFeatured: true })).id;
  await t.db.execute(sql`update product_variants set label_hi = '५०० ग्राम' where product_id = ${okraId}`);
  await createBanner(t.db, { kind: 'home', title: 'Fresh vegetables', titleHi: 'ताज़ी सब्ज़ियाँ', catId });
});
afterAll(async () => t?.close());

describe('catalogue reads in the request’s language', () => {
  it('answers a product in Hindi for lang=hi, in English otherwise, and English where no Hindi is set', async () => {
    const hindi = await get(`/api/products/${okraId}`, 'hi');
    expect(hindi).toMatchObject({
      name: 'भिंडी',
      description: 'नरम हरी भिंडी।',
      catName: 'सब्ज़ियाँ',
      subCatName: 'Everyday Veggies',
    });
    expect(hindi.variants[0].label).toBe('५०० ग्राम');
    const english = await get(`/api/products/${okraId}`, 'en');
    expect(english).toMatchObject({ name: 'Fresh Okra', description: 'Tender green okra.', catName: 'Vegetables' });
    expect(english.variants[0].label).not.toBe('५०० ग्राम');
    expect(await get(`/api/products/${okraId}`)).toMatchObject({ name: 'Fresh Okra' });
    expect(await get(`/api/products/${plainId}`, 'hi')).toMatchObject({ name: 'Green Peas', catName: 'सब्ज़ियाँ' });
  });

  it('answers listings, featured, related, categories and banners per language', async () => {
    const names = (list: { name: string }[]) => list.map((p) => p.name).sort();
    expect(names((await get(`/api/products/catId?catId=${catId}`, 'hi')).products)).toEqual(['Green Peas', 'भिंडी']);
    expect(names((await get(`/api/products/catId?catId=${catId}`)).products)).toEqual(['Fresh Okra', 'Green Peas']);
    expect(names(await get('/api/products/featured', 'hi'))).toEqual(['Green Peas', 'भिंडी']);
    expect(names(await get(`/api/products/${plainId}/related`, 'hi'))).toEqual(['भिंडी']);
    const [top] = (await get('/api/category', 'hi')).categoryList;
    expect(top).toMatchObject({ name: 'सब्ज़ियाँ', children: [{ name: 'Everyday Veggies' }] });
    expect((await get('/api/category')).categoryList[0].name).toBe('Vegetables');
    expect((await get(`/api/category/${catId}`, 'hi')).categoryData[0].name).toBe('सब्ज़ियाँ');
    expect((await get('/api/homeBanner', 'hi'))[0].title).toBe('ताज़ी सब्ज़ियाँ');
    expect((await get('/api/homeBanner'))[0].title).toBe('Fresh vegetables');
  });

  it('keeps each language’s answer in the cache under its own key', async () => {
    const cache = catalogCacheFor(t.db);
    cache.invalidate();
    const url = `/api/products/${okraId}`;
    expect((await get(url, 'en')).name).toBe('Fresh Okra');
    expect((await get(url, 'hi')).name).toBe('भिंडी');
    expect(cache.has(`product:${okraId}`)).toBe(true);
    const held = cache.size;
    // Both answers are cached now: asking again in either language reads nothing more and keeps its language.
    expect((await get(url, 'en')).name).toBe('Fresh Okra');
    expect((await get(url, 'hi')).name).toBe('भिंडी');
    expect((await get(url)).name).toBe('Fresh Okra');
    expect(cache.size).toBe(held);
    expect(held).toBe(2);
  });
});

describe('search by the Hindi name', () => {
  it('finds a product by a Hindi word with no synonym, answering in the request’s language', async () => {
    expect((await get(`/api/search/results?q=${encodeURIComponent('भिंडी')}`, 'hi')).products).toMatchObject([
      { id: okraId, name: 'भिंडी' },
    ]);
    expect((await get(`/api/search/results?q=${encodeURIComponent('भिंडी')}`)).products).toMatchObject([
      { id: okraId, name: 'Fresh Okra' },
    ]);
  });

  it('suggests products and categories by their Hindi names', async () => {
    expect(await get(`/api/search/suggest?q=${encodeURIComponent('भिं')}`, 'hi')).toMatchObject([
      { type: 'product', id: okraId, name: 'भिंडी' },
    ]);
    expect(await get(`/api/search/suggest?q=${encodeURIComponent('सब्ज़')}`, 'hi')).toMatchObject([
      { type: 'category', id: catId, name: 'सब्ज़ियाँ' },
    ]);
    expect(await get(`/api/search/suggest?q=okr`, 'hi')).toMatchObject([{ id: okraId, name: 'भिंडी' }]);
  });
});

describe('cart and My List lines', () => {
  it('show the Hindi name and pack label to a Hindi shopper, the English ones otherwise', async () => {
    const shopper = await signedInUser(t);
    const as = (language: 'hi' | 'en') => ({ headers: shopper.headers, cookies: { lang: language } });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      ...as('en'),
      payload: { productId: okraId, quantity: 1, userId: shopper.id },
    });
    expect(add.statusCode, add.body).toBeLessThan(300);
    const cart = async (language: 'hi' | 'en') =>
      (await t.app.inject({ method: 'GET', url: `/api/cart?userId=${shopper.id}`, ...as(language) })).json();
    expect((await cart('hi'))[0]).toMatchObject({ productTitle: 'भिंडी', variantLabel: '५०० ग्राम' });
    expect((await cart('en'))[0].productTitle).toBe('Fresh Okra');
    await t.app.inject({
      method: 'POST',
      url: '/api/my-list/add',
      ...as('en'),
      payload: { productId: okraId, userId: shopper.id },
    });
    const list = async (language: 'hi' | 'en') =>
      (await t.app.inject({ method: 'GET', url: `/api/my-list?userId=${shopper.id}`, ...as(language) })).json();
    expect((await list('hi'))[0].productTitle).toBe('भिंडी');
    expect((await list('en'))[0].productTitle).toBe('Fresh Okra');
  });
});
