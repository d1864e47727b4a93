import { expect, test } from '@playwright/test';
import type { TProductListing } from '#src/contracts/catalog';
import { foundText, getJson, gotoHydrated } from './fixtures/shop';
import { expectAxeClean } from './fixtures/a11y';

// The machine is shared and slow; these flows wait on real renders, never on timers.
test.describe.configure({ timeout: 90_000 });

const cardTitle = (name: string) => (name.length > 25 ? `${name.slice(0, 25)}...` : name);

for (const { typo, word } of [
  { typo: 'chocolte', word: 'Chocolate' },
  { typo: 'bananna', word: 'Banana' },
]) {
  test(`a typo in the header search ('${typo}') still finds the ${word.toLowerCase()}`, async ({ page }) => {
    const expected = await getJson<TProductListing>(page.request, `/api/search/results?q=${typo}&perPage=20`);
    expect(
      expected.products.some((p) => p.name.includes(word)),
      `the API ranks a ${word} for '${typo}'`,
    ).toBe(true);

    await gotoHydrated(page, '/');
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Search for items...' }).fill(typo);
    await search.getByRole('button', { name: 'Search' }).click();
    // The header waits 2 s (spec) before it opens the results page.
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${typo}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: `Search results for "${typo}"` })).toBeVisible();
    await expect(page.getByText(foundText(expected.total))).toBeVisible();
    const titles = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(expected.products.map((p) => cardTitle(p.name)));
    await expect(titles.filter({ hasText: word }).first()).toBeVisible();
    // The input was cleared.
    await expect(search.getByRole('combobox')).toHaveValue('');
  });
}

test('the results page pages through long results and keeps the query', async ({ page }) => {
  // A broad word with more than one page of results.
  const q = 'fresh';
  const first = await getJson<TProductListing>(page.request, `/api/search/results?q=${q}&perPage=20`);
  expect(first.totalPages, `'${q}' finds more than one page`).toBeGreaterThan(1);
  const second = await getJson<TProductListing>(page.request, `/api/search/results?q=${q}&perPage=20&page=2`);
  await gotoHydrated(page, `/search?q=${q}`);
  await expect(page.getByText(foundText(first.total))).toBeVisible();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${q}&page=2$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(
    second.products.map((p) => cardTitle(p.name)),
  );
});

test('an empty query shows no results and asks for a word', async ({ page }) => {
  await gotoHydrated(page, '/search?q=%20%20');
  await expect(page.getByText(foundText(0))).toBeVisible();
  await expect(page.getByText('Type what you are looking for in the search box above.')).toBeVisible();
});

test('the search page has no serious or critical accessibility violations', async ({ page }) => {
  await gotoHydrated(page, '/search?q=milk');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "milk"' })).toBeVisible();
  await expectAxeClean(page, 'the search page');
});
