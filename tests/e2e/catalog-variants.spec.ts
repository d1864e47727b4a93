import { expect, test, type Page } from '@playwright/test';
import type { TProduct, TProductDetail, TVariant } from '#src/contracts/catalog';
import { categories, getJson, popularProducts } from './fixtures/shop';
import { cartByApi, cut, open, signedInShopper } from './fixtures/shopping';

/** Issue 13, decision 020: a card adds a product with several packs through a sheet that names the pack. */

test.describe.configure({ timeout: 90_000 });

const alertBar = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** A Popular Products tab showing a product with several packs, and one of its packs in stock. */
async function multiVariantTab(page: Page): Promise<{ category: string; product: TProduct; variant: TVariant }> {
  for (const category of await categories(page.request)) {
    for (const product of await popularProducts(page.request, category.id)) {
      if (product.variantCount < 2 || product.countInStock < 1) continue;
      const detail = await getJson<TProductDetail>(page.request, `/api/products/${product.id}`);
      const inStock = detail.variants.filter((variant) => variant.countInStock > 2);
      // The last pack in stock, so the test does not pass by taking whatever comes first.
      const variant = inStock.at(-1);
      if (inStock.length >= 2 && variant) return { category: category.name, product, variant };
    }
  }
  throw new Error('no Popular Products tab with a product of several packs');
}

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.name}, a card's Add opens the packs, adds the chosen one, and the cart names it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { category, product, variant } = await multiVariantTab(page);
    const shopper = await signedInShopper(page, `variants-${viewport.width}`);
    await open(page, '/');
    const popular = page.getByRole('region', { name: 'Popular Products' });
    await popular.getByRole('tab', { name: category }).click();
    const tile = popular
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: cut(product.name, 25), exact: true }) });

    await tile.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    const sheet = page.getByRole('dialog', { name: `Choose a pack: ${product.name}` });
    await expect(sheet).toBeVisible();
    // Adding with no pack chosen is refused in the sheet, not by a silent 400.
    await sheet.getByRole('button', { name: 'Add to cart' }).click();
    await expect(sheet.getByText('Please choose an option')).toBeVisible();
    await sheet.getByRole('radio', { name: variant.label, exact: true }).check();
    await sheet.getByRole('button', { name: 'Add to cart' }).click();
    await expect(alertBar(page)).toHaveText('Item is added in the cart');
    await expect(sheet).toBeHidden();

    const lines = await cartByApi(page.request, shopper);
    expect(lines.map((line) => [line.productId, line.variantId, line.variantLabel, line.quantity])).toEqual([
      [product.id, variant.id, variant.label, 1],
    ]);

    await open(page, '/cart');
    const line = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(cut(product.name, 50).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .filter({ visible: true });
    await expect(line).toContainText(variant.label);
  });
}
