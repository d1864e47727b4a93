import { DEFAULT_SHOP_TIME_ZONE } from '#src/shared/shop';
import { shopDay } from '#src/shared/shop-time';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './fixtures/a11y';
import { E2E_ADMIN, E2E_STAFF, signInAsAdmin, signInAsStaff } from './fixtures/admin';
import { gotoHydrated } from './fixtures/shop';
import { signedInShopper } from './fixtures/shopping';

/** The back office's shell (issue 14, decision 021): reached through the shop's own sign-in, Page Not Found for others. */

const tokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

async function expectShopNotFound(page: Page) {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // The shop's chrome, not the back office's.
  await expect(page.getByRole('combobox', { name: 'Search for items...' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  expect(await page.content()).not.toContain('Audit log');
}

test('an admin made by npm run admin signs in through the shop and runs the back office', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };

  const response = await gotoHydrated(page, '/admin');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // No storefront header or footer.
  await expect(page.getByRole('combobox', { name: 'Search for items...' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(`${E2E_ADMIN.name} · Owner`)).toBeVisible(); // admin → owner (decision 059)

  // The counts are the API's.
  const counts = (await (await page.request.get('/api/admin/overview', { headers })).json()) as Record<string, number>;
  const format = (n: number) => new Intl.NumberFormat('en-IN').format(n);
  await expect(page.locator('[data-stat="Products"]')).toHaveText(format(counts['products']!));
  await expect(page.locator('[data-stat="Low-stock packs"]')).toHaveText(format(counts['lowStockVariants']!));
  await expect(page.locator('[data-stat="Sold-out packs"]')).toHaveText(format(counts['outOfStockVariants']!));
  expect(counts['products']).toBeGreaterThan(100);
  await expectAxeClean(page, '/admin (overview)');

  // A back-office write, then the log shows who, from where, and before → after.
  const edit = await page.request.patch('/api/admin/variants/1', { headers, data: { countInStock: 41 } });
  expect(edit.status(), await edit.text()).toBe(200);

  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const item of ['Overview', 'Products', 'Categories', 'Banners', 'Import / export', 'Audit log']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  // Every item of the navigation has its icon, Delivery too.
  await expect(nav.getByRole('link', { name: 'Delivery' })).toBeVisible();
  for (const link of await nav.getByRole('link').all()) await expect(link.locator('svg')).toHaveCount(1);
  // One card per entry (issue 31 §6).
  const list = page.getByRole('list', { name: 'Back-office changes, newest first' });
  // Other browser tests write to the same log at the same time: find this test's change, not the newest entry.
  const ours = list
    .getByRole('listitem')
    .filter({ hasText: 'variant.update' })
    .filter({ hasText: /countInStock:.*41/ })
    .first();
  await expect(ours).toContainText(E2E_ADMIN.email);
  await expect(ours.getByRole('definition').nth(2)).toHaveText(/^[0-9a-f.:]+$/);
  await expectAxeClean(page, '/admin/audit');

  // Filters: by entity (a list of the log's entities), then cleared.
  await page.getByRole('combobox', { name: 'Entity', exact: true }).selectOption('product');
  await page.getByRole('textbox', { name: 'Entity id' }).fill('no-such-id');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/entity=product/);
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(ours).toBeVisible();

  // Back to the overview through the navigation; an unknown back-office page stays in the back office.
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const unknown = await page.goto('/admin/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
});

test('an id or a page the API would refuse is the back office’s Not available, or the first page', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  // Ids outside 1 … 2,147,483,647 (the API answers 400 for those): inside the back office, status 404.
  for (const path of [
    '/admin/orders/0',
    '/admin/orders/9999999999',
    '/admin/orders/0/slip',
    '/admin/orders/9999999999/slip',
    '/admin/customers/0',
    '/admin/customers/9999999999',
    '/admin/products/0',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
    await expect(nav).toBeVisible();
  }
  // A page past the last one the API takes (100,000) shows the list's first page.
  for (const [path, title] of [
    ['/admin/customers?page=100001', 'Customers'],
    ['/admin/reviews?page=100001', 'Reviews'],
    ['/admin/orders?page=100001', 'Orders'],
    ['/admin/audit?page=100001', 'Audit log'],
    ['/admin/newsletter?page=100001', 'Newsletter subscribers'],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('staff run orders and customers; the catalogue, reviews, delivery, newsletter and the audit log are not theirs', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsStaff(page);
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(`${E2E_STAFF.name} · Staff`)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Orders', 'Customers', 'My notifications']);
  // No catalogue figures for staff.
  await expect(page.getByRole('table', { name: 'Packs with the least stock' })).toHaveCount(0);

  // A "Today" tile opens today's orders of its status, not every day's.
  // The shop's day (decision 058), not UTC's: from 18:30 UTC they differ.
  const today = shopDay(new Date(), DEFAULT_SHOP_TIME_ZONE);
  await page
    .getByRole('region', { name: /^Today/ })
    .getByRole('link', { name: /^Pending/ })
    .click();
  await expect(page).toHaveURL(`/admin/orders?status=pending&from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByLabel('Placed from')).toHaveValue(today);
  await expect(page.getByLabel('Placed until')).toHaveValue(today);

  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  // The admin-only pages are the back office's Not available for staff, even typed in.
  for (const path of [
    '/admin/products',
    '/admin/reviews',
    '/admin/delivery',
    '/admin/newsletter',
    '/admin/coupons',
    '/admin/audit',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
    await expect(nav).toBeVisible();
  }
});

test('a phone shows the back office with its navigation in reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Overview' }),
  ).toBeVisible();
  await expectAxeClean(page, '/admin/audit at 390 px');
});

test('a guest gets Page Not Found at /admin and its pages', async ({ page }) => {
  await expectShopNotFound(page);
  const audit = await page.goto('/admin/audit');
  expect(audit?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a signed-in shopper gets Page Not Found at /admin', async ({ page }) => {
  test.setTimeout(60_000);
  const shopper = await signedInShopper(page, 'admin-shell');
  await gotoHydrated(page, '/');
  expect(await tokenOf(page)).toBe(shopper.token);
  await expectShopNotFound(page);
  // Even with a shopper's token in the back-office cookie.
  await page.context().addCookies([{ name: 'kirana_admin', value: shopper.token, url: page.url() }]);
  await expectShopNotFound(page);
});

// Decision 021: the back office's code, endpoints and words load only on its pages.
test("the shop's first-load JavaScript carries none of the back office", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const urls = [...new Set([...html.matchAll(/rel="modulepreload" href="([^"]+\.js)"/g)].map((m) => m[1]!))];
  expect(urls.length).toBeGreaterThan(3);
  for (const url of urls) {
    const code = await (await request.get(url)).text();
    for (const word of ['/api/admin', 'Audit log', 'Import / export', 'Low-stock packs']) {
      expect(code.includes(word), `${word} in ${url}`).toBe(false);
    }
  }
});
