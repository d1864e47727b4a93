import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createCategory, createProduct, createSubCategory } from '#src/test/factories';
import { createTestApp, type TestApp } from '#src/test/test-app';

let t: TestApp;
let dairy: { id: number };
let fruits: { id: number };
let apples: { id: number };
let bananas: { id: number };
let phone: { id: number };
const get = (url: string) => t.app.inject({ method: 'GET', url });
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  fruits = await createCategory(t.db, { name: 'Fruits', position: 2, color: '#fef3c7', images: ['fruits.webp'] });
  dairy = await createCategory(t.db, { name: 'Dairy', position: 1 });
  bananas = await createSubCategory(t.db, fruits, { name: 'Bananas', position: 2 });
  apples = await createSubCategory(t.db, fruits, { name: 'Apples', position: 1 });
  phone = await createProduct(t.db, {
    name: 'Kirana Phone X',
    catId: fruits.id,
    subCatId: apples.id,
    price: 19999,
    oldPrice: 24999,
    sizes: ['S', 'M'],
    ram: ['4GB', '8GB'],
    weights: ['200g'],
    countries: ['IN'],
    createdAt: day(1),
  });
  for (let n = 2; n <= 15; n += 1) {
    await createProduct(t.db, { name: `Apple ${n}`, catId: fruits.id, subCatId: apples.id, createdAt: day(n) });
  }
  await createProduct(t.db, { name: 'Banana', catId: fruits.id, subCatId: bananas.id });
});
afterAll(async () => t?.close());

