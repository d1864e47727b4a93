import { expect, test, type Page } from '@playwright/test';
import type { TAdminProductDetail } from '#src/contracts/admin-catalog';
import { adminHeaders } from './fixtures/delivery';
import { cartBadge, cartByApi, cut, demoProducts, open, packedProduct, signedInShopper } from './fixtures/shopping';

/** Issue 32 §1, decision 061: once a pack is in the cart its Add becomes − qty +; the grocer's maximum caps it. */
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
];
const alertBar = (page: Page) => page.getByRole('alert');

/**
 * A demo product of one pack, found by its name: search results hold their cards whatever other specs add to the
 * catalogue meanwhile (the home page's Popular Products shows a category's ten newest, and a product created by another
 * spec in the same category pushed this test's card out when the page reloaded its data). `index` keeps the viewports
 * apart and the offsets are ones no other spec takes.
 */
async function plainProduct(page: Page, index: number) {
  const { plain } = await demoProducts(page.request);
  const product = plain[22 + index];
  if (!product) throw new Error('too few one-pack products in the demo catalogue');
  return product;
}

/** The grocer sets (or lifts, with null) the per-order maximum of every pack of a product, through the back office. */
async function setMaxPerOrder(page: Page, productId: number, max: number | null) {
  const headers = await adminHeaders(page.request);
  const read = await page.request.get(`/api/admin/products/${productId}`, { headers });
  expect(read.status()).toBe(200);
  const detail = (await read.json()) as TAdminProductDetail;
  const variants = detail.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    label: v.label,
    size: v.size,
    ram: v.ram,
    weight: v.weight,
    price: v.price,
    oldPrice: v.oldPrice,
    countInStock: v.countInStock,
    netQuantity: v.netQuantity,
    unit: v.unit,
    maxPerOrder: max,
  }));
  const response = await page.request.patch(`/api/admin/products/${productId}`, { data: { variants }, headers });
  expect(response.status(), await response.text()).toBe(200);
}

for (const [index, viewport] of VIEWPORTS.entries()) {
  test(`at ${viewport.name}, a card's Add becomes − qty +: add, +, −, and to zero`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const product = await plainProduct(page, index);
    const shopper = await signedInShopper(page, `stepper-card-${viewport.width}`);
    await open(page, `/search?q=${encodeURIComponent(product.name)}`);
    const tile = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: cut(product.name, 25), exact: true }) });
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/cart/add')) adds.push(request.method());
    });

    await tile.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    const stepper = tile.getByRole('group', { name: `${product.name} in cart` });
    await expect(stepper).toContainText('1');
    await expect(cartBadge(page, 1)).toBeVisible();
    await stepper.getByRole('button', { name: `Add one more ${product.name}` }).click();
    await expect(stepper).toContainText('2');
    await stepper.getByRole('button', { name: `Add one more ${product.name}` }).click();
    await expect(stepper).toContainText('3');
    await expect.poll(async () => (await cartByApi(page.request, shopper)).map((l) => l.quantity)).toEqual([3]);
    await stepper.getByRole('button', { name: `Remove one ${product.name}` }).click();
    await expect(stepper).toContainText('2');
    await expect.poll(async () => (await cartByApi(page.request, shopper)).map((l) => l.quantity)).toEqual([2]);
    // Two quick presses count twice, whether or not the first is saved yet (cart-stepper.tsx).
    await stepper.getByRole('button', { name: `Remove one ${product.name}` }).click();
    await stepper.getByRole('button', { name: `Remove one ${product.name}` }).click();
    await expect(tile.getByRole('button', { name: `Add ${product.name} to cart` })).toBeVisible();
    await expect(cartBadge(page, 0)).toBeVisible();
    expect(await cartByApi(page.request, shopper)).toEqual([]);
    expect(adds).toEqual(['POST']);
  });

  test(`at ${viewport.name}, the product page's stepper stops at the grocer's per-order maximum`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // A product sold in labelled packs (the back office's form needs a label for each pack), one for each viewport and
    // none that another spec buys: the maximum set here, and lifted at the end, would reach a test running beside it.
    const product = await packedProduct(page.request, 1 + index);
    const pack = product.variants[0]!;
    await setMaxPerOrder(page, product.id, 2);
    try {
      const shopper = await signedInShopper(page, `stepper-page-${viewport.width}`);
      await open(page, `/product/${product.id}`);
      await page.getByRole('main').getByRole('radio', { name: pack.label, exact: true }).check({ force: true });
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(alertBar(page)).toHaveText('Item is added in the cart');
      const stepper = page.getByRole('main').getByRole('group', { name: `${product.name} in cart` });
      await expect(stepper).toContainText('1');
      await stepper.getByRole('button', { name: `Add one more ${product.name}` }).click();
      await expect(stepper).toContainText('2');
      await stepper.getByRole('button', { name: `Add one more ${product.name}` }).click();
      await expect(alertBar(page)).toHaveText('You can buy at most 2 of this item per order');
      await expect(stepper).toContainText('2');
      expect((await cartByApi(page.request, shopper)).map((l) => l.quantity)).toEqual([2]);
      // After a reload the page still knows the line: the stepper, never a second Add.
      await open(page, `/product/${product.id}`);
      await page.getByRole('main').getByRole('radio', { name: pack.label, exact: true }).check({ force: true });
      await expect(page.getByRole('main').getByRole('group', { name: `${product.name} in cart` })).toContainText('2');
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeHidden();
    } finally {
      await setMaxPerOrder(page, product.id, null);
    }
  });
}
