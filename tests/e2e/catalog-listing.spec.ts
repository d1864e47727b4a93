import { expect, test, type Page } from '@playwright/test';
import type { TProduct } from '#src/contracts/catalog';
import { categories, foundText, gotoHydrated, listing } from './fixtures/shop';
import { expectAxeClean } from './fixtures/a11y';

// The machine is shared and slow; these flows wait on real renders, never on timers.
test.describe.configure({ timeout: 90_000 });

const cardTitle = (name: string) => (name.length > 25 ? `${name.slice(0, 25)}...` : name);
const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const expectCards = (page: Page, products: TProduct[]) =>
  expect(cardTitles(page)).toHaveText(products.map((p) => cardTitle(p.name)));

test('a category listing narrows by price and by rating; the URL and the count follow, and Back undoes it', async ({
  page,
}) => {
  const tree = await categories(page.request);
  const category = tree[0]!;
  const all = await listing(page.request, `catId=${category.id}`);
  // A price cap (on the slider's step of 5) that keeps some products, and some of them rated 4 and up.
  const everything = await listing(page.request, `catId=${category.id}`, 'perPage=100');
  const prices = [...new Set(everything.products.map((p) => p.price))].sort((a, b) => a - b);
  let maxPrice = 0;
  let byPrice = all;
  let byBoth = all;
  for (const price of prices) {
    const cap = Math.ceil(price / 5) * 5;
    const priced = await listing(page.request, `catId=${category.id}`, `maxPrice=${cap}`);
    const rated = await listing(page.request, `catId=${category.id}`, `maxPrice=${cap}&rating=4`);
    if (priced.total < all.total && rated.total > 0 && rated.total < priced.total) {
      [maxPrice, byPrice, byBoth] = [cap, priced, rated];
      break;
    }
  }
  expect(maxPrice, 'the demo category has cheap products rated 4 and up, and others').toBeGreaterThan(0);

  await gotoHydrated(page, `/products/category/${category.id}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByText(foundText(all.total))).toBeVisible();
  await expectCards(page, all.products);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText(category.name)).toHaveAttribute('aria-current', 'page');

  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByRole('spinbutton', { name: 'Maximum price' }).fill(String(maxPrice));
  await sidebar.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}\\?maxPrice=${maxPrice}$`));
  await expect(page.getByText(foundText(byPrice.total))).toBeVisible();
  await expectCards(page, byPrice.products);
  // The slider shows the applied range.
  await expect(sidebar.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
    'aria-valuenow',
    String(maxPrice),
  );

  await sidebar.getByRole('link', { name: '4 stars & up' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?maxPrice=${maxPrice}&rating=4$`));
  await expect(page.getByText(foundText(byBoth.total))).toBeVisible();
  await expectCards(page, byBoth.products);
  await expect(sidebar.getByRole('link', { name: '4 stars & up' })).toHaveAttribute('aria-current', 'true');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?maxPrice=${maxPrice}$`));
  await expect(page.getByText(foundText(byPrice.total))).toBeVisible();

  // A shared link opens with the same filters.
  await gotoHydrated(page, `/products/category/${category.id}?maxPrice=${maxPrice}&rating=4`);
  await expect(page.getByText(foundText(byBoth.total))).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}$`));
  await expect(page.getByText(foundText(all.total))).toBeVisible();
});

test('a sub-category listing has its breadcrumb and sorts through the URL', async ({ page }) => {
  const tree = await categories(page.request);
  const category = tree.find((c) => c.children.length > 0)!;
  const child = category.children[0]!;
  const newest = await listing(page.request, `subCatId=${child.id}`);
  const cheapest = await listing(page.request, `subCatId=${child.id}`, 'sort=price-asc');

  await gotoHydrated(page, `/products/subCat/${child.id}`);
  await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', category.name, child.name]);
  await expect(crumbs.getByRole('link', { name: category.name })).toHaveAttribute(
    'href',
    `/products/category/${category.id}`,
  );
  await expect(page.getByText(foundText(newest.total))).toBeVisible();
  await expectCards(page, newest.products);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(new RegExp(`/products/subCat/${child.id}\\?sort=price-asc$`));
  await expectCards(page, cheapest.products);
  const prices = cheapest.products.map((p) => p.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('pagination links keep the filters and move through the pages', async ({ page }) => {
  const tree = await categories(page.request);
  const totals = await Promise.all(tree.map(async (c) => (await listing(page.request, `catId=${c.id}`)).totalPages));
  const category = tree[totals.findIndex((pages) => pages > 1)]!;
  expect(category, 'some category has more than 20 products').toBeTruthy();
  const first = await listing(page.request, `catId=${category.id}`, 'sort=price-desc');
  const second = await listing(page.request, `catId=${category.id}`, 'sort=price-desc&page=2');

  await gotoHydrated(page, `/products/category/${category.id}?sort=price-desc`);
  await expectCards(page, first.products);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?sort=price-desc&page=2$`));
  await expectCards(page, second.products);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?sort=price-desc$`));
  await expectCards(page, first.products);
});

test('a spinner shows while the next filter loads', async ({ page }) => {
  const [category] = await categories(page.request);
  await gotoHydrated(page, `/products/category/${category!.id}`);
  // Hold the page's data request until the spinner has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: '3 stars & up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/rating=3$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeHidden();
});

test('unknown and malformed ids answer the not-found page with HTTP 404', async ({ page }) => {
  const [category] = await categories(page.request);
  for (const url of [
    '/products/category/999999',
    '/products/category/abc',
    `/products/subCat/${category!.id}`,
    '/products/subCat/-3',
    '/product/99999999',
    '/product/1x',
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Filters button and the bottom bar tab open the sidebar as a drawer', async ({ page }) => {
    const [category] = await categories(page.request);
    const rated = await listing(page.request, `catId=${category!.id}`, 'rating=3');
    await gotoHydrated(page, `/products/category/${category!.id}`);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('heading', { name: 'Filter by price' })).toBeVisible();
    await drawer.getByRole('link', { name: '3 stars & up' }).click();
    // Applying a filter closes the drawer on the new results.
    await expect(page).toHaveURL(/\?rating=3$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByText(foundText(rated.total))).toBeVisible();

    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Filters' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: '3 stars & up' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test('the listing page has no serious or critical accessibility violations', async ({ page }) => {
  const [category] = await categories(page.request);
  await gotoHydrated(page, `/products/category/${category!.id}?rating=3`);
  await expect(page.getByRole('heading', { level: 1, name: category!.name })).toBeVisible();
  await expectAxeClean(page, 'the listing page');
});
