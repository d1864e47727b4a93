import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TProduct, TProductListing } from '#src/contracts/catalog';
import type { TCartItem } from '#src/contracts/shopping';
import { newAccount, storeSession, verifiedAccount } from './fixtures/outbox';

import { categories, getJson } from './fixtures/shop';

/** The shopping specs' name for `gotoHydrated`. */
export { gotoHydrated as open } from './fixtures/shop';

export type Shopper = Awaited<ReturnType<typeof verifiedAccount>>;

/** A new, verified shopper whose session the browser has before its first page. */
export async function signedInShopper(page: Page, label: string): Promise<Shopper> {
  const session = await verifiedAccount(page.request, newAccount(label));
  await storeSession(page, session);
  return session;
}

const bearer = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.token}` });

export async function addByApi(
  request: APIRequestContext,
  shopper: Shopper,
  body: { productId: number; quantity: number; size?: string; ram?: string; weight?: string },
) {
  const response = await request.post('/api/cart/add', { data: body, headers: bearer(shopper) });
  expect(response.status(), await response.text()).toBe(201);
  expect(((await response.json()) as { status: boolean }).status).toBe(true);
}

export async function cartByApi(request: APIRequestContext, shopper: Shopper): Promise<TCartItem[]> {
  const response = await request.get('/api/cart', { headers: bearer(shopper) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TCartItem[];
}

export async function listAddByApi(request: APIRequestContext, shopper: Shopper, productId: number) {
  const response = await request.post('/api/my-list/add', { data: { productId }, headers: bearer(shopper) });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function ordersByApi(request: APIRequestContext, shopper: Shopper) {
  const response = await request.get('/api/orders', { headers: bearer(shopper) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    id: number;
    amount: number;
    status: string;
    products: { productId: number; quantity: number }[];
  }[];
}

const hasVariants = (product: TProduct) =>
  product.size.length + product.productRam.length + product.productWeight.length > 0;

/**
 * Products from the demo catalogue with plenty of stock: ones without options, and ones offering sizes only. Each
 * test takes its own (by `offset`) so parallel tests and purchases do not meet.
 */
let cached: Promise<{ plain: TProduct[]; sized: TProduct[] }> | null = null;
export function demoProducts(request: APIRequestContext): Promise<{ plain: TProduct[]; sized: TProduct[] }> {
  cached ??= scanProducts(request);
  return cached;
}

async function scanProducts(request: APIRequestContext): Promise<{ plain: TProduct[]; sized: TProduct[] }> {
  const plain: TProduct[] = [];
  const sized: TProduct[] = [];
  for (const category of await categories(request)) {
    const { products } = await getJson<TProductListing>(
      request,
      `/api/products/catId?catId=${category.id}&perPage=100&location=All`,
    );
    for (const product of products) {
      if (product.countInStock < 20) continue;
      if (!hasVariants(product)) plain.push(product);
      else if (product.size.length > 0 && product.productRam.length === 0 && product.productWeight.length === 0)
        sized.push(product);
    }
  }
  expect(plain.length, 'plain products in the demo catalogue').toBeGreaterThan(8);
  expect(sized.length, 'products with sizes in the demo catalogue').toBeGreaterThan(2);
  return { plain, sized };
}

/** The header's Cart link, named by its label and count ("Cart 2 items"). */
export const cartBadge = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^Cart\\s*${count}\\s*items?$`) });

export const wishlistBadge = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^Wishlist\\s*${count}\\s*items?$`) });

/** The shop's price text: 'Rs' and Indian digit grouping (1,23,456). */
export function rs(value: number): string {
  const digits = String(Math.trunc(value));
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `Rs ${head ? `${head},` : ''}${digits.slice(-3)}`;
}

export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** The address fields of /checkout the page does not fill from the profile, as a shopper in Pune types them. */
export const CHECKOUT_ADDRESS = [
  ['Country', 'India'],
  ['Street address', '12 MG Road'],
  ['Street address line 2 (optional)', 'Flat 4B'],
  ['Town / City', 'Pune'],
  ['State / County', 'Maharashtra'],
  ['Postcode / ZIP', '411001'],
  ['Phone Number', '9876543210'],
] as const;

export async function fillCheckoutAddress(page: Page) {
  for (const [label, value] of CHECKOUT_ADDRESS) await page.getByLabel(label, { exact: true }).fill(value);
}
