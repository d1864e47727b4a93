import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, placeOrderByApi, shoot, watchErrors } from './fixtures/a11y';
import {
  addByApi,
  cartBadge,
  CHECKOUT_ADDRESS,
  cut,
  demoProducts,
  fillCheckoutAddress,
  open,
  ordersByApi,
  payWithTestCard,
  rs,
  signedInShopper,
  type Shopper,
} from './fixtures/shopping';

/** Issue 15, shopper pages (docs/decisions/026): the order page, the orders cards, the checkout's memory and address book. */
const alertBar = (page: Page) => page.getByRole('alert');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe.configure({ timeout: 120_000 });

async function saveAddressByApi(page: Page, shopper: Shopper) {
  const response = await page.request.post('/api/addresses', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: {
      fullName: 'Ravi Kumar',
      phoneNumber: '9123456780',
      addressLine1: '7 Park Street',
      addressLine2: 'Block C',
      city: 'Kolkata',
      state: 'West Bengal',
      country: 'India',
      pincode: '700016',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('checkout keeps what was typed across a reload, saves the address; the order page shows it, cancels and buys again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { plain } = await demoProducts(page.request);
  const [tea, jam] = [plain[15]!, plain[16]!];
  const shopper = await signedInShopper(page, 'order-page');
  await addByApi(page.request, shopper, { productId: tea.id, quantity: 2 });
  await addByApi(page.request, shopper, { productId: jam.id, quantity: 1 });

  // Typed, then reloaded: everything is still there.
  await open(page, '/checkout');
  await field(page, 'Full Name').fill('Asha Verma');
  await fillCheckoutAddress(page);
  await field(page, 'Email Address').fill('not-an-email');
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
  for (const [label, value] of CHECKOUT_ADDRESS) await expect(field(page, label)).toHaveValue(value);
  await expect(field(page, 'Full Name')).toHaveValue('Asha Verma');

  // A malformed e-mail stops the submit with a message; a good one goes through.
  const submit = page.getByRole('button', { name: 'Checkout' });
  await submit.click();
  await expect(alertBar(page)).toHaveText('Please enter a valid email address');
  await expect(field(page, 'Email Address')).toBeFocused();
  await field(page, 'Email Address').fill('asha.contact@example.com');
  await page.getByRole('checkbox', { name: 'Save this address for next time' }).check();
  await submit.click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(alertBar(page)).toHaveText('Thank you! Your order has been placed.');
  const [order] = await ordersByApi(page.request, shopper);

  // Paying lands on the new order's page (issue 32 §2); from the orders table (1280 px) to the order's page.
  await open(page, '/orders');
  await page.getByRole('link', { name: `View order #${order!.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order!.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order!.id}`, level: 1 })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items (3 items)' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  const teaLine = items.getByRole('listitem').filter({ has: page.getByRole('link', { name: cut(tea.name, 50) }) });
  await expect(teaLine).toContainText(`2 × ${rs(tea.price)}`);
  await expect(teaLine).toContainText(rs(tea.price * 2));
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(rs(tea.price * 2 + jam.price));
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Test payment');
  const address = page.getByRole('region', { name: 'Delivery address' });
  for (const line of ['Asha Verma', '12 MG Road', 'Flat 4B', 'Pune, Maharashtra 411001', 'India', '9876543210'])
    await expect(address).toContainText(line);
  await expect(address).toContainText('asha.contact@example.com');
  // The steps reached, with their times; the ones still to come are greyed after them (issue 32 §2).
  const timeline = page
    .getByRole('region', { name: 'Order status' })
    .getByRole('listitem')
    .filter({ has: page.locator('time') });
  await expect(timeline).toHaveCount(1);
  await expect(timeline.first()).toContainText('Placed');
  await expectAxeClean(page, 'order page');
  await shoot(page, 'order-page-1280');

  // Cancel, confirmed in a dialog: the status and the timeline say so, and Cancel is gone.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, 'cancel dialog');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(alertBar(page)).toHaveText('Your order has been cancelled');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(1)).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    `Refunded · ${rs(tea.price * 2 + jam.price)}`,
  );

  // Buy again: both lines back in the cart at today's price.
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(alertBar(page)).toHaveText('All 2 items are in your cart again');
  await expect(cartBadge(page, 2)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Buy again' })).toContainText(cut(tea.name, 200));
  // Again: both are in the cart already, which is said as such, not as a failure (issue 32 §4).
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(alertBar(page)).toHaveText('All 2 items are already in your cart');
  await expect(cartBadge(page, 2)).toBeVisible();

  // The address went into the book: My Account lists it.
  await open(page, '/my-account');
  const book = page.getByRole('region', { name: 'Saved addresses' });
  await expect(book).toContainText('12 MG Road');
  await expect(book).toContainText('Pune, Maharashtra 411001');

  // With a second address in the book, the next checkout still starts from the one this order went to (issue 32 §2).
  await saveAddressByApi(page, shopper);
  await open(page, '/checkout');
  await expect(field(page, 'Street address')).toHaveValue('12 MG Road');
  await expect(field(page, 'Town / City')).toHaveValue('Pune');
  expect(errors, 'errors in the browser console').toEqual([]);
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the orders list is a stack of cards linking to each order; the page is axe-clean', async ({ page }) => {
    const errors = watchErrors(page);
    const { plain } = await demoProducts(page.request);
    const shopper = await signedInShopper(page, 'order-cards');
    await addByApi(page.request, shopper, { productId: plain[17]!.id, quantity: 3 });
    await placeOrderByApi(page.request, shopper);
    const [order] = await ordersByApi(page.request, shopper);

    await open(page, '/orders');
    await expect(page.getByRole('table', { name: 'Your orders' })).toBeHidden();
    const card = page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('link', { name: new RegExp(`^Order #${order!.id} Pending`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Order #${order!.id}`);
    await expect(card).toContainText('Pending');
    await expect(card.getByText('Pending', { exact: true })).toHaveClass(/bg-red-700/);
    await expect(card).toContainText(rs(order!.amount));
    await expect(card).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expectAxeClean(page, 'orders cards');
    await shoot(page, 'orders-cards-390');

    await card.click();
    await expect(page.getByRole('heading', { name: `Order #${order!.id}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('12 MG Road, Flat 4B');
    await expectAxeClean(page, 'order page at 390 px');
    await shoot(page, 'order-page-390');

    // An order that is not the shopper's (or does not exist): the shop's Page Not Found.
    await open(page, '/orders/2147483000');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(
      errors.filter((error) => !error.includes('404')),
      'errors in the browser console',
    ).toEqual([]);
  });
});

test('a saved address fills the checkout; My Account deletes it', async ({ page }) => {
  const { plain } = await demoProducts(page.request);
  const shopper = await signedInShopper(page, 'address-book');
  await saveAddressByApi(page, shopper);
  await addByApi(page.request, shopper, { productId: plain[18]!.id, quantity: 1 });

  await open(page, '/checkout');
  await page.getByLabel('Use a saved address').selectOption({ label: 'Ravi Kumar, 7 Park Street, Kolkata, 700016' });
  await expect(field(page, 'Full Name')).toHaveValue('Ravi Kumar');
  await expect(field(page, 'Street address')).toHaveValue('7 Park Street');
  await expect(field(page, 'Street address line 2 (optional)')).toHaveValue('Block C');
  await expect(field(page, 'Town / City')).toHaveValue('Kolkata');
  await expect(field(page, 'Pincode')).toHaveValue('700016');
  await expect(field(page, 'Phone Number')).toHaveValue('9123456780');

  await open(page, '/my-account');
  const book = page.getByRole('region', { name: 'Saved addresses' });
  await expect(book).toContainText('7 Park Street');
  await book.getByRole('button', { name: 'Delete the address 7 Park Street' }).click();
  await expect(alertBar(page)).toHaveText('The address was deleted');
  await expect(book).toContainText('No saved addresses yet');
});
