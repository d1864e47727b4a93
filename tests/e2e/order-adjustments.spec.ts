import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, placeOrderByApi, shoot, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { adminHeaders } from './fixtures/delivery';
import { createProductByApi } from './fixtures/products';
import { newAccount, outbox, verifiedAccount } from './fixtures/outbox';
import { gotoHydrated } from './fixtures/shop';
import { addByApi, ordersByApi } from './fixtures/shopping';

/**
 * Order adjustments in the back office (issue 31 §5, docs/decisions/055) at 1280 and 390 px: the admin reduces a
 * line of a confirmed card order ("2 of 3 found") through "Reduce…", the money panel shows the refund, the focus is
 * back on the button, and the shopper's e-mail arrives saying what was taken off and what is refunded. Axe clean.
 */
test.describe.configure({ timeout: 180_000 });

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('reduce a line of a confirmed card order: the refund in the money panel, the shopper’s e-mail', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const headers = await adminHeaders(request);
      const name = `Adjust Basmati ${width} ${Date.now()}`;
      const product = await createProductByApi(request, name, [{ label: '1 kg', price: 120, countInStock: 20 }]);
      const [kg] = product.variants;

      const shopper = await verifiedAccount(request, newAccount(`adjust-${width}`));
      await addByApi(request, shopper, { productId: product.id, variantId: kg!.id, quantity: 3 });
      await placeOrderByApi(request, shopper);
      const [order] = await ordersByApi(request, shopper);
      const id = order!.id;
      const moved = await request.patch(`/api/admin/orders/${id}`, { data: { status: 'confirmed' }, headers });
      expect(moved.status(), await moved.text()).toBe(200);

      await signInAsAdmin(page);
      await gotoHydrated(page, `/admin/orders/${id}`);
      const itemName = `${name} (1 kg)`;
      const card = page
        .getByRole('list', { name: 'Items of the order' })
        .getByRole('listitem')
        .filter({ hasText: name });
      const money = page.getByRole('heading', { name: 'Money' }).locator('..');
      await expect(money.locator('[data-figures]')).toContainText('Refunded Rs 0');
      await expect(page.getByRole('button', { name: 'Goodwill refund…' })).toBeVisible();
      await expectAxeClean(page, `/admin/orders/:id with adjustments at ${width} px`);

      const reduce = card.getByRole('button', { name: `Reduce… — ${itemName}` });
      await reduce.click();
      const dialog = page.getByRole('dialog', { name: `Reduce ${itemName}` });
      await expect(dialog).toContainText('3 units are left on this line');
      // More units than are left: said under the field, nothing sent.
      await dialog.getByRole('spinbutton', { name: 'Units to take off' }).fill('4');
      await dialog.getByRole('button', { name: 'Reduce and refund' }).click();
      await expect(dialog.getByText('Enter a whole number from 1 to 3.')).toBeVisible();
      await expect(dialog.getByText('Say why.')).toBeVisible();
      await expectAxeClean(page, `the reduce dialog with its errors at ${width} px`);
      await dialog.getByRole('spinbutton', { name: 'Units to take off' }).fill('1');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Only 2 found on the shelf');
      await dialog.getByRole('button', { name: 'Reduce and refund' }).click();

      await expect(alert(page)).toContainText(`${itemName}: 1 unit taken off`);
      await expect(dialog).toBeHidden();
      await expect(reduce).toBeFocused();
      await expect(money.locator('[data-figures]')).toContainText('Refunded Rs 120');
      await expect(money.locator('[data-figures]')).toHaveAttribute('data-net', String(order!.amount - 120));

      // The shopper's e-mail: what was taken off, the refund, the order's link.
      let text = '';
      await expect
        .poll(async () => {
          const mail = (await outbox(request)).find(
            (entry) =>
              entry.to === shopper.user.email.toLowerCase() && entry.subject.includes(`#${id} has been adjusted`),
          );
          text = mail?.text ?? '';
          return text;
        })
        .toContain(`${itemName} × 1`);
      expect(text).toContain('We are refunding Rs 120 to the way you paid');
      expect(text).toContain(`/orders/${id}`);
      await shoot(page, `order-adjustments-${width}`);
      expect(errors).toEqual([]);
    });
  });
}
