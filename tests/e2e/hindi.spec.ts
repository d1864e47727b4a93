import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures/shop';
import { demoProducts } from './fixtures/shopping';

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
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
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
