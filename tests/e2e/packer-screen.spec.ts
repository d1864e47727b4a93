import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TAdminProductDetail } from '#src/contracts/admin-catalog';
import type { TProductDetail } from '#src/contracts/catalog';
import { expectAxeClean, placeOrderByApi, shoot, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { adminHeaders } from './fixtures/delivery';
import { createProductByApi } from './fixtures/products';
import { newAccount, verifiedAccount } from './fixtures/outbox';
import { getJson, gotoHydrated } from './fixtures/shop';
import { addByApi, ordersByApi } from './fixtures/shopping';

/**
 * The packer's order screen (issue 31 §3, docs/decisions/060) at 1280 and 390 px: each line is a card with its
 * product, pack, quantity, preference and its buttons inside the viewport (no sideways scroll); the status buttons
 * come before the lines; "Mark unavailable" with "stock to 0" empties the pack's shelf; the line change is in the
 * timeline; and the success message does not cover the next dialog's title. Each width makes its own product, so
 * emptying its shelf touches no other spec.
 */
test.describe.configure({ timeout: 180_000 });

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** The element's box lies inside the viewport's width (nothing cut off at either side). */
async function expectInsideWidth(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box, 'rendered').toBeTruthy();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('lines as cards with their buttons on screen; unavailable with stock 0; the message clears the next dialog', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const headers = await adminHeaders(request);
      const name = `Packer Toor Dal ${width}`;
      const product = await createProductByApi(request, name, [
        { label: '1 kg', price: 150, countInStock: 20 },
        { label: '500 g', price: 80, countInStock: 20 },
      ]);
      const [kg, half] = product.variants as [
        TAdminProductDetail['variants'][number],
        TAdminProductDetail['variants'][number],
      ];

      const shopper = await verifiedAccount(request, newAccount(`packer-${width}`));
      await addByApi(request, shopper, { productId: product.id, variantId: kg.id, quantity: 2 });
      await addByApi(request, shopper, { productId: product.id, variantId: half.id, quantity: 1 });
      await placeOrderByApi(request, shopper);
      const [order] = await ordersByApi(request, shopper);
      const id = order!.id;
      const moved = await request.patch(`/api/admin/orders/${id}`, { data: { status: 'confirmed' }, headers });
      expect(moved.status(), await moved.text()).toBe(200);

      // The page's clock, paused before the change below, keeps the 6 s message up while the next dialog opens.
      await page.clock.install();
      await signInAsAdmin(page);
      await gotoHydrated(page, `/admin/orders/${id}`);
      const lines = page.getByRole('list', { name: 'Items of the order' });
      const kgCard = lines.getByRole('listitem').filter({ hasText: '1 kg' });
      const halfCard = lines.getByRole('listitem').filter({ hasText: '500 g' });
      await expect(kgCard.getByRole('heading', { name })).toBeVisible();
      await expect(kgCard).toContainText('× 2');
      await expect(halfCard).toContainText('× 1');
      await expect(kgCard).toContainText('Substitutes: Allowed');

      // Every button of every card, and the status moves, are inside the viewport: no sideways scroll.
      const kgName = `${name} (1 kg)`;
      const halfName = `${name} (500 g)`;
      for (const button of [
        kgCard.getByRole('button', { name: `Mark unavailable — ${kgName}` }),
        kgCard.getByRole('button', { name: `Substitute… — ${kgName}` }),
        halfCard.getByRole('button', { name: `Mark unavailable — ${halfName}` }),
        halfCard.getByRole('button', { name: `Substitute… — ${halfName}` }),
        page.getByRole('button', { name: 'Mark packed' }),
      ]) {
        await expect(button).toBeVisible();
        await expectInsideWidth(page, button);
      }
      await expectInsideWidth(page, kgCard.getByRole('heading', { name }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Status buttons on top: above the first card.
      const statusTop = (await page.getByRole('button', { name: 'Mark packed' }).boundingBox())!.y;
      expect(statusTop).toBeLessThan((await lines.boundingBox())!.y);

      // The money panel: items, fee, discounts, refunded and net.
      const money = page.getByRole('heading', { name: 'Money' }).locator('..');
      for (const term of ['Items', 'Delivery fee', 'Discounts', 'Order total']) {
        await expect(money.getByText(term, { exact: true })).toBeVisible();
      }
      await expect(money.locator('[data-figures]')).toContainText('Refunded');
      await expectAxeClean(page, `/admin/orders/:id as cards at ${width} px`);

      // Mark the 1 kg unavailable and empty its shelf.
      await kgCard.getByRole('button', { name: `Mark unavailable — ${kgName}` }).click();
      const confirm = page.getByRole('dialog', { name: `Mark ${kgName} unavailable?` });
      const box = confirm.getByRole('checkbox', { name: /set this pack’s stock to 0/ });
      await expect(box).not.toBeChecked();
      await box.check();
      await expectAxeClean(page, `the unavailable dialog with the stock box at ${width} px`);
      await page.clock.pauseAt(new Date(Date.now() + 1_000));
      await confirm.getByRole('button', { name: 'Mark unavailable' }).click();
      await expect(alert(page)).toContainText(`${kgName} is marked unavailable and its stock is now 0`);
      await expect(kgCard).toContainText('Unavailable');
      const stored = await getJson<TProductDetail>(request, `/api/products/${product.id}`);
      expect(stored.variants.find((variant) => variant.id === kg.id)!.countInStock).toBe(0);
      expect(stored.variants.find((variant) => variant.id === half.id)!.countInStock).toBe(19);
      const timeline = page.getByRole('heading', { name: 'Timeline' }).locator('..');
      await expect(timeline).toContainText(`${kgName} marked unavailable`);

      // The next dialog, while the message is still up: its title is not under the message.
      await expect(alert(page)).toBeVisible();
      await halfCard.getByRole('button', { name: `Substitute… — ${halfName}` }).click();
      const substitute = page.getByRole('dialog', { name: `Substitute ${halfName}` });
      const title = substitute.getByRole('heading', { name: `Substitute ${halfName}` });
      await expect(title).toBeVisible();
      await expect(alert(page)).toBeVisible();
      const message = (await alert(page).boundingBox())!;
      const heading = (await title.boundingBox())!;
      expect(message.y + message.height).toBeLessThanOrEqual(heading.y);
      await shoot(page, `packer-screen-dialog-${width}`);
      await page.clock.resume();
      await substitute.getByRole('button', { name: 'Keep it' }).click();
      await shoot(page, `packer-screen-${width}`);
      expect(errors).toEqual([]);
    });
  });
}
