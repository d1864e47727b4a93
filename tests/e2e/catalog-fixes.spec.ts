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
