import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expectAxeClean, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { getJson, gotoHydrated } from './fixtures/shop';
import type { TProductDetail } from '#src/contracts/catalog';

/** Issue 14: the back office's categories, banners and CSV, seen from the admin's side and then the shop's. */

const alertBar = (page: Page) => page.getByRole('alert');

test('a category made in the back office is in the shop menu; order by keyboard; a used one cannot go', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expectAxeClean(page, '/admin/categories');

  const name = `Monsoon Specials ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'New category' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(alertBar(page)).toContainText(`"${name}" was added`);
  const tree = page.getByRole('list', { name: 'Categories and sub-categories' });
  const topNames = () =>
    tree.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-category')));
  await expect.poll(topNames).toContain(name);
  expect((await topNames()).at(-1)).toBe(name);

  // Keyboard only: the move button keeps the focus, so Enter twice moves it two places up.
  const up = page.getByRole('button', { name: `Move ${name} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(alertBar(page)).toContainText('The new order is saved');
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await topNames()).indexOf(name)).toBe((await topNames()).length - 3);
  const order = await topNames();

  // The shop's menu has it, in the new order, on the next page load.
  const shop = await getJson<{ categoryList: { id: number; name: string }[] }>(page.request, '/api/category');
  expect(shop.categoryList.map((c) => c.name)).toEqual(order);
  const created = shop.categoryList.find((c) => c.name === name)!;
  await gotoHydrated(page, '/');
  await expect(page.locator(`a[href="/products/category/${created.id}"]`).first()).toBeAttached();

  // A category products use cannot be deleted: the alert bar says why.
  await gotoHydrated(page, '/admin/categories');
  const used = order.find((n) => n !== name)!;
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${used}`, exact: true }).click();
  await expect(alertBar(page)).toContainText(`"${used}" cannot be deleted`);
  await expect(alertBar(page)).toContainText('archived products count too');
  // The new, empty one can.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await expect(alertBar(page)).toContainText(`"${name}" was deleted`);
  await expect.poll(topNames).not.toContain(name);

  await gotoHydrated(page, '/admin/banners');
  await expect(page.getByRole('heading', { level: 2, name: 'Home slider' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Banner strip' }).click();
  await expectAxeClean(page, '/admin/banners with the editor open');
  expect(errors).toEqual([]);
});

test('CSV round trip: export, change a price in the file, check it, import it, see it in the shop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/import-export');
  await expectAxeClean(page, '/admin/import-export');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download products.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = parse(csv) as string[][];
  const column = (name: string) => header!.indexOf(name);
  // A product with one pack, in stock: its price is the product's price in the shop.
  const packsOf = new Map<string, number>();
  for (const row of rows) packsOf.set(row[column('product')]!, (packsOf.get(row[column('product')]!) ?? 0) + 1);
  const row = rows.find(
    (r) =>
      packsOf.get(r[column('product')]!) === 1 && Number(r[column('stock')]) > 0 && r[column('archived')] === 'false',
  )!;
  const productId = Number(row[column('product')]);
  const oldPrice = Number(row[column('old_price')]);
  const newPrice = Math.max(1, oldPrice - 7);
  expect(newPrice).not.toBe(Number(row[column('price')]));

  const write = (edited: string[][], name: string) => {
    const file = path.join(tmpdir(), `${name}-${Date.now()}.csv`);
    writeFileSync(file, stringify([header!, ...edited]));
    return file;
  };
  const fileInput = page.getByLabel('CSV file');

  // A bad cell first: the check lists it with its row and column, and nothing can be imported.
  const badRows = rows.map((r) => (r === row ? r.map((cell, i) => (i === column('price') ? 'ten' : cell)) : r));
  await fileInput.setInputFiles(write(badRows, 'bad'));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('status')).toHaveText('1 row needs fixing: nothing will be imported.');
  const table = page.getByRole('table', { name: 'Errors in the file' });
  await expect(table.getByRole('row').nth(1)).toContainText(`${rows.indexOf(row) + 2}price`);
  await expect(page.getByRole('button', { name: 'Import now' })).toHaveCount(0);
  await expectAxeClean(page, '/admin/import-export with an error report');

  // The fixed file: one pack changes; then the import, and the shop shows the new price.
  const goodRows = rows.map((r) =>
    r === row ? r.map((cell, i) => (i === column('price') ? String(newPrice) : cell)) : r,
  );
  await fileInput.setInputFiles(write(goodRows, 'good'));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('status')).toHaveText('No errors: ready to import.');
  await expect(page.locator('[data-count="variantsUpdated"]')).toHaveText('1');
  await expect(page.locator('[data-count="variantsUnchanged"]')).toHaveText(String(rows.length - 1));
  expect((await getJson<TProductDetail>(page.request, `/api/products/${productId}`)).price).not.toBe(newPrice);
  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(alertBar(page)).toContainText('The file is imported');

  expect((await getJson<TProductDetail>(page.request, `/api/products/${productId}`)).price).toBe(newPrice);
  await gotoHydrated(page, `/product/${productId}`);
  const formatted = `Rs ${newPrice.toLocaleString('en-IN')}`;
  await expect(page.getByRole('main').getByText(formatted, { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
