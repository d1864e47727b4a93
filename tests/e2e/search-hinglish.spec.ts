import { expect, test, type Page } from '@playwright/test';
import type { TSearchResults } from '#src/contracts/catalog';
import { expectAxeClean } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { foundText, getJson, gotoHydrated } from './fixtures/shop';

/**
 * Issue 32 §3, seen by a shopper at 1280 and 390 px: the Hindi word finds tomatoes, a short typo finds bread, a word
 * with no near spelling offers one that finds something, and the results page sorts as the listing does.
 */
test.describe.configure({ timeout: 90_000 });

const cardTitle = (name: string) => (name.length > 25 ? `${name.slice(0, 25)}...` : name);
const titles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

/** Types `q` into the header's box (opened from the bottom bar on a phone) and waits for its results page. */
async function searchFor(page: Page, q: string, phone: boolean) {
  await gotoHydrated(page, '/');
  if (phone) await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search for items...' });
  await box.fill(q);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  // The header waits 2 s (spec) before it opens the results page.
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(q)}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Search results for "${q}"` })).toBeVisible();
}

for (const { width, height, phone } of [
  { width: 1280, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
]) {
  test.describe(`at ${width} px`, () => {
    test.use(phone ? { viewport: { width, height }, isMobile: true, hasTouch: true } : { viewport: { width, height } });

    test("'tamatar' finds tomatoes and 'bred' finds bread from the header's search", async ({ page }) => {
      await searchFor(page, 'tamatar', phone);
      await expect(titles(page).first()).toHaveText('Hybrid Tomato');
      await expect(titles(page).filter({ hasText: 'Taro Bubble Tea' })).toHaveCount(0);
      for (const title of await titles(page).allTextContents()) expect(title).toContain('Tomato');

      await searchFor(page, 'bred', phone);
      await expect(titles(page).first()).toHaveText(/Bread/);
      await expect(titles(page).filter({ hasText: 'Cold Brew Coffee' })).toHaveCount(0);
    });

    test('the results page sorts by relevance or as the listing does, and sort= in its address works', async ({
      page,
    }) => {
      const byPrice = await getJson<TSearchResults>(page.request, '/api/search/results?q=chawal&sort=price-asc');
      await gotoHydrated(page, '/search?q=chawal');
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort).toHaveValue('relevance');
      await expect(sort.getByRole('option')).toHaveText([
        'Relevance',
        'Newest first',
        'Price: low to high',
        'Price: high to low',
        'Top rated',
      ]);
      await sort.selectOption('price-asc');
      await expect(page).toHaveURL(/\/search\?q=chawal&sort=price-asc$/);
      await expect(titles(page)).toHaveText(byPrice.products.map((p) => cardTitle(p.name)));

      // The address alone sorts the page (a shared link, a reload).
      const newest = await getJson<TSearchResults>(page.request, '/api/search/results?q=chawal&sort=price-desc');
      await gotoHydrated(page, '/search?q=chawal&sort=price-desc');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
      await expect(page.getByText(foundText(newest.total))).toBeVisible();
      await expect(titles(page)).toHaveText(newest.products.map((p) => cardTitle(p.name)));
      await expectAxeClean(page, `/search sorted at ${width} px`);
    });

    test('a word with no near spelling says so and offers one that finds something', async ({ page }) => {
      await gotoHydrated(page, '/search?q=tomatillo');
      await expect(page.getByText(foundText(0))).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText('No results for "tomatillo" — Did you mean')).toBeVisible();
      await main.getByRole('link', { name: 'tomato', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=tomato$/);
      await expect(titles(page).filter({ hasText: 'Hybrid Tomato' })).toBeVisible();
    });
  });
}

test('the grocer adds, edits and deletes a synonym in the back office, and the shop searches with it at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const term = `kakdi${Date.now().toString(36).replace(/[0-9]/g, '')}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/search-synonyms');
  await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Search synonyms' });
  await expect(list.locator('li[data-term="tamatar"]')).toContainText('tomato');
  await expectAxeClean(page, '/admin/search-synonyms');

  const form = page.getByRole('form', { name: 'Add synonym' });
  await form.getByLabel('Shoppers type').fill(term);
  await form.getByLabel('Also search for').fill('Cucumber');
  await form.getByRole('button', { name: 'Add synonym' }).click();
  await expect(page.getByRole('alert')).toContainText(`Synonyms of "${term}" added.`);
  await expect(list.locator(`li[data-term="${term}"]`)).toContainText('cucumber');
  const shop = await page.context().newPage();
  await gotoHydrated(shop, `/search?q=${term}`);
  await expect(titles(shop).filter({ hasText: 'English Cucumber' })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${term}` }).click();
  const editor = page.getByRole('form', { name: `Edit ${term}` });
  await editor.getByLabel('Also search for').fill('carrot');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(`Synonyms of "${term}" saved.`);
  await gotoHydrated(shop, `/search?q=${term}`);
  await expect(titles(shop).filter({ hasText: 'Ooty Carrot' })).toBeVisible();
  await expect(titles(shop).filter({ hasText: 'English Cucumber' })).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${term}` }).click();
  await expect(page.getByRole('alert')).toContainText(`Synonyms of "${term}" deleted.`);
  await expect(list.locator(`li[data-term="${term}"]`)).toHaveCount(0);
  await gotoHydrated(shop, `/search?q=${term}`);
  await expect(shop.getByText(foundText(0))).toBeVisible();
});
