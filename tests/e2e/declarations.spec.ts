import { expect, test } from '@playwright/test';
import { expectAxeClean } from './fixtures/a11y';
import { adminToken, signInAsAdmin } from './fixtures/admin';
import { categories, gotoHydrated } from './fixtures/shop';

/**
 * Issue 30 §3 (docs/decisions/056): a food product's page shows its Declarations block and the veg mark with its
 * words; the grocer finds it under "Declarations missing", fills the best-before in the product form, and the flag
 * goes.
 */
const NAME = `Declared Poha ${Date.now().toString(36)}`;

test('the product page declares; the grocer fills a missing declaration and the flag goes', async ({ page }) => {
  test.setTimeout(300_000);
  const [category] = await categories(page.request);
  await signInAsAdmin(page);
  const token = await adminToken(page);
  const created = await page.request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: NAME,
      brand: 'Sample Mills',
      catId: category!.id,
      facts: { kind: 'food', diet: 'veg', countryOfOrigin: 'India' },
      declarations: {
        makerRole: 'manufacturer',
        makerName: 'Sample Mills Foods Pvt. Ltd.',
        makerAddress: 'Plot 3, Example Estate, Indore, Madhya Pradesh 452001, India',
        genericName: 'Flattened rice',
      },
      variants: [
        {
          sku: `POHA-${Date.now()}`,
          label: '500 g',
          price: 45,
          oldPrice: 50,
          countInStock: 20,
          netQuantity: 500,
          unit: 'g',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The shop: the Declarations block, the mark with its text alternative.
  await gotoHydrated(page, `/product/${id}`);
  const block = page.getByRole('region', { name: 'Declarations' });
  await expect(block).toContainText('Manufactured by');
  await expect(block).toContainText('Sample Mills Foods Pvt. Ltd.');
  await expect(block).toContainText('Net quantity');
  await expect(block).toContainText('500 g');
  await expect(block).toContainText('Rs 50 (incl. of all taxes)');
  await expect(block).toContainText('Vegetarian');
  await expect(page.getByRole('img', { name: 'Vegetarian' }).first()).toBeVisible();
  await expectAxeClean(page, 'the product page with its declarations');

  // The back office: flagged, found by the filter, filled in the form, and the flag goes.
  await gotoHydrated(page, '/admin/products?declarations=missing&sort=newest');
  const row = page.locator('th', { hasText: NAME });
  await expect(row).toContainText('Declarations missing');
  await expectAxeClean(page, 'the product list with the declarations filter');
  await page.getByRole('link', { name: NAME, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Declarations', level: 2 })).toBeVisible();
  await page.getByLabel('Best before / use by', { exact: true }).fill('Best before 6 months from packaging');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();

  await gotoHydrated(page, '/admin/products?declarations=missing&sort=newest');
  await expect(page.locator('th', { hasText: NAME })).toHaveCount(0);
  await gotoHydrated(page, `/admin/products?q=${encodeURIComponent(NAME)}`);
  const listed = page.locator('th', { hasText: NAME });
  await expect(listed).toBeVisible();
  await expect(listed).not.toContainText('Declarations missing');

  await gotoHydrated(page, `/product/${id}`);
  await expect(page.getByRole('region', { name: 'Declarations' })).toContainText('Best before 6 months from packaging');
});
