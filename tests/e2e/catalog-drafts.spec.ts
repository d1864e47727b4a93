import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/admin';
import { categories, gotoHydrated } from './fixtures/shop';
import { imageFile } from './fixtures/images';

/**
 * Issue 31 §6 (decision 063) at 1280 px: the grocer saves a new product as a draft with a pack that has its own
 * image; the shop does not show the draft (its page is Page Not Found, search does not find it); the grocer publishes
 * it and a shopper sees it, and choosing that pack puts its image first in the gallery.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);
const NAME = `Kashmiri Saffron ${stamp}`;
const packs = [
  { label: '1 g', sku: `SAF-1-${stamp}`, price: 350, option: '1g' },
  { label: '2 g', sku: `SAF-2-${stamp}`, price: 650, option: '2g' },
] as const;

async function fillPack(page: Page, number: number, pack: (typeof packs)[number]) {
  const group = page.getByRole('group', { name: `Pack ${number}`, exact: true });
  await group.getByLabel('Label', { exact: true }).fill(pack.label);
  await group.getByLabel('SKU', { exact: true }).fill(pack.sku);
  await group.getByLabel('Option', { exact: true }).selectOption('weight');
  await group.getByLabel('Option value', { exact: true }).fill(pack.option);
  await group.getByLabel('Price (Rs)', { exact: true }).fill(String(pack.price));
  await group.getByLabel('Stock', { exact: true }).fill('10');
  return group;
}

/** The image name a `/download/…` address shows, without its width. */
const imageName = (src: string | null) =>
  decodeURIComponent(src ?? '')
    .replace(/^\/download\//, '')
    .replace(/-\d+\.webp$/, '');

test('a draft stays out of the shop until published; a pack’s own image leads the gallery when it is chosen', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const [category] = await categories(page.request);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/products/new');
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Category', { exact: true }).selectOption(String(category!.id));
  const dir = testInfo.outputDir;
  await mkdir(dir, { recursive: true });
  await page.getByLabel('Upload images').setInputFiles(await imageFile(dir, 'cover.png', '#b91c1c'));
  await expect(page.getByRole('img', { name: 'Image 1', exact: true })).toBeVisible();
  await fillPack(page, 1, packs[0]);
  await page.getByRole('button', { name: 'Add pack' }).click();
  const second = await fillPack(page, 2, packs[1]);
  await second.getByLabel('Upload pack image 2').setInputFiles(await imageFile(dir, 'two-grams.png', '#1d4ed8'));
  const preview = second.getByRole('img', { name: 'Image of pack 2 g' });
  await expect(preview).toBeVisible();
  const packImage = imageName(await preview.getAttribute('src'));
  const cover = imageName(await page.getByRole('img', { name: 'Image 1', exact: true }).getAttribute('src'));
  expect(packImage).not.toBe(cover);

  // Saved as a draft: the editor says so.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${NAME}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Draft: the shop does not show this product until you publish it.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // The list badges it and its Drafts filter finds it.
  await gotoHydrated(page, `/admin/products?state=draft&q=${encodeURIComponent(packs[0].sku)}`);
  const row = page.getByRole('rowheader').filter({ hasText: NAME });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // The shop does not show it: its page is Page Not Found, the search finds nothing.
  const missing = await page.goto(`/product/${id}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await gotoHydrated(page, `/search?q=${encodeURIComponent(`saffron ${stamp}`)}`);
  await expect(page.getByRole('link', { name: NAME })).toHaveCount(0);

  // Published: the history records it.
  await gotoHydrated(page, `/admin/products/${id}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Product published: the shop shows it now')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('product.publish');

  // A shopper (no back-office session) sees it, and the chosen pack's image first.
  await page.context().clearCookies();
  await gotoHydrated(page, `/search?q=${encodeURIComponent(`saffron ${stamp}`)}`);
  await expect(page.getByRole('link', { name: NAME }).first()).toBeVisible();
  const shown = await page.goto(`/product/${id}`);
  expect(shown?.status()).toBe(200);
  await gotoHydrated(page, `/product/${id}`);
  const heading = page.getByRole('heading', { name: NAME, level: 1 });
  await expect(heading).toBeVisible();
  const main = page.locator(`img[alt="${NAME}"]`).first();
  await expect.poll(async () => imageName(await main.getAttribute('src'))).toBe(cover);
  const summary = heading.locator('xpath=..');
  await summary.locator('label', { hasText: packs[1].option }).click();
  await expect.poll(async () => imageName(await main.getAttribute('src'))).toBe(packImage);
  // The other pack has no image of its own: the product's cover again.
  await summary.locator('label', { hasText: packs[0].option }).click();
  await expect.poll(async () => imageName(await main.getAttribute('src'))).toBe(cover);
});
