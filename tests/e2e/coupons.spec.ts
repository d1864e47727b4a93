import { expect, test } from '@playwright/test';
import { expectAxeClean, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { gotoHydrated } from './fixtures/shop';
import {
  addByApi,
  demoProducts,
  fillCheckoutAddress,
  ordersByApi,
  payWithTestCard,
  rs,
  signedInShopper,
} from './fixtures/shopping';

/**
 * Coupons (issue 29 §2, docs/decisions/048) at 1280 and 390 px: the grocer creates a coupon in the back office; a
 * shopper applies it in the cart, sees the discount in the cart and at checkout, pays the discounted amount with the
 * test card, and the order page shows the discount.
 */
for (const [index, width] of [1280, 390].entries()) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('a coupon made in the back office takes its discount off the cart, checkout, payment and order', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const code = `SAVE${width}${Date.now() % 100_000}`;

      // The grocer makes a 10% code.
      const grocer = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 844 } });
      const admin = await grocer.newPage();
      await signInAsAdmin(admin);
      await gotoHydrated(admin, '/admin/coupons');
      await admin.getByRole('button', { name: 'New coupon' }).click();
      const form = admin.getByRole('form', { name: 'New coupon' });
      await form.getByLabel('Code', { exact: true }).fill(code);
      await form.getByLabel('Value', { exact: true }).fill('10');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Saved');
      const row = admin.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('10% off');
      await expect(row).toContainText('0 / unlimited');
      await expectAxeClean(admin, `/admin/coupons at ${width} px`);
      await grocer.close();

      // The shopper applies it in the cart.
      const { plain } = await demoProducts(page.request);
      const product = plain[plain.length - 1 - index]!;
      const shopper = await signedInShopper(page, `coupons-${width}`);
      await addByApi(page.request, shopper, { productId: product.id, quantity: 3 });
      const itemsTotal = product.price * 3;
      const discount = Math.floor(itemsTotal / 10);
      await gotoHydrated(page, '/cart');
      await page.getByLabel('Coupon code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(`Coupon ${code} applied`);
      const totals = page.getByRole('region', { name: 'Cart Totals' });
      await expect(totals.getByRole('definition').filter({ hasText: `− ${rs(discount)}` })).toBeVisible();
      await expect(totals).toContainText(`Discount (${code})`);
      await expectAxeClean(page, `the cart with a coupon at ${width} px`);

      // Checkout shows it; the card dialog asks for the discounted amount.
      await gotoHydrated(page, '/checkout');
      const summary = page.getByRole('region', { name: 'Your Order' });
      await expect(summary.getByRole('row', { name: new RegExp(`Discount \\(${code}\\)`) })).toContainText(
        `− ${rs(discount)}`,
      );
      const totalText = (await summary
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .textContent())!.trim();
      await page.getByLabel('Full Name', { exact: true }).fill('Asha Verma');
      await fillCheckoutAddress(page);
      await page.getByLabel('Email Address', { exact: true }).fill(shopper.user.email);
      await page.getByRole('button', { name: 'Checkout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay by card' });
      await expect(dialog.getByRole('button', { name: /^Pay Rs/ })).toHaveText(`Pay ${totalText}`);
      await payWithTestCard(page);
      await expect(page).toHaveURL(/\/orders\/\d+$/);

      // The order page shows the discount.
      const [order] = await ordersByApi(page.request, shopper);
      await gotoHydrated(page, `/orders/${order!.id}`);
      const orderSummary = page.getByRole('region', { name: 'Summary' });
      await expect(orderSummary).toContainText(`Discount (${code})`);
      await expect(orderSummary).toContainText(`− ${rs(discount)}`);
      expect(order!.amount).toBe(Number(totalText.replace(/[^\d]/g, '')));
      expect(errors).toEqual([]);
    });
  });
}
