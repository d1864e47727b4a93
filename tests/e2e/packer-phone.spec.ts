import { expect, test } from '@playwright/test';
import type { TProductDetail } from '#src/contracts/catalog';
import { expectAxeClean, placeOrderByApi, shoot, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { newAccount, uniqueEmail, verifiedAccount } from './fixtures/outbox';
import { createProductByApi } from './fixtures/products';
import { getJson, gotoHydrated } from './fixtures/shop';
import { addByApi } from './fixtures/shopping';
import { alertOf as alert, invitationPath, invite } from './fixtures/staff';

/**
 * Issue 31's "Done when": an invited packer accepts, packs an order on a phone and sets a stock to 0. The owner
 * invites a packer on /admin/staff; the packer opens the e-mail's link on a 390 × 844 phone, accepts, and lands in a
 * back office of the orders and the stock only; on a shopper's order of two products of this spec's own (so the
 * stock it empties is no other spec's) the packer confirms and packs with the status buttons on top, marks one line
 * unavailable with its pack's stock set to 0, and the shop then shows that product out of stock. The staff and
 * settings pages, owner-only, say they are not available to the packer.
 */
test.describe.configure({ timeout: 180_000 });

test('an invited packer accepts on a phone, packs an order, empties a shelf, and cannot open owner pages', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const dal = await createProductByApi(request, `Phone Packer Dal ${stamp}`, [
    { label: '1 kg', price: 140, countInStock: 6 },
  ]);
  const rice = await createProductByApi(request, `Phone Packer Rice ${stamp}`, [
    { label: '5 kg', price: 420, countInStock: 6 },
  ]);
  const shopper = await verifiedAccount(request, newAccount('packer-phone-shopper'));
  await addByApi(request, shopper, { productId: dal.id, variantId: dal.variants[0]!.id, quantity: 2 });
  await addByApi(request, shopper, { productId: rice.id, variantId: rice.variants[0]!.id, quantity: 1 });
  const orderId = await placeOrderByApi(request, shopper);

  // The owner invites the packer from the back office.
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ownerPage = await owner.newPage();
  const email = uniqueEmail('phone-packer');
  await signInAsAdmin(ownerPage);
  await gotoHydrated(ownerPage, '/admin/staff');
  await expect(await invite(ownerPage, email, 'Packer')).toContainText('Packer');
  const path = await invitationPath(ownerPage.request, email);
  await owner.close();

  // The packer, on a phone, accepts.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  const errors = watchErrors(page);
  await gotoHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the back office' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Kavya Packer');
  await page.getByLabel('Choose a password', { exact: true }).fill('packing-on-a-phone-26');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(alert(page)).toContainText('Welcome to the back office of');

  // A packer's back office: the orders and the stock, nothing of the owner's.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeAttached();
  for (const ownerOnly of ['Staff', 'Store settings', 'Products', 'Customers', 'Audit log']) {
    await expect(nav.getByRole('link', { name: ownerOnly, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('Kavya Packer · Packer')).toBeAttached();

  // The order, from the orders list.
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The list points at what a packer works with, not at the payments to settle (money back: `refunds`).
  await expect(page.getByRole('link', { name: 'Payments to settle' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Packing slips' })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(`#${orderId}\\b`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`#${orderId}`) })).toBeVisible();

  const dalName = `${dal.name} (1 kg)`;
  const lines = page.getByRole('list', { name: 'Items of the order' });
  const dalCard = lines.getByRole('listitem').filter({ hasText: dal.name });
  const riceCard = lines.getByRole('listitem').filter({ hasText: rice.name });
  await expect(dalCard).toContainText('× 2');
  await expect(riceCard).toContainText('× 1');
  // A packer gives no money back: no "Reduce…" on the cards, no adjustments panel.
  await expect(page.getByRole('button', { name: /^Reduce/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Adjustments' })).toHaveCount(0);

  // Through its statuses with the buttons on top: above the first card, inside the phone's width.
  for (const [button, status] of [
    ['Confirm order', 'Confirmed'],
    ['Mark packed', 'Packed'],
  ] as const) {
    const move = page.getByRole('button', { name: button, exact: true });
    const box = (await move.boundingBox())!;
    expect(box.y).toBeLessThan((await lines.boundingBox())!.y);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await move.click();
    await expect(alert(page)).toContainText(`Order #${orderId}`);
    await expect(page.getByRole('heading', { name: 'Status' }).locator('..')).toContainText(status);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, "the packer's order screen at 390 px");
  await shoot(page, 'packer-phone-packed');

  // The dal's shelf is empty: unavailable, its pack's stock to 0.
  const unavailable = dalCard.getByRole('button', { name: `Mark unavailable — ${dalName}` });
  const box = (await unavailable.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await unavailable.click();
  const confirm = page.getByRole('dialog', { name: `Mark ${dalName} unavailable?` });
  await confirm.getByRole('checkbox', { name: /set this pack’s stock to 0/ }).check();
  await confirm.getByRole('button', { name: 'Mark unavailable' }).click();
  await expect(alert(page)).toContainText(`${dalName} is marked unavailable and its stock is now 0`);
  await expect(dalCard).toContainText('Unavailable');
  await expect(riceCard).not.toContainText('Unavailable');
  await expect(page.getByRole('heading', { name: 'Timeline' }).locator('..')).toContainText(
    `${dalName} marked unavailable`,
  );
  await shoot(page, 'packer-phone-unavailable');

  // The shop: the dal is out of stock (its API and its page), the rice still on sale.
  const stored = await getJson<TProductDetail>(request, `/api/products/${dal.id}`);
  expect(stored.variants[0]!.countInStock).toBe(0);
  expect((await getJson<TProductDetail>(request, `/api/products/${rice.id}`)).variants[0]!.countInStock).toBe(5);
  const shop = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopPage = await shop.newPage();
  await gotoHydrated(shopPage, `/product/${dal.id}`);
  await expect(shopPage.getByRole('heading', { level: 1, name: dal.name })).toBeVisible();
  await expect(shopPage.getByText('Out of stock', { exact: true }).first()).toBeVisible();
  await shop.close();

  // The owner's pages are not the packer's: each says so inside the back office, with the way back.
  for (const ownerPath of ['/admin/staff', '/admin/settings']) {
    await gotoHydrated(page, ownerPath);
    await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
    await expect(page.getByText('This page does not exist, or your role cannot open it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
  await phone.close();
});
