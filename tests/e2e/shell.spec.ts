import { expect, test } from '@playwright/test';
import { newAccount, storeSession, verifiedAccount } from './fixtures/outbox';
import { categories, countries, gotoHydrated } from './fixtures/shop';
import { demoProducts, listAddByApi, signedInShopper } from './fixtures/shopping';

// Each test is a few seconds alone; the shared 2-core machine running several suites needs more room.
test.describe.configure({ timeout: 60_000 });

test.describe('alert bar', () => {
  test('closes on Escape but not on a click elsewhere', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('textbox', { name: 'Your email address' }).fill('shopper@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Check your e-mail to confirm your subscription.');
    await page.getByRole('heading', { name: 'Popular Products' }).click();
    await expect(alert).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();
  });

  test('closes by itself after 6 seconds', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await gotoHydrated(page, '/');
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-21T10:05:00Z'));
    await page.getByRole('textbox', { name: 'Your email address' }).fill('shopper@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await page.clock.runFor(5_900);
    await expect(alert).toBeVisible();
    await page.clock.runFor(200);
    await expect(alert).toBeHidden();
  });
});

test('the country selector filters, stores the choice and reloads', async ({ page }) => {
  const list = await countries(page.request);
  const sorted = [...list].sort((a, b) => a.country.localeCompare(b.country, 'en'));
  const indiaIndex = sorted.findIndex((c) => c.country === 'India') + 1;
  expect(indiaIndex).toBeGreaterThan(0);

  await gotoHydrated(page, '/');
  const selector = page.getByRole('button', { name: /Your location/ });
  await expect(selector).toContainText('All countries');

  // Opens on the label, closes on a click outside.
  await selector.click();
  const panel = page.getByRole('dialog', { name: 'Choose your delivery location' });
  await expect(panel.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search here...');
  await page.getByRole('heading', { name: 'Popular Products' }).click();
  await expect(panel).toBeHidden();

  await selector.click();
  await panel.getByPlaceholder('Search here...').fill('ind');
  await expect(panel.getByRole('button', { name: 'India', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'France' })).toHaveCount(0);
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'India', exact: true }).click()]);

  await expect(page.getByRole('button', { name: /Your location/ })).toContainText('India');
  expect(
    await page.evaluate(() => [localStorage.getItem('location'), localStorage.getItem('locationTabIndex')]),
  ).toEqual(['India', String(indiaIndex)]);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'location')?.value).toBe('India');
});

test('the header turns fixed after 100 px of scrolling', async ({ page }) => {
  await gotoHydrated(page, '/');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveAttribute('data-fixed');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-fixed', 'true');
});

test('search suggests after two characters and is keyboard navigable', async ({ page }) => {
  const [first] = await categories(page.request);
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search for items...' });
  await box.fill(first!.name.slice(0, 5));
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  // Under two characters there are no suggestions.
  await box.fill(first!.name.slice(0, 1));
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await box.fill(first!.name.slice(0, 5));
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const activeId = await options.first().getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', activeId!);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/(product|products\/category|products\/subCat)\/\d+$/);
  await expect(box).toHaveValue('');
});

test('the search icon waits, then opens the results and clears the box; empty text does nothing', async ({ page }) => {
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search for items...' });
  const submit = page.getByRole('search').getByRole('button', { name: 'Search' });
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await box.fill('milk');
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/search\?q=milk$/);
  await expect(box).toHaveValue('');
});

test('navigation opens category and sub-category listings', async ({ page }) => {
  const list = await categories(page.request);
  const withChildren = list.find((c) => c.children.length > 0)!;
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Browse All Categories' }).click();
  const panel = page.getByRole('list', { name: 'Categories' });
  await panel.getByRole('link', { name: withChildren.name }).hover();
  const child = withChildren.children[0]!;
  await expect(panel.getByRole('link', { name: child.name })).toHaveAttribute('href', `/products/subCat/${child.id}`);
  await panel.getByRole('link', { name: withChildren.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products/category/${withChildren.id}$`));
});

test('a signed-in shopper gets the Account menu, and Sign out ends the session', async ({ page }) => {
  await storeSession(page, await verifiedAccount(page.request, newAccount('shell-menu')));
  await gotoHydrated(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['My Account', 'Orders', 'My Wishlist', 'Sign out']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  const [token, user] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  // The server revoked the token: a copy of it is refused (issue 11 §4).
  const { userId } = JSON.parse(user!) as { userId: number };
  const reused = await page.request.get(`/api/user/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reused.status()).toBe(401);
});

test.describe('under 992 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar and the hamburger menu appear; the menu offers Sign In', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Wishlist', 'Orders', 'Account'])
      await expect(bar.getByRole('link', { name })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Filters' })).toBeDisabled();
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('combobox', { name: 'Search for items...' })).toBeFocused();

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the bottom bar’s Wishlist shows how many products are in My List (issue 32 §4)', async ({ page }) => {
    const shopper = await signedInShopper(page, 'phone-wishlist');
    const { plain } = await demoProducts(page.request);
    await listAddByApi(page.request, shopper, plain[5]!.id);
    await gotoHydrated(page, '/');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('link', { name: 'Wishlist 1 item' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Wishlist 1 item' })).toContainText('1');
  });

  test('the Filters tab is enabled on listing pages', async ({ page }) => {
    const [first] = await categories(page.request);
    await gotoHydrated(page, `/products/category/${first!.id}`);
    await expect(
      page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Filters' }),
    ).toBeEnabled();
  });
});
