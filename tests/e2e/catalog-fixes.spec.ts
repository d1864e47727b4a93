import { expect, test } from '@playwright/test';
import type { TProductListing } from '#src/contracts/catalog';
import { categories, foundText, getJson, gotoHydrated, listing } from './fixtures/shop';

// Issue 13's shopper-visible fixes to listings and search that do not depend on the variant model.
test.describe.configure({ timeout: 90_000 });

test('a listing page past the end says where the results end and links back to page 1, without a count', async ({
  page,
}) => {
  const category = (await categories(page.request))[0]!;
  const all = await listing(page.request, `catId=${category.id}`);
  await gotoHydrated(page, `/products/category/${category.id}?page=99`);
  const main = page.getByRole('main');
  await expect(main.getByText(`There is no page 99 here: the results end on page ${all.totalPages}.`)).toBeVisible();
  await expect(main.getByText(/We found \d+ items/)).toHaveCount(0);
  await expect(main.getByText('No products match these filters.')).toHaveCount(0);
  // The rating filter's lowest choice is singular.
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: '1 star & up' }),
  ).toBeVisible();
  await main.getByRole('link', { name: 'Back to page 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}$`));
  await expect(main.getByText(foundText(all.total))).toBeVisible();
});

test('a search page past the end links back to page 1 of the same search', async ({ page }) => {
  const q = 'fresh';
  const first = await getJson<TProductListing>(page.request, `/api/search/results?q=${q}&perPage=20`);
  await gotoHydrated(page, `/search?q=${q}&page=99`);
  const main = page.getByRole('main');
  await expect(main.getByText(`There is no page 99 here: the results end on page ${first.totalPages}.`)).toBeVisible();
  await expect(main.getByText(/We found \d+ items/)).toHaveCount(0);
  await main.getByRole('link', { name: 'Back to page 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${q}$`));
  await expect(main.getByText(foundText(first.total))).toBeVisible();
});

test('the search page has the rating and price filters; the results, count and URL follow, and the query stays', async ({
  page,
}) => {
  const q = 'fresh';
  const all = await getJson<TProductListing>(page.request, `/api/search/results?q=${q}&perPage=20`);
  const rated = await getJson<TProductListing>(page.request, `/api/search/results?q=${q}&perPage=20&rating=4`);
  expect(rated.total, `'${q}' has products rated 4 and up, and others`).toBeLessThan(all.total);
  await gotoHydrated(page, `/search?q=${q}`);
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar.getByRole('heading', { name: 'Filter by price' })).toBeVisible();
  await expect(page.getByText(foundText(all.total))).toBeVisible();
  await sidebar.getByRole('link', { name: '4 stars & up' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${q}&rating=4$`));
  await expect(page.getByText(foundText(rated.total))).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(
    rated.products.map((p) => (p.name.length > 25 ? `${p.name.slice(0, 25)}...` : p.name)),
  );
  await sidebar.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${q}$`));
  await expect(page.getByText(foundText(all.total))).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the bottom bar's Filters tab opens the search page's filters", async ({ page }) => {
    const q = 'fresh';
    const rated = await getJson<TProductListing>(page.request, `/api/search/results?q=${q}&perPage=20&rating=3`);
    await gotoHydrated(page, `/search?q=${q}`);
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('heading', { name: 'Filter by price' })).toBeVisible();
    await drawer.getByRole('link', { name: '3 stars & up' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${q}&rating=3$`));
    await expect(drawer).toBeHidden();
    await expect(page.getByText(foundText(rated.total))).toBeVisible();
  });
});
