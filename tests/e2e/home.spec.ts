import { gzipSync } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';
import { categories, getJson, gotoHydrated, htmlText, popularProducts } from './fixtures/shop';
import { expectAxeClean } from './fixtures/a11y';
import { CATEGORY_TILES_IN_HTML, PRODUCT_SLIDES_IN_HTML } from '#src/shared/constants';
import { SHELL_TEXT } from '#src/shared/texts/shell';

test.describe.configure({ timeout: 60_000 });

const cardTitle = (name: string) => (name.length > 25 ? `${name.slice(0, 25)}...` : name);

test('the home HTML carries categories and products before any JavaScript runs', async ({ page }) => {
  const [first, second] = await categories(page.request);
  const products = await popularProducts(page.request, first!.id);
  expect(products.length).toBeGreaterThan(0);

  // The footer's promise is the delivery zones' (decision 052), as the public settings read answers it.
  const { freeDeliveryFrom } = await getJson<{ freeDeliveryFrom: number | null }>(page.request, '/api/settings/shop');
  const response = await page.request.get('/');
  expect(response.status()).toBe(200);
  const html = htmlText(await response.text());
  expect(html).toContain(first!.name);
  expect(html).toContain(second!.name);
  for (const product of products) expect(html).toContain(cardTitle(product.name));
  expect(html).toContain('<link rel="canonical"');
  expect(html).toContain('property="og:title"');
  // In rupees like every price.
  expect(html).toContain(
    freeDeliveryFrom === null
      ? 'Fee by pincode'
      : freeDeliveryFrom === 0
        ? 'On every order'
        : `On orders of Rs ${freeDeliveryFrom.toLocaleString('en-IN')} or more`,
  );
  expect(html).not.toContain('$50');
});

test('after hydration the home page shows the categories and the first tab of Popular Products', async ({ page }) => {
  const list = await categories(page.request);
  const products = await popularProducts(page.request, list[0]!.id);
  await gotoHydrated(page, '/');

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const category of list.slice(0, 6)) {
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toBeVisible();
  }
  const popular = page.getByRole('region', { name: 'Popular Products' });
  await expect(popular.getByRole('tab', { name: list[0]!.name })).toHaveAttribute('aria-selected', 'true');
  // The cards appear in the spec's reverse order.
  await expect(popular.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
    products.map((p) => cardTitle(p.name)),
  );
});

