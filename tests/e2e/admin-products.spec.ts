import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { categories, gotoHydrated } from './fixtures/shop';
import { imageFile } from './fixtures/images';

/**
 * Issue 14's browser test for products: the grocer (made by `npm run admin -- create`) signs in, creates a product
 * with two packs and two images in an existing category, sees it in the shop with the right unit prices, changes a
 * pack's price inline and sees the shop change, archives it and sees it gone. axe on each admin page.
 */

const NAME = `Kerala Red Rice ${Date.now().toString(36)}`;
const packs = [
  { label: '1 kg', sku: `KRR-1-${Date.now()}`, price: 120, stock: 30, quantity: '1', unit: 'kg' },
  { label: '5 kg', sku: `KRR-5-${Date.now()}`, price: 550, stock: 12, quantity: '5', unit: 'kg' },
] as const;

async function fillPack(page: Page, number: number, pack: (typeof packs)[number]) {
  const group = page.getByRole('group', { name: `Pack ${number}` });
  await group.getByLabel('Label', { exact: true }).fill(pack.label);
  await group.getByLabel('SKU', { exact: true }).fill(pack.sku);
  await group.getByLabel('Option', { exact: true }).selectOption('weight');
  await group.getByLabel('Option value', { exact: true }).fill(pack.label.replace(' ', ''));
  await group.getByLabel('Price (Rs)', { exact: true }).fill(String(pack.price));
  await group.getByLabel('Stock', { exact: true }).fill(String(pack.stock));
  await group.getByLabel('Net quantity', { exact: true }).fill(pack.quantity);
  await group.getByLabel('Unit', { exact: true }).selectOption(pack.unit);
  return group;
}

/** The product page: the default pack's unit price, then `pack`'s once chosen. */
async function shopShows(page: Page, id: number, pack: string, first: string, chosen: string) {
  await gotoHydrated(page, `/product/${id}`);
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  // The summary beside the gallery (related products below may show the same unit price).
  const summary = page.getByRole('heading', { name: NAME, level: 1 }).locator('xpath=..');
  await expect(summary.getByText(first, { exact: true })).toBeVisible();
  await summary.locator('label', { hasText: pack }).click();
  await expect(summary.getByText(chosen, { exact: true })).toBeVisible();
}

test('a grocer creates a product with two packs and two images, edits a price inline, then archives it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const [category] = await categories(page.request);
  await signInAsAdmin(page);

  // The list, then a new product.
  await gotoHydrated(page, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expectAxeClean(page, 'the product list');
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();

  // Saving an empty form shows the errors by the fields.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Required');

  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Brand', { exact: true }).fill('Malabar Farms');
  await page.getByLabel('Description', { exact: true }).fill('Unpolished matta rice from Palakkad.');
  await page.getByLabel('Category', { exact: true }).selectOption(String(category!.id));
  await page.getByLabel('Kind of product', { exact: true }).selectOption('food');
  await page.getByLabel('Ingredients', { exact: true }).fill('Matta rice');

  const dir = testInfo.outputDir;
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir, { recursive: true });
  await page
    .getByLabel('Upload images')
    .setInputFiles([await imageFile(dir, 'front.png', '#b91c1c'), await imageFile(dir, 'back.png', '#15803d')]);
  await expect(page.getByRole('img', { name: /^Image \d$/ })).toHaveCount(2);
  // The second becomes the cover.
  await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();

  const first = await fillPack(page, 1, packs[0]);
  await expect(first.locator('output')).toHaveText('Rs 120/kg');
  await page.getByRole('button', { name: 'Add pack' }).click();
  const second = await fillPack(page, 2, packs[1]);
  await expect(second.locator('output')).toHaveText('Rs 110/kg');
  await expectAxeClean(page, 'the new product form');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${NAME}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(page.url().split('/').pop());
  // The product's history, from the audit log.
  await expect(page.getByRole('region', { name: 'History' })).toContainText('product.create by admin@kirana.test');
  await expectAxeClean(page, 'the product editor');

  // The shop shows it, with each pack's unit price (the cheapest in stock is chosen first).
  await shopShows(page, id, '5kg', 'Rs 120/kg', 'Rs 110/kg');

  // Inline price edit in the list; the shop follows.
  await gotoHydrated(page, `/admin/products?q=${encodeURIComponent(packs[1].sku)}`);
  const price = page.getByLabel(`Price of ${NAME} 5 kg`);
  await price.fill('abc');
  await page.getByRole('button', { name: `Save ${NAME} 5 kg` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole number' })).toBeVisible();
  await price.fill('500');
  await page.getByRole('button', { name: `Save ${NAME} 5 kg` }).click();
  await expect(page.getByText(`Saved ${NAME} 5 kg`)).toBeVisible();
  await shopShows(page, id, '5kg', 'Rs 120/kg', 'Rs 100/kg');

  // The low-stock view answers (nothing of ours is low) and passes axe.
  await gotoHydrated(page, '/admin/products?stock=low&sort=stock');
  await expect(page.getByRole('heading', { name: 'Low stock', level: 1 })).toBeVisible();
  await expectAxeClean(page, 'the low-stock view');

  // Archive: gone from the shop (its page, the search), still in the back office.
  await gotoHydrated(page, `/admin/products/${id}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived: the shop does not show this product.')).toBeVisible();
  const gone = await page.goto(`/product/${id}`);
  expect(gone?.status()).toBe(404);
  const search = await page.request.get(`/api/search?q=${encodeURIComponent(NAME)}`);
  expect((await search.json()).map((p: { id: number }) => p.id)).not.toContain(id);
});

test('the back office’s product pages are the Page Not Found screen for a guest', async ({ page }) => {
  const answer = await page.goto('/admin/products');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});
