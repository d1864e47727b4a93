import { expect, test, type Page } from '@playwright/test';
import type { TProduct, TProductDetail, TVariant } from '#src/contracts/catalog';
import { formatUnitPrice } from '#src/shared/unit-price';
import { allProducts, categories, getJson, listing, popularProducts } from './fixtures/shop';
import { cartByApi, cut, open, signedInShopper } from './fixtures/shopping';

/** Issue 13, decision 020: a card adds a product with several packs through a sheet that names the pack. */

test.describe.configure({ timeout: 90_000 });

const alertBar = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** A Popular Products tab showing a product with several packs, and one of its packs in stock. */
async function multiVariantTab(page: Page): Promise<{ category: string; product: TProduct; variant: TVariant }> {
  for (const category of await categories(page.request)) {
    for (const product of await popularProducts(page.request, category.id)) {
      if (product.variantCount < 2 || product.countInStock < 1 || !product.unitPrice) continue;
      const detail = await getJson<TProductDetail>(page.request, `/api/products/${product.id}`);
      const inStock = detail.variants.filter((variant) => variant.countInStock > 2 && variant.unitPrice);
      // The last pack in stock, so the test does not pass by taking whatever comes first.
      const variant = inStock.at(-1);
      if (inStock.length >= 2 && variant) return { category: category.name, product, variant };
    }
  }
  throw new Error('no Popular Products tab with a product of several packs');
}

const tabPanel = async (page: Page, category: string) => {
  const popular = page.getByRole('region', { name: 'Popular Products' });
  await popular.getByRole('tab', { name: category }).click();
  return popular.getByRole('tabpanel');
};

const cardOf = (scope: ReturnType<Page['getByRole']>, product: TProduct) =>
  scope
    .getByRole('article')
    .filter({ has: scope.page().getByRole('link', { name: cut(product.name, 25), exact: true }) });

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
    const tile = cardOf(await tabPanel(page, category), product);
    // The card's unit price, under its price.
    await expect(tile).toContainText(formatUnitPrice(product.unitPrice!));

    await tile.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    const sheet = page.getByRole('dialog', { name: `Choose a pack: ${product.name}` });
    await expect(sheet).toBeVisible();
    // Adding with no pack chosen is refused in the sheet, not by a silent 400.
    await sheet.getByRole('button', { name: 'Add to cart' }).click();
    await expect(sheet.getByText('Please choose an option')).toBeVisible();
    const pack = sheet.getByRole('radio', { name: variant.label, exact: true });
    await expect(pack).toHaveAccessibleDescription(new RegExp(formatUnitPrice(variant.unitPrice!).replace('/', '\\/')));
    await pack.check();
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
    await expect(line).toContainText(formatUnitPrice(variant.unitPrice!));
  });
}

test("a sold-out product's card says Out of stock; a sold-out pack is chosen only to be told when it is back", async ({
  page,
}) => {
  // A card: sold-out products are listed after the in-stock ones (decision 020), so look on the category page that
  // shows the first of them.
  let soldOut: { url: string; product: TProduct } | null = null;
  for (const category of await categories(page.request)) {
    const { totalPages } = await listing(page.request, `catId=${category.id}`);
    const last = await listing(page.request, `catId=${category.id}`, `page=${totalPages}`);
    const product = last.products.find((candidate) => candidate.countInStock < 1);
    if (product) {
      soldOut = { url: `/products/category/${category.id}${totalPages > 1 ? `?page=${totalPages}` : ''}`, product };
      break;
    }
  }
  expect(soldOut, 'a sold-out product on the last page of a category').not.toBeNull();
  await open(page, soldOut!.url);
  const tile = cardOf(page.getByRole('main'), soldOut!.product);
  await expect(tile.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(tile.getByRole('button', { name: `Add ${soldOut!.product.name} to cart` })).toHaveCount(0);
  await expect(tile).not.toContainText(/-\d+%/);

  // The product page: a product with one kind of option, one pack sold out and another in stock.
  let found: { product: TProduct; empty: TVariant; full: TVariant } | null = null;
  for (const product of await allProducts(page.request)) {
    if (product.variantCount < 2 || product.countInStock < 1 || product.size.length + product.productRam.length > 0)
      continue;
    const detail = await getJson<TProductDetail>(page.request, `/api/products/${product.id}`);
    const empty = detail.variants.find((variant) => variant.countInStock < 1);
    const full = detail.variants.find((variant) => variant.countInStock > 0 && variant.unitPrice);
    if (empty && full) {
      found = { product, empty, full };
      break;
    }
  }
  expect(found, 'a product with a sold-out pack').not.toBeNull();
  const { product, empty, full } = found!;
  await open(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  // The sold-out pack says so; choosing it offers "Notify me" (decision 062), never an add.
  const emptyPack = main.getByRole('radio', { name: `${empty.label} (Out of stock)` });
  await emptyPack.check({ force: true });
  await expect(main.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Notify me' })).toBeVisible();
  await main.getByRole('radio', { name: full.label, exact: true }).check({ force: true });
  await expect(main.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
  // The chosen pack's own stock and unit price.
  await expect(main.getByText(`In stock: ${full.countInStock}`)).toBeVisible();
  // Under the price and again in the product's declarations (decision 056), both of the chosen pack.
  await expect(main.getByText(formatUnitPrice(full.unitPrice!), { exact: true })).toHaveCount(2);
});
