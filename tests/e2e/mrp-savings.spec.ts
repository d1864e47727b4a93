import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TProduct } from '#src/contracts/catalog';
import { discountPercent } from '#src/shared/pricing/discount';
import { expectAxeClean, placeOrderByApi, shoot } from './fixtures/a11y';
import { addByApi, cut, demoProducts, open, rs, signedInShopper } from './fixtures/shopping';

/**
 * MRP and "You save" (issue 29 §3) at 1280 and 390 px: a pack sold below its MRP shows "MRP Rs X (incl. of all
 * taxes)" with the amount struck through and "You save Rs Y (Z%)" on its card, its product page, the cart,
 * checkout and the order, which also say the total saved; the product page is axe clean.
 */
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 900, pick: 0 },
  { name: '390 px', width: 390, height: 844, pick: 1 },
] as const;

/** Plain demo products (no options, plenty of stock) sold below their MRP. */
async function belowMrp(page: Page): Promise<TProduct[]> {
  const { plain } = await demoProducts(page.request);
  const found = plain.filter((product) => product.oldPrice > product.price);
  expect(found.length, 'demo products sold below their MRP').toBeGreaterThan(2);
  return found.slice(-4);
}

const mrpText = (product: TProduct) => `MRP ${rs(product.oldPrice)} (incl. of all taxes)`;
const saveText = (product: TProduct) =>
  `You save ${rs(product.oldPrice - product.price)} (${discountPercent(product.price, product.oldPrice)}%)`;

/** The visible MRP block inside `scope` shows the MRP with its amount struck through, and the saving. */
async function expectMrpShown(scope: Locator, product: TProduct) {
  const block = scope.locator('[data-mrp]').filter({ visible: true }).first();
  await expect(block).toContainText(mrpText(product));
  await expect(block).toContainText(saveText(product));
  const amount = block.getByText(rs(product.oldPrice), { exact: true });
  await expect(amount).toBeVisible();
  expect(await amount.evaluate((node) => getComputedStyle(node).textDecorationLine)).toContain('line-through');
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the card and the product page show the MRP struck through and what the shopper saves', async ({ page }) => {
      const product = (await belowMrp(page))[viewport.pick]!;
      await open(page, `/search?q=${encodeURIComponent(product.name)}`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: cut(product.name, 25), exact: true }) })
        .first();
      await expect(card).toBeVisible();
      await expectMrpShown(card, product);
      await shoot(page, `mrp-card-${viewport.width}`, false);

      await open(page, `/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expectMrpShown(page.getByRole('main'), product);
      await shoot(page, `mrp-product-${viewport.width}`, false);
      await expectAxeClean(page, `the product page at ${viewport.name}`);
    });

    test('the cart, checkout and the order show each line’s MRP and saving and the total saved', async ({ page }) => {
      const product = (await belowMrp(page))[2 + viewport.pick]!;
      const shopper = await signedInShopper(page, `mrp-${viewport.width}`);
      await addByApi(page.request, shopper, { productId: product.id, quantity: 2 });
      const saved = rs((product.oldPrice - product.price) * 2);

      await open(page, '/cart');
      const main = page.getByRole('main');
      await expectMrpShown(main, product);
      await expect(main.locator('[data-saved]')).toHaveText(`You save ${saved}`);
      await shoot(page, `mrp-cart-${viewport.width}`);

      await open(page, '/checkout');
      const summary = page.getByRole('region', { name: 'Your Order' });
      await expectMrpShown(summary, product);
      await expect(summary.locator('[data-saved]')).toHaveText(`You save ${saved}`);

      const orderId = await placeOrderByApi(page.request, shopper);
      await open(page, `/orders/${orderId}`);
      await expectMrpShown(page.getByRole('main'), product);
      await expect(page.getByRole('main').locator('[data-saved]')).toHaveText(`You saved ${saved}`);
      await shoot(page, `mrp-order-${viewport.width}`);
      await expectAxeClean(page, `the order page at ${viewport.name}`);
    });
  });
}
