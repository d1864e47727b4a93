import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubCategory } from '#src/test/factories';
import { createTestApp, type TestApp } from '#src/test/test-app';

let t: TestApp;
let grocery: number;
let rice: number;
const ids: Record<string, number> = {};
const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().products.map((p: { name: string }) => p.name);
};

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  grocery = (await createCategory(t.db, { name: 'Grocery' })).id;
  rice = (await createSubCategory(t.db, { id: grocery }, { name: 'Rice' })).id;
  const oil = (await createSubCategory(t.db, { id: grocery }, { name: 'Oil' })).id;
  const other = (await createCategory(t.db, { name: 'Other' })).id;
  const rows = [
    { name: 'p1', subCatId: rice, price: 100, rating: 4.5, countries: [] },
    { name: 'p2', subCatId: rice, price: 300, rating: 3, countries: ['IN'] },
    { name: 'p3', subCatId: oil, price: 200, rating: 5, countries: ['FR'] },
    { name: 'p4', subCatId: oil, price: 500, rating: 4, countries: [] },
    { name: 'p5', subCatId: null, price: 250, rating: 2, countries: ['IN', 'FR'] },
  ];
  for (const [i, row] of rows.entries()) {
    const created = await createProduct(t.db, {
      ...row,
      catId: grocery,
      createdAt: new Date(Date.UTC(2026, 0, i + 1)),
    });
    ids[row.name] = created.id;
  }
  await createProduct(t.db, { name: 'other', catId: other, price: 150, rating: 5 });
});
afterAll(async () => t?.close());

describe('listing filters', () => {
  it('lists a category (sub-categories included) and a sub-category, newest first, with true totals', async () => {
    const response = await get(`/api/products/catId?catId=${grocery}`);
    expect(response.json()).toMatchObject({ total: 5, page: 1, totalPages: 1 });
    expect(await names(`/api/products/catId?catId=${grocery}`)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    expect(await names(`/api/products/subCatId?subCatId=${rice}`)).toEqual(['p2', 'p1']);
  });

  it('sorts by price both ways and by rating', async () => {
    const base = `/api/products/catId?catId=${grocery}&sort=`;
    expect(await names(`${base}price-asc`)).toEqual(['p1', 'p3', 'p5', 'p2', 'p4']);
    expect(await names(`${base}price-desc`)).toEqual(['p4', 'p2', 'p5', 'p3', 'p1']);
    expect(await names(`${base}rating`)).toEqual(['p3', 'p1', 'p4', 'p2', 'p5']);
    expect(await names(`${base}newest`)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('applies every given filter together on each listing endpoint', async () => {
    const filters = `catId=${grocery}&minPrice=150&maxPrice=400&rating=3&sort=price-asc`;
    for (const path of ['catId', 'rating', 'fiterByPrice']) {
      expect(await names(`/api/products/${path}?${filters}`), path).toEqual(['p3', 'p2']);
      expect(await names(`/api/products/${path}?${filters}&location=India`), path).toEqual(['p2']);
      expect(await names(`/api/products/${path}?${filters}&location=FR`), path).toEqual(['p3']);
    }
    expect(await names(`/api/products/subCatId?subCatId=${rice}&minPrice=150&location=IN`)).toEqual(['p2']);
    expect(await names(`/api/products/rating?rating=4.5&subCatId=${rice}`)).toEqual(['p1']);
    expect(await names(`/api/products/fiterByPrice?minPrice=200&maxPrice=200&catId=${grocery}`)).toEqual(['p3']);
  });

  it('takes a rating too small for the stored real as "any rating" (found by the fuzzer: it was a 500)', async () => {
    for (const rating of ['2.5e-323', '1e-300', '1e-40']) {
      expect(await names(`/api/products/rating?rating=${rating}&subCatId=${rice}`), rating).toEqual(['p2', 'p1']);
    }
  });

  it('shows products sold everywhere for every country, and country-only ones just there', async () => {
    const url = `/api/products/catId?catId=${grocery}&sort=price-asc&location=`;
    for (const india of ['India', 'india', 'IN', 'in', ' India ']) {
      expect(await names(url + encodeURIComponent(india)), india).toEqual(['p1', 'p5', 'p2', 'p4']);
    }
    expect(await names(`${url}France`)).toEqual(['p1', 'p3', 'p5', 'p4']);
    expect(await names(`${url}Japan`)).toEqual(['p1', 'p4']);
    for (const all of ['All', 'all', '']) expect(await names(url + all), all).toHaveLength(5);
  });

  it('pages with the true total', async () => {
    const url = `/api/products/catId?catId=${grocery}&perPage=2&page=`;
    const first = (await get(`${url}1`)).json();
    expect(first).toMatchObject({ total: 5, page: 1, totalPages: 3 });
    expect(first.products.map((p: { name: string }) => p.name)).toEqual(['p5', 'p4']);
    expect(await names(`${url}2`)).toEqual(['p3', 'p2']);
    expect((await get(`${url}3`)).json()).toMatchObject({
      total: 5,
      page: 3,
      totalPages: 3,
      products: [{ name: 'p1' }],
    });
    expect((await get(`${url}99999`)).json()).toEqual({ products: [], total: 5, page: 99999, totalPages: 3 });
    const defaults = (await get(`/api/products/catId?catId=${grocery}`)).json();
    expect(defaults.products).toHaveLength(5);
  });

  it('answers an unknown category with an empty page', async () => {
    expect((await get('/api/products/catId?catId=999999')).json()).toEqual({
      products: [],
      total: 0,
      page: 1,
      totalPages: 0,
    });
  });
});

describe('listing input checks', () => {
  it('needs the filter the endpoint is named after, and a category or sub-category', async () => {
    const cases: [string, string][] = [
      ['/api/products/catId', 'catId is required'],
      [`/api/products/catId?subCatId=${rice}`, 'catId is required'],
      [`/api/products/subCatId?catId=${grocery}`, 'subCatId is required'],
      [`/api/products/rating?catId=${grocery}`, 'rating is required'],
      ['/api/products/rating?rating=4', 'catId or subCatId is required'],
      ['/api/products/fiterByPrice?minPrice=100&maxPrice=200', 'catId or subCatId is required'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: true, msg: message, message });
    }
  });

  it('refuses malformed filters with a 400 and a message', async () => {
    const bad = [
      'minPrice=abc',
      'maxPrice=1.5',
      'minPrice=500&maxPrice=100',
      'minPrice=-5',
      'maxPrice=1e99',
      'rating=6',
      'rating=abc',
      'page=-1',
      'page=0',
      'page=100001',
      'page=1.5',
      'perPage=1000',
      'perPage=0',
      'sort=cheapest',
      'location=Atlantis',
      `location=${'x'.repeat(101)}`,
      'location=%F0%9F%87%AE%F0%9F%87%B3',
      'location=%00',
      'catId=abc',
      'catId=99999999999',
      'catId=-1',
    ];
    for (const query of bad) {
      const response = await get(`/api/products/catId?catId=${grocery}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().msg, query).toEqual(expect.any(String));
    }
    expect((await get(`/api/products/catId?catId=${grocery}&minPrice=500&maxPrice=100`)).json().msg).toBe(
      'minPrice: minPrice must not be greater than maxPrice',
    );
  });
});