test('choosing a Popular Products tab loads that category', async ({ page }) => {
  const list = await categories(page.request);
  const other = list.find((c, index) => index > 0)!;
  const expected = await popularProducts(page.request, other.id);
  await gotoHydrated(page, '/');

  const popular = page.getByRole('region', { name: 'Popular Products' });
  await popular.getByRole('tab', { name: other.name }).click();
  await expect(popular.getByRole('tab', { name: other.name })).toHaveAttribute('aria-selected', 'true');
  await expect(popular.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
    expected.map((p) => cardTitle(p.name)),
  );
  // A card opens its product page.
  await popular
    .getByRole('tabpanel')
    .getByRole('link', { name: cardTitle(expected[0]!.name), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${expected[0]!.id}$`));
});

test('a home banner links to its sub-category, or else to its category', async ({ page }) => {
  const banners = (await (await page.request.get('/api/homeBanner')).json()) as {
    title: string;
    catId: number;
    subCatId: number | null;
  }[];
  expect(banners.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/');
  const offers = page.getByRole('group', { name: 'Offers' });
  for (const banner of banners) {
    const href = banner.subCatId ? `/products/subCat/${banner.subCatId}` : `/products/category/${banner.catId}`;
    await expect(offers.getByRole('link', { name: banner.title })).toHaveAttribute('href', href);
  }
});

// Carousels further down start swiping only when they come near the screen (use-embla.ts): this one is below the
// first screen until scrolled to, and its arrow must then move it.
test('a carousel further down the page moves with its Next arrow once scrolled to', async ({ page }) => {
  await gotoHydrated(page, '/');
  const featured = page.getByRole('group', { name: SHELL_TEXT.home.featuredProducts, exact: true });
  await expect(featured).not.toBeInViewport();
  await featured.scrollIntoViewIfNeeded();
  const firstSlide = featured.getByRole('group', { name: /^1 of \d+$/ });
  await expect(firstSlide).toBeInViewport();
  await expect(async () => {
    await featured.getByRole('button', { name: SHELL_TEXT.home.next }).click();
    await expect(firstSlide).not.toBeInViewport({ timeout: 1_000 });
  }).toPass();
});

// A carousel's slides past its first ones join only when it comes near the screen (use-near-screen.ts): a phone's
// load builds none of the cards three screens down. The categories near the top have theirs by the time we look.
test('on a phone the products further down get their other slides only once scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  const slidesOf = (name: string) =>
    page.getByRole('group', { name, exact: true }).getByRole('group', { name: /^\d+ of \d+$/ });
  const countOf = async (slides: Locator) =>
    Number(/of (\d+)$/.exec((await slides.first().getAttribute('aria-label')) ?? '')?.[1]);

  const categoryTiles = slidesOf(SHELL_TEXT.home.featuredCategories);
  const allTiles = await countOf(categoryTiles);
  expect(allTiles).toBeGreaterThan(CATEGORY_TILES_IN_HTML);
  await expect(categoryTiles).toHaveCount(allTiles);

  const featured = page.getByRole('group', { name: SHELL_TEXT.home.featuredProducts, exact: true });
  const productSlides = slidesOf(SHELL_TEXT.home.featuredProducts);
  const allProducts = await countOf(productSlides);
  expect(allProducts).toBeGreaterThan(PRODUCT_SLIDES_IN_HTML);
  await expect(featured).not.toBeInViewport();
  await expect(productSlides).toHaveCount(PRODUCT_SLIDES_IN_HTML);
  await featured.scrollIntoViewIfNeeded();
  await expect(productSlides).toHaveCount(allProducts);
});

// React Router lists every module the page needs at start as a modulepreload link (the whole static import graph;
// inert in the HTML until the first paint, decision 078).
test('the home page loads at most 150 kB of JavaScript (gzip) on first load', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const urls = [...new Set([...html.matchAll(/rel="modulepreload" href="([^"]+\.js)"/g)].map((m) => m[1]!))];
  expect(urls.length).toBeGreaterThan(2);
  let total = 0;
  for (const url of urls) {
    const response = await page.request.get(url);
    expect(response.ok()).toBe(true);
    total += gzipSync(await response.body()).length;
  }
  console.log(`home first-load JavaScript: ${(total / 1000).toFixed(1)} kB gzip in ${urls.length} files`);
  expect(total).toBeLessThanOrEqual(150_000);
});

// Decision 077: the scripts name each icon; its drawing is only in the sprite file the icons point to.
test("the page's scripts carry no icon drawings: the sprite file has them", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const sprite = /<use href="([^"#]+)#heart"/.exec(html)?.[1];
  expect(sprite, 'a heart icon on the home page').toBeTruthy();
  const heart = /<symbol id="heart"[^>]*>.*?\bd="([^"]+)"/s.exec(await (await page.request.get(sprite!)).text())?.[1];
  expect(heart, "the heart's drawing in the sprite").toBeTruthy();
  const urls = [...new Set([...html.matchAll(/rel="modulepreload" href="([^"]+\.js)"/g)].map((m) => m[1]!))];
  expect(urls.length).toBeGreaterThan(2);
  for (const url of urls) expect((await (await page.request.get(url)).text()).includes(heart!), url).toBe(false);
});

// Decision 077: every route comes with the first load; links never ask /__manifest for theirs (each answer
// re-rendered the page).
test('the home page and a click to a product ask nothing of /__manifest', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/__manifest') asked.push(request.url());
  });
  await gotoHydrated(page, '/');
  const popular = page.getByRole('region', { name: SHELL_TEXT.home.popularProducts });
  const link = popular.getByRole('article').first().getByRole('link');
  const name = (await link.getAttribute('title')) ?? (await link.innerText());
  await link.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 15_000 });
  expect(asked).toEqual([]);
});

// Decision 078: the HTML is complete without scripts, so the page asks for none before its first frame is drawn.
test('the home page asks for its scripts only after its first frame, then hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    requestAnimationFrame((frame) => {
      (window as { firstFrame?: number }).firstFrame ??= frame;
    });
  });
  await gotoHydrated(page, '/');
  const { firstFrame, scripts } = await page.evaluate(() => ({
    firstFrame: (window as { firstFrame?: number }).firstFrame,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  expect(firstFrame, 'a first frame').toBeDefined();
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(script.start, script.url).toBeGreaterThan(firstFrame!);
});

// axe walks ~2,000 nodes; on a loaded 2-core machine that can take longer than the default 30 s.
const AXE_TIMEOUT_MS = 120_000;

test('axe finds no serious or critical problems on the home page (desktop)', async ({ page }) => {
  test.setTimeout(AXE_TIMEOUT_MS);
  await gotoHydrated(page, '/');
  await expectAxeClean(page, 'the home page (desktop)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('axe finds no serious or critical problems on the home page (390 px)', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT_MS);
    await gotoHydrated(page, '/');
    await expectAxeClean(page, 'the home page at 390 px');
  });
});
