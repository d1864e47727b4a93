import { expect, test } from '@playwright/test';
import { expectAxeClean, shoot, watchErrors } from './fixtures/a11y';
import { signInAsStaff } from './fixtures/admin';
import { gotoHydrated } from './fixtures/shop';
import { addByApi, fillCheckoutAddress, ordersByApi, packedProduct, rs, signedInShopper } from './fixtures/shopping';
import type { TProductDetail } from '#src/contracts/catalog';

/**
 * Pay on delivery (issue 29 §1, docs/decisions/047) at 1280 and 390 px: a shopper chooses "Pay on delivery
 * (cash/UPI)" at checkout (the demo shop offers it in its zones) and places the order without a card; staff confirm
 * it, mark a line unavailable — the amount to collect shrinks on the back office's order and the shopper's — and
 * record the cash collected at the door: the order shows paid.
 */
test.describe.configure({ timeout: 180_000 });

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    const viewport = { width, height: width > 400 ? 900 : 844 };
    test.use({ viewport });

    test('pay on delivery; a line marked unavailable lowers the amount to collect; cash recorded; paid', async ({
      page,
      browser,
    }) => {
      const errors = watchErrors(page);
      const product = await packedProduct(page.request);
      const [kept, dropped] = product.variants.slice(-2) as [
        TProductDetail['variants'][number],
        TProductDetail['variants'][number],
      ];
      const shopper = await signedInShopper(page, `pay-on-delivery-${width}`);
      await addByApi(page.request, shopper, { productId: product.id, variantId: kept.id, quantity: 1 });
      await addByApi(page.request, shopper, { productId: product.id, variantId: dropped.id, quantity: 1 });

      // Checkout: pay on delivery is offered once the pincode's zone is known.
      await gotoHydrated(page, '/checkout');
      await page.getByLabel('Full Name', { exact: true }).fill('Asha Verma');
      await fillCheckoutAddress(page);
      await page.getByLabel('Email Address', { exact: true }).fill(shopper.user.email);
      const payment = page.getByRole('group', { name: 'Payment' });
      await expect(payment.getByRole('radio', { name: 'Pay online' })).toBeChecked();
      const onDelivery = payment.getByRole('radio', { name: 'Pay on delivery (cash/UPI)' });
      await expect(onDelivery).toBeEnabled();
      await onDelivery.check();
      await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
      await expectAxeClean(page, `checkout with pay on delivery at ${width} px`);
      await shoot(page, `pay-on-delivery-checkout-${width}`);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/orders\/\d+$/);
      await expect(page.locator('[aria-live="assertive"]').getByRole('alert')).toHaveText(
        'Your order is placed. Please pay when it arrives.',
      );
      const [order] = await ordersByApi(page.request, shopper);
      const id = order!.id;
      const total = order!.amount;
      // The demo zone's delivery is free from its threshold: the amount is the packs and any fee.
      expect(total).toBeGreaterThanOrEqual(kept.price + dropped.price);

      // The shopper's order page says what to pay at the door.
      await gotoHydrated(page, `/orders/${id}`);
      await expect(page.getByText(`Collect ${rs(total)}`)).toBeVisible();

      // Staff confirm it, see what to collect, and mark one pack unavailable.
      const grocer = await browser.newContext({ viewport });
      const staff = await grocer.newPage();
      const staffErrors = watchErrors(staff);
      await signInAsStaff(staff);
      await gotoHydrated(staff, `/admin/orders/${id}`);
      const alert = staff.getByRole('alert').filter({ hasText: /\S/ });
      const panel = staff.getByRole('region', { name: 'Pay on delivery' });
      await expect(panel).toContainText(`Collect ${rs(total)}`);
      await staff.getByRole('button', { name: 'Confirm order' }).click();
      await expect(alert).toContainText(`Order #${id} is now confirmed`);
      const lines = staff.getByRole('list', { name: 'Items of the order' });
      const droppedRow = lines.getByRole('listitem').filter({ hasText: dropped.label });
      const droppedName = `${product.name} (${dropped.label})`;
      await droppedRow.getByRole('button', { name: `Mark unavailable — ${droppedName}` }).click();
      const confirm = staff.getByRole('dialog', { name: `Mark ${droppedName} unavailable?` });
      await expect(confirm).toContainText(`${rs(dropped.price)} comes off what the shopper pays at the door`);
      await confirm.getByRole('button', { name: 'Mark unavailable' }).click();
      await expect(alert).toContainText(`${droppedName} is marked unavailable`);
      await expect(droppedRow).toContainText('Off the amount to collect');
      const collect = total - dropped.price;
      await expect(panel).toContainText(`Collect ${rs(collect)}`);

      // The shopper sees the lower amount, and why.
      await gotoHydrated(page, `/orders/${id}`);
      await expect(page.getByText(`Collect ${rs(collect)}`)).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: /^Items/ })
          .getByText(`Unavailable — ${rs(dropped.price)} off what you pay on delivery`),
      ).toBeVisible();

      // At the door: cash collected, recorded.
      await panel.getByRole('button', { name: 'Record payment' }).click();
      const record = staff.getByRole('dialog', { name: 'Record what was collected' });
      await expect(record.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await expect(record.getByLabel('Amount collected (Rs)')).toHaveValue(String(collect));
      await expectAxeClean(staff, `the record payment dialog at ${width} px`);
      await record.getByRole('button', { name: 'Record payment' }).click();
      await expect(alert).toContainText('Payment recorded');
      await expect(panel).toContainText(`Paid on delivery: ${rs(collect)} by cash`);
      await expect(panel.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
      await expectAxeClean(staff, `/admin/orders/:id paid on delivery at ${width} px`);
      await shoot(staff, `pay-on-delivery-admin-${width}`);

      // The packing slip says it too.
      await staff.getByRole('link', { name: 'Packing slip' }).click();
      await expect(staff.getByRole('article', { name: `Order #${id}` })).toContainText(
        `Paid on delivery: ${rs(collect)} by cash`,
      );
      expect(staffErrors).toEqual([]);
      await grocer.close();

      // The shopper's order shows it paid.
      await gotoHydrated(page, `/orders/${id}`);
      await expect(page.getByText(`Paid on delivery: ${rs(collect)} by cash`)).toBeVisible();
      await expectAxeClean(page, `the order page paid on delivery at ${width} px`);
      await shoot(page, `pay-on-delivery-order-${width}`);
      expect(errors).toEqual([]);
    });
  });
}
