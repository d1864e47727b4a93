import { DEFAULT_SHOP_TIME_ZONE } from '#src/shared/shop';
import { shopDay } from '#src/shared/shop-time';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAxeClean, placeOrderByApi, shoot, tabTo, watchErrors } from './fixtures/a11y';
import { E2E_ADMIN, signInAsAdmin } from './fixtures/admin';
import { newAccount, verifiedAccount } from './fixtures/outbox';
import { addByApi, demoProducts, ordersByApi, rs, type Shopper } from './fixtures/shopping';
import { gotoHydrated } from './fixtures/shop';

/**
 * The back office's order screens (issue 15, docs/decisions/027): the grocer finds a shopper's order in the list,
 * confirms and packs it, prints its packing slip (and the day's), exports the CSV, and cancels another one.
 */

/** A shopper (on their own request context: a shopper's sign-in clears the admin's cookie) with one paid order. */
async function shopperWithOrder(request: APIRequestContext, label: string, lines: Parameters<typeof addByApi>[2][]) {
  const shopper: Shopper = await verifiedAccount(request, newAccount(label));
  for (const line of lines) await addByApi(request, shopper, line);
  await placeOrderByApi(request, shopper);
  const [order] = await ordersByApi(request, shopper);
  return { shopper, orderId: order!.id, amount: order!.amount };
}

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test('an admin finds an order, confirms and packs it, prints its slip and the day’s, exports the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const { plain, sized } = await demoProducts(request);
  const loose = plain.at(-2)!;
  const packed = sized.at(-1)!;
  const size = packed.size[0]!;
  const { shopper, orderId } = await shopperWithOrder(request, 'orders-ui', [
    { productId: loose.id, quantity: 3 },
    { productId: packed.id, quantity: 1, size },
  ]);

  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

  // The status tabs carry counts; the search finds the shopper's order by e-mail.
  const tabs = page.getByRole('navigation', { name: 'Order status' });
  await expect(tabs.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: /^Pending \d+$/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(shopper.user.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders, newest first' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(`#${orderId}`);
  await expect(row).toContainText(shopper.user.email);
  await expect(row).toContainText('Pending');
  await expect(row.getByText(/^Test \(Paid in test mode/)).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Pending 1' })).toBeVisible();
  await expectAxeClean(page, '/admin/orders');
  await shoot(page, 'admin-orders-list');
  await row.getByRole('link', { name: `Order #${orderId}` }).click();

  // The detail: lines with packs, total, contact, payment, timeline; only pending's moves.
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items of the order' });
  await expect(lines.getByRole('listitem').filter({ hasText: loose.name })).toContainText('3');
  await expect(lines.getByRole('listitem').filter({ hasText: packed.name })).toContainText(size);
  await expect(page.getByText(shopper.user.email, { exact: true })).toBeVisible();
  await expect(page.getByText(/^pay_/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark packed' })).toHaveCount(0);
  await expectAxeClean(page, '/admin/orders/:id');

  // Confirm by keyboard, with a note.
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Called the shopper');
  const confirm = page.getByRole('button', { name: 'Confirm order' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(alert(page)).toContainText(`Order #${orderId} is now confirmed`);
  const timeline = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Timeline' }) });
  await expect(timeline.getByText('Called the shopper')).toBeVisible();
  await expect(timeline.getByText(`by ${E2E_ADMIN.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark packed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  await shoot(page, 'admin-order-detail');

  // The day's slips list the confirmed order, one page each when printed.
  // The shop's day (decision 058), not UTC's: from 18:30 UTC they differ.
  const today = shopDay(new Date(), DEFAULT_SHOP_TIME_ZONE);
  await gotoHydrated(page, `/admin/orders/slips?date=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print all' })).toBeVisible();
  await expectAxeClean(page, '/admin/orders/slips');

  // Pack it, then its own slip: lines grouped by category, quantities and packs, a Print button.
  await gotoHydrated(page, `/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expect(alert(page)).toContainText(`Order #${orderId} is now packed`);
  await expect(page.getByRole('button', { name: 'Send out for delivery' })).toBeVisible();
  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Packing slip · Order #${orderId}` })).toBeVisible();
  const slip = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(slip.getByRole('heading', { name: loose.catName })).toBeVisible();
  await expect(slip.getByRole('row').filter({ hasText: loose.name })).toContainText('3');
  await expect(slip.getByRole('row').filter({ hasText: packed.name })).toContainText(size);
  await expect(slip).toContainText('4 items to pack');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed: the back office's navigation is not on the page.
  await page.emulateMedia({ media: 'print' });
  await shoot(page, 'admin-order-slip-print');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectAxeClean(page, '/admin/orders/:id/slip');

  // The CSV of the filtered list: one row per line of the order.
  await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(shopper.user.email)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(csv[0]).toMatch(/^order_id,placed_at,status,/);
  expect(csv.slice(1)).toHaveLength(2);
  for (const line of csv.slice(1)) expect(line).toMatch(new RegExp(`^${orderId},.*,packed,test,`));
  await expect(alert(page)).toContainText('The orders CSV is downloaded');
  expect(errors).toEqual([]);
});

test('cancelling asks first; a cancelled order has no moves left', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { plain } = await demoProducts(request);
  const { orderId, amount } = await shopperWithOrder(request, 'orders-cancel', [
    { productId: plain.at(-3)!.id, quantity: 1 },
  ]);
  await signInAsAdmin(page);
  await gotoHydrated(page, `/admin/orders/${orderId}`);

  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
  await expect(dialog).toContainText('stock');
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(page.getByText('Pending').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Out of delivery area');
  await cancel.click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(alert(page)).toContainText(`Order #${orderId} is now cancelled`);
  await expect(page.getByText('This order is finished: its status cannot change any more.')).toBeVisible();
  await expect(page.getByText('Out of delivery area')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  // The payment went back (the test provider refunds at once): no retry to offer.
  const refund = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Refund' }) });
  await expect(refund.locator('[data-refund]')).toHaveText('Refunded');
  await expect(refund).toContainText(rs(amount));
  await expect(refund.getByRole('button', { name: 'Retry refund' })).toHaveCount(0);
  await expectAxeClean(page, '/admin/orders/:id (cancelled, refunded)');

  // On a phone the page fits its width; the list's table scrolls inside its own region.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `/admin/orders/${orderId}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'admin-order-phone');
  await gotoHydrated(page, '/admin/orders?status=cancelled');
  await expect(
    page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: /^Cancelled/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, '/admin/orders at 390 px');
  await shoot(page, 'admin-orders-phone');
});