describe('categories', () => {
  it('lists top categories in position order, each with its sub-categories in order', async () => {
    for (const url of ['/api/category', '/api/category/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const { categoryList } = response.json();
      expect(categoryList.map((c: { name: string }) => c.name)).toEqual(['Dairy', 'Fruits']);
      expect(categoryList[1]).toMatchObject({
        id: fruits.id,
        _id: fruits.id,
        parentId: null,
        name: 'Fruits',
        slug: expect.stringMatching(/^fruits-/),
        color: '#fef3c7',
        images: ['fruits.webp'],
      });
      expect(categoryList[1].children.map((c: { name: string }) => c.name)).toEqual(['Apples', 'Bananas']);
      expect(categoryList[1].children[0]).toMatchObject({ id: apples.id, _id: apples.id, parentId: fruits.id });
      expect(categoryList[0].children).toEqual([]);
    }
  });

  it('answers one category with its children, and a sub-category with none', async () => {
    const top = (await get(`/api/category/${fruits.id}`)).json();
    expect(top.categoryData).toHaveLength(1);
    expect(top.categoryData[0]).toMatchObject({ id: fruits.id, name: 'Fruits' });
    expect(top.categoryData[0].children.map((c: { id: number }) => c.id)).toEqual([apples.id, bananas.id]);
    const sub = (await get(`/api/category/${bananas.id}`)).json();
    expect(sub.categoryData[0]).toMatchObject({
      id: bananas.id,
      _id: bananas.id,
      name: 'Bananas',
      parentId: fruits.id,
      children: [],
    });
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const unknown = await get('/api/category/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, msg: 'This category does not exist' });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '1e3x']) {
      const response = await get(`/api/category/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toBe(true);
    }
  });
});

describe('one product and its related products', () => {
  it('answers a product with every field of the contract', async () => {
    const response = await get(`/api/products/${phone.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: phone.id,
      _id: phone.id,
      name: 'Kirana Phone X',
      slug: expect.stringMatching(/^kirana-phone-x-/),
      description: 'Description of Kirana Phone X',
      brand: 'Kirana Test',
      price: 19999,
      oldPrice: 24999,
      discount: 20,
      rating: 0,
      reviewCount: 0,
      countInStock: 10,
      catId: fruits.id,
      catName: 'Fruits',
      subCatId: apples.id,
      subCatName: 'Apples',
      images: [expect.stringMatching(/\.webp$/)],
      size: ['S', 'M'],
      productRam: ['4GB', '8GB'],
      productWeight: ['200g'],
      countries: ['IN'],
      isFeatured: false,
      dateCreated: '2026-01-01T00:00:00.000Z',
      // Decision 020's additions: one variant per option combination, priced and stocked as the product.
      unitPrice: { amount: 99995, per: 'kg' },
      variantCount: 4,
      variants: ['S · 4GB · 200g', 'S · 8GB · 200g', 'M · 4GB · 200g', 'M · 8GB · 200g'].map((label, i) => ({
        id: expect.any(Number),
        sku: expect.any(String),
        label,
        size: label[0],
        ram: i % 2 === 0 ? '4GB' : '8GB',
        weight: '200g',
        price: 19999,
        oldPrice: 24999,
        discount: 20,
        countInStock: 10,
        netQuantity: 200,
        unit: 'g',
        unitPrice: { amount: 99995, per: 'kg' },
      })),
      facts: null,
      // Nothing declared yet (decision 056): every field empty, the maker's role the default.
      declarations: {
        makerRole: 'manufacturer',
        makerName: '',
        makerAddress: '',
        genericName: '',
        bestBefore: '',
        carePhone: '',
        careEmail: '',
      },
    });
  });

  it('answers 404 for an unknown product and 400 for malformed ids', async () => {
    expect((await get('/api/products/2147483647')).statusCode).toBe(404);
    expect((await get('/api/products/2147483647/related')).statusCode).toBe(404);
    for (const id of ['abc', '1.5', '-1', '99999999999', '%00']) {
      expect((await get(`/api/products/${id}`)).statusCode, id).toBe(400);
      expect((await get(`/api/products/${id}/related`)).statusCode, id).toBe(400);
    }
  });

  it('relates at most 12 products of the same sub-category, newest first, never the product itself', async () => {
    const related = (await get(`/api/products/${phone.id}/related`)).json();
    expect(related).toHaveLength(12);
    expect(related.map((p: { name: string }) => p.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Apple ${15 - i}`),
    );
    const banana = (await get(`/api/products/${phone.id + 15}/related`)).json();
    expect(banana).toEqual([]);
  });
});

describe('featured products and banners', () => {
  it('lists featured products only, filtered by location', async () => {
    const dairyCat = { catId: dairy.id };
    const everywhere = await createProduct(t.db, { ...dairyCat, name: 'Milk', isFeatured: true, createdAt: day(20) });
    const india = await createProduct(t.db, {
      ...dairyCat,
      name: 'Paneer',
      isFeatured: true,
      countries: ['IN'],
      createdAt: day(21),
    });
    const names = async (url: string) => (await get(url)).json().map((p: { id: number }) => p.id);
    expect(await names('/api/products/featured')).toEqual([india.id, everywhere.id]);
    expect(await names('/api/products/featured?location=India')).toEqual([india.id, everywhere.id]);
    expect(await names('/api/products/featured?location=France')).toEqual([everywhere.id]);
    expect((await get('/api/products/featured?location=Atlantis')).statusCode).toBe(400);
  });

  it('answers each banner kind in position order', async () => {
    const second = await createBanner(t.db, { kind: 'home', catId: fruits.id, position: 2, title: 'Second' });
    const first = await createBanner(t.db, {
      kind: 'home',
      catId: fruits.id,
      subCatId: apples.id,
      position: 1,
      title: 'First',
    });
    const strip = await createBanner(t.db, { kind: 'strip', catId: dairy.id });
    const side = await createBanner(t.db, { kind: 'side', catId: dairy.id });
    const home = (await get('/api/homeBanner')).json();
    expect(home).toEqual([
      { id: first.id, _id: first.id, title: 'First', images: first.images, catId: fruits.id, subCatId: apples.id },
      { id: second.id, _id: second.id, title: 'Second', images: second.images, catId: fruits.id, subCatId: null },
    ]);
    expect((await get('/api/banners')).json().map((b: { id: number }) => b.id)).toEqual([strip.id]);
    expect((await get('/api/homeSideBanners')).json().map((b: { id: number }) => b.id)).toEqual([side.id]);
  });
});

describe('compressed answers', () => {
  it('answers the same JSON with brotli, gzip or no compression, as the client accepts', async () => {
    const url = `/api/products/catId?catId=${fruits.id}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = plain.json();
    expect(expected.total).toBe(16);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      for (let round = 0; round < 2; round += 1) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding'], accept).toBe(encoding);
        expect(response.headers['vary']).toContain('accept-encoding');
        expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(expected);
      }
    }
  });
});

describe('the API document', () => {
  it('lists every catalogue route with a tag', async () => {
    const document = (await get('/api/openapi.json')).json();
    const paths = [
      '/api/category',
      '/api/category/{id}',
      '/api/products/catId',
      '/api/products/subCatId',
      '/api/products/rating',
      '/api/products/fiterByPrice',
      '/api/products/featured',
      '/api/products/ids',
      '/api/products/{id}',
      '/api/products/{id}/related',
      '/api/homeBanner',
      '/api/banners',
      '/api/homeSideBanners',
      '/api/countries',
      '/api/search',
      '/api/search/results',
      '/api/search/suggest',
      '/api/productReviews',
    ];
    for (const path of paths) {
      expect(document.paths[path]?.get?.tags?.length, path).toBeGreaterThan(0);
    }
  });
});
