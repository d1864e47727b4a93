import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addByApi, demoProducts, listAddByApi, open, signedInShopper, type Shopper } from './shopping.helpers';

test.describe.configure({ timeout: 300_000 });

/** axe on the whole page: no serious or critical violation. */
async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
}

/** Screenshots for a person to look at (SHOTS_DIR, e.g. scratch/shots); nothing is compared. */
async function shoot(page: Page, name: string, fullPage = true) {
  const dir = process.env['SHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** Places one paid order through the API, as the checkout page does. */
async function placeOrderByApi(page: Page, shopper: Shopper) {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const shipping = { name: 'Asha Verma', phoneNumber: '9876543210', address: '12 MG Road, Flat 4B', pincode: '411001' };
  const payment = await page.request.post('/api/payments/order', { data: { shipping }, headers });
  expect(payment.status(), await payment.text()).toBe(201);
  const { orderId } = (await payment.json()) as { orderId: string };
  const paid = await page.request.post('/api/payments/test/pay', { data: { orderId, cardNumber: '4111111111111111' }, headers });
  expect(paid.status(), await paid.text()).toBe(200);
  const created = await page.request.post('/api/orders/create', { data: { ...shipping, ...(await paid.json()) }, headers });
  expect(created.status(), await created.text()).toBe(201);
}

for (const width of [1280, 390]) {
  test(`cart, checkout, My List and orders are axe-clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const { plain, sized } = await demoProducts(page.request);
    const offset = width > 500 ? 6 : 9;
    const shopper = await signedInShopper(page, `a11y-${width}`);
    await addByApi(page.request, shopper, { productId: plain[offset]!.id, quantity: 1 });
    await placeOrderByApi(page, shopper);
    await addByApi(page.request, shopper, { productId: plain[offset + 1]!.id, quantity: 2 });
    await addByApi(page.request, shopper, { productId: sized[1]!.id, quantity: 1, size: sized[1]!.size.at(-1)! });
    await listAddByApi(page.request, shopper, plain[offset + 2]!.id);
    await listAddByApi(page.request, shopper, sized[2]!.id);

    await open(page, '/cart');
    await expect(page.getByRole('link', { name: 'Proceed To CheckOut' })).toBeVisible();
    await expectAxeClean(page, 'cart');
    await shoot(page, `cart-${width}`);

    await open(page, '/checkout');
    await expect(page.getByRole('region', { name: 'Your Order' })).toBeVisible();
    await expectAxeClean(page, 'checkout');
    await shoot(page, `checkout-${width}`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill country');
    for (const [label, value] of [
      ['Country', 'India'],
      ['Street address', '12 MG Road'],
      ['Street address line 2 (optional)', 'Flat 4B'],
      ['Town / City', 'Pune'],
      ['State / County', 'Maharashtra'],
      ['Postcode / ZIP', '411001'],
      ['Phone Number', '9876543210'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, 'card dialog');
    await shoot(page, `card-dialog-${width}`, false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await open(page, '/myList');
    await expect(page.getByText('There are 2 products in your My List')).toBeVisible();
    await expectAxeClean(page, 'My List');
    await shoot(page, `my-list-${width}`);

    await open(page, '/orders');
    const view = page.getByRole('button', { name: 'Click here to view' });
    await expect(view).toBeVisible();
    await expectAxeClean(page, 'orders');
    await shoot(page, `orders-${width}`);
    await view.click();
    await expect(page.getByRole('dialog', { name: 'Products' })).toBeVisible();
    await expectAxeClean(page, 'products dialog');
    await shoot(page, `orders-products-${width}`, false);
  });
}
