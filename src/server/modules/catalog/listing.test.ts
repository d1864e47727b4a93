import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubCategory, variantsOf } from '#src/test/factories';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { takeStock } from './index';

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

describe('the price filter: any in-stock variant in range (decision 020)', () => {
  const packs = { catId: 0, dal: 0 };
  const kg = (label: string, price: number, countInStock: number) => ({ label, price, oldPrice: price, countInStock });
  beforeAll(async () => {
    packs.catId = (await createCategory(t.db, { name: 'Packs' })).id;
    const catId = packs.catId;
    const made = async (name: string, day: number, variants: ReturnType<typeof kg>[]) =>
      createProduct(t.db, { name, catId, createdAt: new Date(Date.UTC(2026, 1, day)) }, variants);
    // Default (cheapest in stock) 89, out of 300–500; the 5 kg pack at 399 is in range and in stock.
    await made('Rice', 1, [kg('1 kg', 89, 5), kg('5 kg', 399, 3), kg('10 kg', 749, 2)]);
    // Packs below and above 300–500, none inside it.
    await made('Oil', 2, [kg('1 l', 150, 5), kg('5 l', 650, 5)]);
    // The pack in range is sold out: it does not count. The default is the 600 one.
    await made('Ghee', 3, [kg('500 ml', 350, 0), kg('1 l', 600, 4)]);
    // The dearest in-stock pack is in range.
    packs.dal = (await made('Dal', 4, [kg('500 g', 90, 8), kg('1 kg', 170, 8), kg('2 kg', 320, 1)])).id;
    // Nothing in stock at all: no price filter lists it.
    await made('Tea', 5, [kg('250 g', 450, 0)]);
    await made('Salt', 6, [kg('1 kg', 30, 9)]);
    // Sold out, the newest and the cheapest: every sort would list it first if stock did not come first.
    await made('Saffron', 7, [kg('1 g', 10, 0), kg('2 g', 19, 0)]);
  });
  const url = (filters: string) => `/api/products/catId?catId=${packs.catId}&sort=price-asc&${filters}`;

  it('lists a product whose default pack is out of range when another in-stock pack is in range', async () => {
    expect(await names(url('minPrice=300&maxPrice=500'))).toEqual(['Rice', 'Dal']);
    expect(await names(url('minPrice=500'))).toEqual(['Rice', 'Oil', 'Ghee']);
    expect(await names(url('maxPrice=100'))).toEqual(['Salt', 'Rice', 'Dal']);
    expect(await names(url('minPrice=600&maxPrice=600'))).toEqual(['Ghee']);
    expect(await names(url('minPrice=700&maxPrice=740'))).toEqual([]);
    // Without a price filter every product is listed, sold-out ones included (last); sorting stays on the default's
    // price.
    expect(await names(url(''))).toEqual(['Salt', 'Rice', 'Dal', 'Oil', 'Ghee', 'Saffron', 'Tea']);
  });

  it('does not count a sold-out pack in range, nor a product with nothing in stock', async () => {
    expect(await names(url('minPrice=340&maxPrice=360'))).toEqual([]);
    expect(await names(url('minPrice=440&maxPrice=460'))).toEqual([]);
  });

  it('totals and pages the filtered products consistently, on every listing endpoint and in search', async () => {
    for (const path of ['catId', 'fiterByPrice']) {
      const base = `/api/products/${path}?catId=${packs.catId}&minPrice=300&maxPrice=500&sort=price-asc&perPage=1`;
      const first = (await get(`${base}&page=1`)).json();
      expect(first, path).toMatchObject({ total: 2, totalPages: 2, products: [{ name: 'Rice' }] });
      expect((await get(`${base}&page=2`)).json(), path).toMatchObject({ total: 2, products: [{ name: 'Dal' }] });
      expect((await get(`${base}&page=3`)).json(), path).toMatchObject({ total: 2, products: [] });
    }
    const found = (await get('/api/search/results?q=packs&minPrice=300&maxPrice=500')).json();
    expect(found.total).toBe(2);
    expect(found.products.map((p: { name: string }) => p.name).sort()).toEqual(['Dal', 'Rice']);
  });

  it('lists sold-out products after the in-stock ones in every sort, and pages through them without overlap', async () => {
    const sorts: Record<string, string[]> = {
      newest: ['Salt', 'Dal', 'Ghee', 'Oil', 'Rice', 'Saffron', 'Tea'],
      'price-asc': ['Salt', 'Rice', 'Dal', 'Oil', 'Ghee', 'Saffron', 'Tea'],
      'price-desc': ['Ghee', 'Oil', 'Dal', 'Rice', 'Salt', 'Tea', 'Saffron'],
    };
    for (const [sort, expected] of Object.entries(sorts)) {
      const base = `/api/products/catId?catId=${packs.catId}&sort=${sort}`;
      expect(await names(base), sort).toEqual(expected);
      const paged: string[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const body = (await get(`${base}&perPage=2&page=${page}`)).json();
        expect(body, `${sort} page ${page}`).toMatchObject({ total: 7, totalPages: 4 });
        paged.push(...body.products.map((p: { name: string }) => p.name));
      }
      expect(paged, sort).toEqual(expected);
    }
    for (const sort of ['rating', 'unit-price']) {
      const listed = await names(`/api/products/catId?catId=${packs.catId}&sort=${sort}`);
      expect(listed.slice(-2).sort(), sort).toEqual(['Saffron', 'Tea']);
    }
  });

  it('follows stock: the last in-range pack sold takes the product out of the range', async () => {
    const twoKg = (await variantsOf(t.db, packs.dal)).find((v) => v.label === '2 kg')!;
    await t.db.transaction(async (tx) => takeStock(tx, new Map([[twoKg.id, 1]])));
    expect(await names(url('minPrice=300&maxPrice=500'))).toEqual(['Rice']);
    expect(await names(url('maxPrice=200'))).toEqual(['Salt', 'Rice', 'Dal', 'Oil']);
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
