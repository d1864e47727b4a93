import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TProductDetail } from '#src/contracts/catalog';
import { LANGUAGE_HEADER } from '#src/shared/constants';
import { expectAxeClean } from './fixtures/a11y';
import { gotoHydrated } from './fixtures/shop';
import { addByApi, demoProducts, listAddByApi, signedInShopper } from './fixtures/shopping';
import { DEVANAGARI_FONT, fontRequests, INTER_FONT } from './fixtures/fonts';

/** A product's name as a Hindi page shows it (its Hindi name where the demo gives one, decision 066). */
async function hindiName(request: APIRequestContext, id: number): Promise<string> {
  const answer = await request.get(`/api/products/${id}`, { headers: { [LANGUAGE_HEADER]: 'hi' } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as TProductDetail).name;
}

// Issue 33, first step (decision 065): the language switch, the /hi pages in Hindi, and back — on a phone.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 60_000 });

/** Opens the phone menu and follows its language link: a whole page load into the other language. */
async function switchLanguage(page: Page, to: 'हिन्दी' | 'English', path: RegExp) {
  await page.getByRole('button', { name: /^(Menu|मेन्यू)$/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: to, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
}

test('switch to Hindi: home and product pages in Hindi, <html lang="hi">, alternates; and back to English', async ({
  page,
  context,
}) => {
  const product = (await demoProducts(page.request)).plain[0]!;
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await switchLanguage(page, 'हिन्दी', /\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'लोकप्रिय सामान' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'सीधे सामग्री पर जाएँ' })).toBeAttached();
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', '/');
  await expect(page.locator('head link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', '/hi');
  // The Hindi home is its own page (Lighthouse's SEO audit refuses a canonical in another language than the page).
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', '/hi');
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', '/hi');
  // The choice is remembered, and the API answers in it.
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');
  const refusal = await page.request.get('/api/cart');
  expect(refusal.status()).toBe(401);
  expect(await refusal.text()).toContain('जारी रखने के लिए कृपया साइन इन करें');

  await gotoHydrated(page, `/hi/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: await hindiName(page.request, product.id) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'कार्ट में डालें', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'विवरण' })).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `/hi/product/${product.id}`);
  // The page's own links stay in Hindi (the basename /hi): the logo leads to /hi, not to the English home.
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/hi');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { name: 'लोकप्रिय सामान' })).toBeVisible();
  await gotoHydrated(page, `/hi/product/${product.id}`);

  await switchLanguage(page, 'English', new RegExp(`/product/${product.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  expect(await (await page.request.get('/api/cart')).text()).toContain('Please sign in to continue');
});

test('the sitemap lists each page in both languages', async ({ page }) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toContain('/');
  expect(locs).toContain('/hi');
  const product = (await demoProducts(page.request)).plain[0]!;
  expect(locs).toContain(`/product/${product.id}`);
  expect(locs).toContain(`/hi/product/${product.id}`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="/hi/product/${product.id}"/>`);
});

/**
 * This machine has no Devanagari font of its own: the page's faces are the ones its Hindi renders in (their
 * stylesheet is linked after the first paint, so they may still be on their way).
 */
async function expectDevanagariFacesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.includes('Kirana Devanagari')).map((face) => face.status),
      ),
    )
    .toContain('loaded');
}

/** The page's main content: in Devanagari, with none of the English texts it translates. */
async function expectHindiMain(page: Page, what: string, english: string[]) {
  const main = page.getByRole('main');
  await expect(main).toContainText(/[\u0900-\u097F]/);
  const text = await main.innerText();
  for (const words of english) expect(text, `${what}: "${words}" left in English`).not.toContain(words);
  await expectDevanagariFacesLoaded(page);
  await expectAxeClean(page, what);
}

test('the shopping pages, sign in and Page Not Found in Hindi, with the Devanagari font', async ({ page }) => {
  const fonts = fontRequests(page);
  // Signed out, the cart's loader sends the shopper to sign in — in Hindi, under /hi.
  await gotoHydrated(page, '/hi/cart');
  await expect(page).toHaveURL(/\/hi\/signIn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('main').getByRole('button', { name: 'साइन इन करें', exact: true })).toBeVisible();
  await expectHindiMain(page, 'sign in', ['Sign In', 'Password', 'Email']);
  expect(fonts.some((url) => DEVANAGARI_FONT.test(url))).toBe(true);

  const shopper = await signedInShopper(page, 'hindi-pages');
  const product = (await demoProducts(page.request)).plain[0]!;
  await addByApi(page.request, shopper, { productId: product.id, quantity: 2 });
  await listAddByApi(page.request, shopper, product.id);

  await gotoHydrated(page, '/hi/cart');
  await expect(page.getByRole('heading', { name: 'आपका कार्ट' })).toBeVisible();
  await expect(page.getByText('कार्ट का कुल')).toBeVisible();
  const name = await hindiName(page.request, product.id);
  await expect(page.getByRole('button', { name: `${name} की मात्रा बढ़ाएँ` })).toBeVisible();
  await expectHindiMain(page, 'cart', ['Your Cart', 'Cart Totals', 'Unit Price', 'Subtotal', 'Remove', 'Delivery']);
  // A link of the page keeps the shopper in Hindi.
  await page.getByRole('main').getByRole('link', { name: 'चेकआउट करें' }).first().click();
  await expect(page).toHaveURL(/\/hi\/checkout$/);

  await gotoHydrated(page, '/hi/checkout');
  await expect(page.getByRole('heading', { name: 'बिलिंग की जानकारी' })).toBeVisible();
  await expect(page.getByLabel('पूरा नाम')).toBeVisible();
  await expectHindiMain(page, 'checkout', ['Billing Details', 'Full Name', 'Your Order', 'Phone Number', 'Pay online']);

  await gotoHydrated(page, '/hi/myList');
  await expect(page.getByRole('heading', { name: 'मेरी लिस्ट' })).toBeVisible();
  await expectHindiMain(page, 'My List', ['My List', 'Price', 'Remove', 'in your My List']);

  await gotoHydrated(page, '/hi/orders');
  await expect(page.getByText('आपने अभी तक कोई ऑर्डर नहीं दिया है।')).toBeVisible();
  await expectHindiMain(page, 'orders', ['Orders', 'You have not placed']);

  const missing = await page.goto('/hi/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
  await expectHindiMain(page, 'Page Not Found', ['Page Not Found', 'Back to']);
});

// Decisions 079 and 080: the faces wait with the scripts for the first frame, which draws the Hindi in the system's
// own Devanagari font (here none), and join the document only once loaded (a face joining while it loads costs a
// whole-page layout of its own). Inter is not asked for at all.
test('a Hindi page adds its Devanagari faces after its first frame, loaded, and asks for no Inter', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = window as { firstFrame?: number; loadingFamilies?: string[] };
    requestAnimationFrame((frame) => {
      seen.firstFrame ??= frame;
    });
    seen.loadingFamilies = [];
    // The document's font set says 'loading' for a face of its own that starts to load.
    document.fonts.addEventListener('loading', (event) => {
      seen.loadingFamilies!.push(...event.fontfaces.map((face) => face.family));
    });
  });
  const fonts = fontRequests(page);
  await gotoHydrated(page, '/hi');
  await expectDevanagariFacesLoaded(page);
  const { firstFrame, loadingFamilies, fontFiles } = await page.evaluate(() => ({
    firstFrame: (window as { firstFrame?: number }).firstFrame,
    loadingFamilies: (window as { loadingFamilies?: string[] }).loadingFamilies,
    fontFiles: performance
      .getEntriesByType('resource')
      .filter((entry) => /devanagari/.test(entry.name))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  expect(firstFrame, 'a first frame').toBeDefined();
  // The stylesheet and both faces: the home page's Hindi is in both weights.
  expect(fontFiles.filter((file) => file.url.endsWith('.css'))).toHaveLength(1);
  expect(fontFiles.filter((file) => DEVANAGARI_FONT.test(file.url) && file.url.endsWith('.woff2')).length).toBe(2);
  for (const file of fontFiles) expect(file.start, file.url).toBeGreaterThan(firstFrame!);
  expect(loadingFamilies!.filter((family) => family.includes('Kirana Devanagari'))).toEqual([]);
  expect(fonts.filter((url) => INTER_FONT.test(url))).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a Hindi page still gets its Devanagari faces', async ({ page }) => {
    const fonts = fontRequests(page);
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect.poll(() => fonts.filter((url) => DEVANAGARI_FONT.test(url)).length).toBe(2);
  });
});

test('English pages load no Devanagari font', async ({ page }) => {
  const fonts = fontRequests(page);
  await gotoHydrated(page, '/');
  // Inter, which the Hindi pages leave out, is the English pages' face.
  await expect.poll(() => fonts.some((url) => INTER_FONT.test(url))).toBe(true);
  await gotoHydrated(page, '/signIn');
  await page.goto('/no-such-page');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((url) => DEVANAGARI_FONT.test(url))).toEqual([]);
  expect(await page.locator('head').innerHTML()).not.toMatch(/Kirana Devanagari|devanagari[^"]*\.css/);
});
