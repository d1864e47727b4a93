import { DEFAULT_SHOP_TIME_ZONE } from '#src/shared/shop';
import { shopDay } from '#src/shared/shop-time';
import { expect, test } from '@playwright/test';
import type { TProduct, TProductDetail } from '#src/contracts/catalog';
import { allProducts, getJson, gotoHydrated, htmlText, relatedOf, reviewsOf } from './fixtures/shop';
import { expectAxeClean } from './fixtures/a11y';

// The machine is shared and slow; these flows wait on real renders, never on timers.
test.describe.configure({ timeout: 90_000 });

/** What a client (or a proxy passing the client's header on) may send; the shop must not believe it. */
const FORWARDED_ELSEWHERE = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

const STOCK_ALERT = 'The quantity is greater than product count in stock';

/** JSON-LD blocks of a server-rendered page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test('the product HTML (before any JavaScript) has the name, meta tags and JSON-LD Product, Offer, rating and breadcrumbs', async ({
  page,
}) => {
  const products = await allProducts(page.request);
  const product = products.find((p) => p.reviewCount > 0 && p.subCatId !== null && p.countInStock > 0)!;
  // Without PUBLIC_URL links are relative: neither the request's host nor a forwarded one is echoed (issue 11 §5).
  const response = await page.request.get(`/product/${product.id}`, { headers: FORWARDED_ELSEWHERE });
  expect(response.status()).toBe(200);
  const raw = await response.text();
  const html = htmlText(raw);
  expect(html).toContain(`<h1`);
  expect(html).toContain(product.name);
  expect(html).toContain(`<title>${product.name} | Kirana</title>`);
  expect(html).toContain(`<link rel="canonical" href="/product/${product.id}"/>`);
  expect(html).toContain(`property="og:url" content="/product/${product.id}"`);
  expect(raw).not.toContain('evil.example');
  expect(raw).not.toContain('127.0.0.1');
  expect(html).toContain(`property="og:title" content="${product.name} | Kirana"`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);

  const blocks = jsonLd(raw);
  const ld = blocks.find((b) => b['@type'] === 'Product')!;
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    name: product.name,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `/product/${product.id}`,
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount },
  });
  expect((ld['image'] as string[])[0]).toMatch(/^\/download\/.+\.webp$/);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
  expect((crumbs['itemListElement'] as { name: string; item: string }[]).map((i) => i.name)).toEqual([
    'Home',
    product.catName,
    product.subCatName,
    product.name,
  ]);
  // JSON-LD must not be able to close its <script>: '<' is escaped.
  for (const block of raw.match(/<script type="application\/ld\+json">[^]*?<\/script>/g)!) {
    expect(block.slice(35, -9)).not.toContain('<');
  }

  const soldOut = products.find((p) => p.countInStock === 0);
  if (soldOut) {
    const soldOutLd = jsonLd(await (await page.request.get(`/product/${soldOut.id}`)).text()).find(
      (b) => b['@type'] === 'Product',
    )!;
    expect(soldOutLd['offers']).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  }
});

test('choosing a variant and a quantity: add-to-cart needs a variant, the plus stops at the stock with an alert', async ({
  page,
}) => {
  const products = await allProducts(page.request);
  // A low-stock product with options (the demo catalogue has a few), two or more of its packs in stock: with only one,
  // that one is chosen at once (issue 32 §4).
  let product: TProduct | undefined;
  let detail: TProductDetail | undefined;
  for (const candidate of products) {
    if (candidate.countInStock < 2 || candidate.countInStock > 5) continue;
    if (candidate.size.length + candidate.productRam.length + candidate.productWeight.length === 0) continue;
    detail = await getJson<TProductDetail>(page.request, `/api/products/${candidate.id}`);
    if (detail.variants.filter((variant) => variant.countInStock > 0).length >= 2) {
      product = candidate;
      break;
    }
  }
  expect(product, 'the demo catalogue has a low-stock product with options').toBeTruthy();
  product = product!;
  const [label, options] = product.size.length
    ? ['Size', product.size]
    : product.productRam.length
      ? ['RAM', product.productRam]
      : [
          // Packs all counted in pieces are a "Pack" (issue 32 §4).
          detail!.variants.every((variant) => variant.unit === 'piece') ? 'Pack' : 'Weight',
          product.productWeight,
        ];

  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem').last()).toHaveText(
    product.name.length > 50 ? `${product.name.slice(0, 50)}...` : product.name,
  );

  // Nothing chosen yet: add-to-cart refuses and flags the list.
  const group = page.getByRole('group', { name: label });
  for (const option of options) await expect(group.getByRole('radio', { name: option })).not.toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const error = page.getByText(`Please choose a ${label === 'RAM' ? 'RAM' : label.toLowerCase()}`);
  await expect(error).toBeVisible();
  await group.getByRole('radio', { name: options[options.length - 1]! }).check({ force: true });
  await expect(group.getByRole('radio', { name: options[options.length - 1]! })).toBeChecked();
  await expect(error).toBeHidden();

  const quantity = page.getByRole('status', { name: 'Quantity' });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveText('1');
  await expect(minus).toBeDisabled();
  for (let n = 2; n <= product.countInStock; n++) {
    await plus.click();
    await expect(quantity).toHaveText(String(n));
  }
  await expect(page.getByRole('alert')).toBeHidden();
  await plus.click();
  await expect(page.getByRole('alert')).toHaveText(STOCK_ALERT);
  await expect(quantity).toHaveText(String(product.countInStock));
  await minus.click();
  await expect(quantity).toHaveText(String(product.countInStock - 1));
});

test('a product without options needs no variant choice', async ({ page }) => {
  const products = await allProducts(page.request);
  const product = products.find(
    (p) => p.size.length + p.productRam.length + p.productWeight.length === 0 && p.countInStock > 0,
  )!;
  expect(product, 'the demo catalogue has a product without options').toBeTruthy();
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/^Please choose a/)).toHaveCount(0);
});

test('the gallery switches pictures from its thumbnails and zooms', async ({ page }) => {
  const products = await allProducts(page.request);
  const product = products.find((p) => p.images.length > 1)!;
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('img', { name: product.name, exact: true }).first();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('width', '800');
  // Thumbnails replace their skeletons after 500 ms.
  const thumbs = page.getByRole('list', { name: 'Product images' });
  await thumbs.getByRole('button', { name: 'Show image 2' }).click();
  await expect(thumbs.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
  const second = product.images[1]!.replace(/\.webp$/, '');
  await expect(main).toHaveAttribute('src', new RegExp(`${second}-800\\.webp$`));

  // A click on the picture zooms it (its zoom button appears on keyboard focus).
  await main.click();
  await expect(page.getByRole('dialog', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test("tabs: the product's own description and facts, reviews newest first, and the review form checks", async ({
  page,
}) => {
  const products = await allProducts(page.request);
  const product = products.find((p) => p.reviewCount >= 2 && p.catName !== 'Electronics' && p.catName !== 'Fashion')!;
  const reviews = await reviewsOf(page.request, product.id);
  const detail = await getJson<TProductDetail>(page.request, `/api/products/${product.id}`);
  await gotoHydrated(page, `/product/${product.id}`);

  await expect(page.getByRole('tabpanel')).toHaveText(product.description);
  await page.getByRole('tab', { name: 'Additional info' }).click();
  // Decision 020: the product's own facts, not the spec's stroller table.
  const table = page.getByRole('tabpanel').getByRole('table');
  expect(detail.facts?.kind).toBe('food');
  if (detail.facts?.kind === 'food') {
    await expect(table.getByRole('row', { name: /^Diet/ })).toContainText(/Vegetarian|Non-vegetarian/);
    await expect(table.getByRole('row', { name: /^Ingredients/ })).toContainText(detail.facts.ingredients!);
    await expect(table.getByRole('row', { name: /^Country of origin/ })).toContainText(detail.facts.countryOfOrigin!);
  }
  await expect(table.getByRole('row', { name: /Wheels/ })).toHaveCount(0);

  await page.getByRole('tab', { name: `Reviews (${reviews.length})` }).click();
  const list = page.getByRole('list', { name: `Reviews (${reviews.length})` });
  const newestFirst = [...reviews].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
  await expect(list.getByRole('listitem')).toHaveCount(reviews.length);
  for (const [index, review] of newestFirst.entries()) {
    const item = list.getByRole('listitem').nth(index);
    await expect(item).toContainText(review.customerName);
    // The day it was written, on the shop's clock (decision 058; the test server keeps the default zone).
    await expect(item.locator('time')).toHaveText(shopDay(review.dateCreated, DEFAULT_SHOP_TIME_ZONE));
    await expect(item).toContainText(review.review);
    await expect(
      item.getByRole('img', { name: `Rated ${Math.round(review.customerRating * 2) / 2} out of 5` }),
    ).toBeVisible();
  }

  // The form: rating starts at 1; empty text and a guest are refused with the spec's alerts.
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please add Review');
  await page.getByRole('textbox', { name: 'Write a review' }).fill('Lovely and fresh.');
  await page.getByRole('radio', { name: '4.5 stars' }).check({ force: true });
  await expect(page.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please Login first');
});

test('a related product opens its own page with fresh choices', async ({ page }) => {
  const products = await allProducts(page.request);
  let product: TProduct | undefined;
  let related: TProduct[] = [];
  for (const candidate of products.filter((p) => p.subCatId !== null)) {
    related = await relatedOf(page.request, candidate.id);
    if (related.length >= 2) {
      product = candidate;
      break;
    }
  }
  expect(product, 'some product has related products').toBeTruthy();
  await gotoHydrated(page, `/product/${product!.id}`);
  const slider = page.getByRole('region', { name: 'Related products' });
  // The slides past the server's first ones join as the slider comes near the screen.
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('group', { name: / of \d+$/ })).toHaveCount(related.length);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  const target = related[0]!;
  await slider.getByRole('link', { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('1');
  await expect(page).toHaveTitle(`${target.name} | Kirana`);
});

test('the product page has no serious or critical accessibility violations', async ({ page }) => {
  const products = await allProducts(page.request);
  const product = products.find((p) => p.reviewCount > 0 && p.size.length > 0) ?? products[0]!;
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('button').first()).toBeVisible();
  for (const tab of ['Description', 'Additional info', /^Reviews/]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAxeClean(page, `the product page, tab ${String(tab)}`);
  }
});

test('/sitemap.xml lists home, categories, sub-categories and products; /robots.txt points to it', async ({ page }) => {
  // Without PUBLIC_URL: relative URLs, never a forwarded host (issue 11 §5).
  const sitemap = await page.request.get('/sitemap.xml', { headers: FORWARDED_ELSEWHERE });
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const { categoryList } = await getJson<{ categoryList: { id: number; children: { id: number }[] }[] }>(
    page.request,
    '/api/category',
  );
  const products = await allProducts(page.request);
  expect(xml).not.toContain('evil.example');
  expect(locs).toContain('/');
  for (const category of categoryList) {
    expect(locs).toContain(`/products/category/${category.id}`);
    for (const child of category.children) expect(locs).toContain(`/products/subCat/${child.id}`);
  }
  for (const product of products) expect(locs).toContain(`/product/${product.id}`);
  expect(new Set(locs).size).toBe(locs.length);

  const robots = await page.request.get('/robots.txt', { headers: FORWARDED_ELSEWHERE });
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Sitemap: /sitemap.xml');
  expect(text).not.toContain('evil.example');
  // A malformed forwarded host answers 400, not 500.
  expect(
    (await page.request.get('/robots.txt', { headers: { 'X-Forwarded-Host': 'evil.example/x y' } })).status(),
  ).toBe(400);
});
