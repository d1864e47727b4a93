import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { placeOrderByApi } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { outbox } from './fixtures/outbox';
import { getJson, gotoHydrated } from './fixtures/shop';
import {
  addByApi,
  fillCheckoutAddress,
  ordersByApi,
  packedProduct,
  payWithTestCard,
  rs,
  signedInShopper,
} from './fixtures/shopping';
import type { TProductDetail } from '#src/contracts/catalog';

/**
 * Issue 15's whole loop (docs/decisions/023–027): a shopper buys two packs of one product; the grocer confirms,
 * packs, prints the slip, sends it out and marks it delivered while the shopper's order page follows each step and
 * each e-mail reaches the outbox; a second order, cancelled by the shopper, puts its pack back on the shelf and
 * refunds the payment.
 */

const SHOP = 'Kirana';
const SUBJECT = {
  placed: (id: number) => `Your ${SHOP} order #${id} is placed`,
  confirmed: (id: number) => `Your ${SHOP} order #${id} is confirmed`,
  outForDelivery: (id: number) => `Your ${SHOP} order #${id} is out for delivery`,
  delivered: (id: number) => `Your ${SHOP} order #${id} is delivered`,
  cancelled: (id: number) => `Your ${SHOP} order #${id} is cancelled`,
};

/** The subjects of the mails to `email` about order `id`, oldest first (the outbox lists newest first). */
async function orderMails(request: APIRequestContext, email: string, id: number) {
  return (await outbox(request))
    .filter((mail) => mail.to === email.toLowerCase() && mail.subject.includes(` order #${id} `))
    .reverse();
}

/** The shopper's order page, reloaded: its status timeline (oldest first) reads `statuses`. */
async function expectTimeline(page: Page, id: number, statuses: string[]) {
  await gotoHydrated(page, `/orders/${id}`);
  // The steps reached, with their times; the ones still to come are greyed after them (issue 32 §2).
  const timeline = page
    .getByRole('region', { name: 'Order status' })
    .getByRole('listitem')
    .filter({ has: page.locator('time') });
  await expect(timeline.locator('p')).toHaveText(statuses);
  for (const item of await timeline.all()) await expect(item.locator('time')).toHaveText(/\d/);
}

const stockOf = async (request: APIRequestContext, productId: number, variantId: number) =>
  (await getJson<TProductDetail>(request, `/api/products/${productId}`)).variants.find(
    (variant) => variant.id === variantId,
  )!.countInStock;

