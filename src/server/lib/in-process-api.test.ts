import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/contracts/client';
import { testAppForFile } from '#src/test/test-app';
import { createServerApiClient } from './in-process-api';

/** The shop's own scope (the one the web plugin builds its clients in: it holds the database), seen by a hook. */
let shop: FastifyInstance | undefined;
const t = testAppForFile({
  before: (root) =>
    root.addHook('onRequest', async (request) => {
      shop ??= request.server;
    }),
});
const visitor = { ip: '203.0.113.7' } as FastifyRequest;
const client = (...rest: [token?: string, onStatus?: (status: number) => void]) =>
  createServerApiClient(shop!, visitor, ...rest);
beforeAll(async () => {
  await t.app.inject({ method: 'GET', url: '/api/health' });
});

/** What a browser gets for the same call: the answer's JSON. */
async function overHttp(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("the page loaders' client (decision 034)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the catalogue reads directly, with exactly what the API sends, and no request', async () => {
    const api = client();
    const { categoryList } = await api.catalog.categories();
    const category = categoryList[0]!;
    const listing = await api.catalog.byCategory({ query: { catId: category.id, perPage: 3, sort: 'price-asc' } });
    const product = listing.products[0]!;
    const inject = vi.spyOn(shop!, 'inject');
    const statuses: number[] = [];
    const counted = client(undefined, (status) => statuses.push(status));
    const calls: [Promise<unknown>, string][] = [
      [counted.catalog.categories(), '/api/category'],
      [counted.catalog.category({ params: { id: category.id } }), `/api/category/${category.id}`],
      [
        counted.catalog.byCategory({ query: { catId: category.id, perPage: 3, sort: 'price-asc', location: '' } }),
        `/api/products/catId?catId=${category.id}&perPage=3&sort=price-asc`,
      ],
      [counted.catalog.featured({ query: { location: 'India' } }), '/api/products/featured?location=India'],
      [counted.catalog.product({ params: { id: product.id } }), `/api/products/${product.id}`],
      [counted.catalog.related({ params: { id: product.id } }), `/api/products/${product.id}/related`],
      [counted.catalog.homeBanners(), '/api/homeBanner'],
      [counted.reviews.list({ query: { productId: product.id } }), `/api/productReviews?productId=${product.id}`],
    ];
    const answers = await Promise.all(calls.map(([call]) => call));
    expect(inject).not.toHaveBeenCalled();
    expect(statuses).toEqual(calls.map(() => 200));
    inject.mockRestore();
    for (const [index, [, url]] of calls.entries()) {
      const http = await overHttp(url);
      expect(http.status).toBe(200);
      expect(answers[index]).toEqual(http.body);
    }
  });

  it('sends what the direct path does not take through a request: bad input, unknown ids, a NUL, a token', async () => {
    const inject = vi.spyOn(shop!, 'inject');
    const statuses: number[] = [];
    const api = client(undefined, (status) => statuses.push(status));
    const refused = await api.catalog.byCategory({ query: { catId: 1, perPage: 0 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    const http = await overHttp('/api/products/catId?catId=1&perPage=0');
    expect((refused as ApiError).message).toBe((http.body as { msg: string }).msg);
    const missing = await api.catalog.product({ params: { id: 999_999 } }).catch((error: unknown) => error);
    expect((missing as ApiError).status).toBe(404);
    const nul = await api.catalog.featured({ query: { location: 'In\u0000dia' } }).catch((error: unknown) => error);
    expect((nul as ApiError).status).toBe(400);
    expect(statuses).toEqual([400, 404, 400]);
    await client('not-a-session').catalog.categories();
    expect(inject).toHaveBeenCalledTimes(4);
  });

  it('shares one frozen answer: a loader cannot change what the next visitor gets', async () => {
    const api = client();
    const first = await api.catalog.categories();
    expect(() => {
      (first.categoryList as unknown[]).length = 0;
    }).toThrow(TypeError);
    expect((await api.catalog.categories()).categoryList.length).toBeGreaterThan(0);
  });
});
