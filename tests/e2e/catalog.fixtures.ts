import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TCategory, TProduct, TProductListing } from '../../src/contracts/catalog';
import type { TReview } from '../../src/contracts/reviews';

/** Opens a page and waits until React has hydrated it (the root sets `data-hydrated` on <html>). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return response;
}

export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function categoryTree(request: APIRequestContext): Promise<TCategory[]> {
  const { categoryList } = await getJson<{ categoryList: TCategory[] }>(request, '/api/category');
  expect(categoryList.length, 'the demo catalogue has categories').toBeGreaterThan(1);
  return categoryList;
}

/** What the listing API answers for the same filters the page puts in its URL (20 a page, like the page). */
export function listing(request: APIRequestContext, filter: string, query = '') {
  const params = new URLSearchParams(`location=All&${filter}&${query}`);
  if (!params.has('perPage')) params.set('perPage', '20');
  const endpoint = params.has('subCatId') ? 'subCatId' : 'catId';
  return getJson<TProductListing>(request, `/api/products/${endpoint}?${params.toString()}`);
}

/** Every product of the demo catalogue (a few hundred), read through the public listing API. */
export async function allProducts(request: APIRequestContext): Promise<TProduct[]> {
  const products: TProduct[] = [];
  for (const category of await categoryTree(request)) {
    for (let page = 1; ; page++) {
      const answer = await getJson<TProductListing>(request, `/api/products/catId?catId=${category.id}&perPage=100&page=${page}&location=All`);
      products.push(...answer.products);
      if (page >= answer.totalPages) break;
    }
  }
  return products;
}

export const reviewsOf = (request: APIRequestContext, productId: number) =>
  getJson<TReview[]>(request, `/api/productReviews?productId=${productId}`);

export const relatedOf = (request: APIRequestContext, productId: number) =>
  getJson<TProduct[]>(request, `/api/products/${productId}/related?location=All`);

export const foundText = (count: number) => `We found ${count} items for you!`;

/** Server HTML with the common entities decoded, for "is this text in the page" checks. */
export function htmlText(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