test('a shopper buys two packs; the grocer takes the order to the door; a second order is cancelled and refunded', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const product = await packedProduct(page.request);
  // Two packs of the product: two of one, one of the other.
  const [twoOf, oneOf] = product.variants.slice(-2) as [
    TProductDetail['variants'][number],
    TProductDetail['variants'][number],
  ];
  const shopper = await signedInShopper(page, 'order-loop');
  const email = shopper.user.email;

  // The shopper buys two packs of one product: 2 × one pack, 1 × another, paid with the test card.
  await addByApi(page.request, shopper, { productId: product.id, variantId: twoOf.id, quantity: 2 });
  await addByApi(page.request, shopper, { productId: product.id, variantId: oneOf.id, quantity: 1 });
  await gotoHydrated(page, '/checkout');
  await page.getByLabel('Full Name', { exact: true }).fill('Asha Verma');
  await fillCheckoutAddress(page);
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('alert')).toHaveText('Thank you! Your order has been placed.');
  const [order] = await ordersByApi(page.request, shopper);
  const id = order!.id;
  await expectTimeline(page, id, ['Placed']);
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Pune, Maharashtra 411001');

  // The grocer, in a browser of their own, finds the order by the shopper's e-mail.
  const grocer = await browser.newContext();
  const admin = await grocer.newPage();
  await signInAsAdmin(admin);
  await gotoHydrated(admin, '/admin/orders');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email);
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText('1 order', { exact: true })).toBeVisible();
  const row = admin.getByRole('table', { name: 'Orders, newest first' }).getByRole('row').nth(1);
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: `Order #${id}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
  const moved = admin.getByRole('alert').filter({ hasText: /\S/ });

  async function move(button: string, status: string, timeline: string[]) {
    await admin.getByRole('button', { name: button }).click();
    await expect(moved).toContainText(`Order #${id} is now ${status}`);
    await expectTimeline(page, id, timeline);
  }

  await move('Confirm order', 'confirmed', ['Placed', 'Confirmed']);
  await move('Mark packed', 'packed', ['Placed', 'Confirmed', 'Packed']);

  // The packing slip: both packs with their labels and quantities, the full address; Print prints.
  await admin.getByRole('link', { name: 'Packing slip' }).click();
  const slip = admin.getByRole('article', { name: `Order #${id}` });
  await expect(slip.getByRole('row').filter({ hasText: twoOf.label })).toContainText(`2${product.name}${twoOf.label}`);
  await expect(slip.getByRole('row').filter({ hasText: oneOf.label })).toContainText(`1${product.name}${oneOf.label}`);
  await expect(slip).toContainText('3 items to pack');
  // The shopper's address (the slip's other address is the shop's, its sender).
  const deliverTo = slip.locator('address').filter({ hasText: '9876543210' });
  for (const line of ['12 MG Road', 'Flat 4B', 'Pune, Maharashtra 411001', 'India'])
    await expect(deliverTo).toContainText(line);
  await admin.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await admin.getByRole('button', { name: 'Print' }).click();
  expect(await admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await admin.goBack();
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();

  await move('Send out for delivery', 'out for delivery', ['Placed', 'Confirmed', 'Packed', 'Out for delivery']);
  await move('Mark delivered', 'delivered', ['Placed', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered']);
  await grocer.close();

  // Each e-mail is in the outbox (sent after commit: polled); packing sends none.
  await expect
    .poll(async () => (await orderMails(page.request, email, id)).map((mail) => mail.subject), {
      message: `the e-mails of order #${id}`,
    })
    .toEqual([SUBJECT.placed(id), SUBJECT.confirmed(id), SUBJECT.outForDelivery(id), SUBJECT.delivered(id)]);
  const mails = await orderMails(page.request, email, id);
  expect(mails[0]!.text).toContain(`${product.name} (${twoOf.label}) × 2`);
  expect(mails[0]!.text).toContain(`${product.name} (${oneOf.label}) × 1`);
  expect(mails[0]!.text).toContain('12 MG Road\nFlat 4B\nPune, Maharashtra 411001\nIndia');
  // The outbox page a person reads lists them too.
  await page.goto('/dev/outbox');
  for (const subject of Object.values(SUBJECT).slice(0, 4))
    await expect(page.getByRole('heading', { name: subject(id) })).toBeVisible();

  // A second order of one pack, cancelled by the shopper on its page: the pack is back, the payment refunded.
  const before = await stockOf(page.request, product.id, oneOf.id);
  await addByApi(page.request, shopper, { productId: product.id, variantId: oneOf.id, quantity: 1 });
  await placeOrderByApi(page.request, shopper);
  const [second] = await ordersByApi(page.request, shopper);
  expect(second!.id).not.toBe(id);
  expect(await stockOf(page.request, product.id, oneOf.id)).toBe(before - 1);
  await gotoHydrated(page, `/orders/${second!.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Your order has been cancelled');
  await expect(page.getByRole('region', { name: 'Order status' }).locator('li p')).toHaveText(['Placed', 'Cancelled']);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(`Refunded · ${rs(second!.amount)}`);

  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('main').getByRole('radio', { name: oneOf.label, exact: true }).check({ force: true });
  await expect(page.getByRole('main').getByText(`In stock: ${before}`, { exact: true })).toBeVisible();

  await expect
    .poll(async () => (await orderMails(page.request, email, second!.id)).map((mail) => mail.subject))
    .toEqual([SUBJECT.placed(second!.id), SUBJECT.cancelled(second!.id)]);
  const [, cancelled] = await orderMails(page.request, email, second!.id);
  expect(cancelled!.text).toContain(`We are refunding ${rs(second!.amount)} to the way you paid`);
});
