import { expect, test } from '@playwright/test';
import { expectFocusOn, tabTo } from './fixtures/a11y';
import { newAccount, verifiedAccount } from './fixtures/outbox';
import { cartBadge, CHECKOUT_ADDRESS, cut, demoProducts, open, ordersByApi, rs } from './fixtures/shopping';

/**
 * Issue 6: from the home page to a placed order with the keyboard only (Tab, Shift+Tab, Enter, Space, arrows,
 * typing). No click and no focus call: after each move the focused element is the one a shopper expects and it shows
 * its focus. The account exists already (signed up and verified through the API); signing in is part of the journey.
 */

test('keyboard only: sign in, search, choose a size, add to cart, change the quantity, check out, pay, see the order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { sized } = await demoProducts(page.request);
  const product = sized[4]!;
  const size = product.size.at(-1)!;
  const account = newAccount('keyboard');
  const { user } = await verifiedAccount(page.request, account);
  const keyboard = page.keyboard;
  const alertBar = page.getByRole('alert');
  const banner = page.getByRole('banner');

  // Sign in from the header.
  await open(page, '/');
  const signIn = banner.getByRole('link', { name: 'Sign In' });
  await tabTo(page, signIn);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signIn$/);
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await tabTo(page, email);
  await keyboard.type(account.email);
  await keyboard.press('Tab');
  await expectFocusOn(page.getByLabel('Password', { exact: true }));
  await keyboard.type(account.password);
  await keyboard.press('Enter');
  await expect(alertBar).toHaveText('User Login Successfully!');
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('button', { name: 'Account' })).toBeVisible();

  // Find the product: its name in the search box, the suggestion chosen with the arrows.
  const search = page.getByRole('combobox', { name: 'Search for items...' });
  await tabTo(page, search, { back: true });
  // The answer to the whole name: a pause while typing may have asked for a shorter text first.
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/search/suggest' &&
      new URL(response.url()).searchParams.get('q') === product.name.trim(),
  );
  await keyboard.type(product.name);
  await answered;
  const suggestion = page.getByRole('listbox').getByRole('option', { name: product.name, exact: true });
  await expect(suggestion).toBeVisible();
  for (let presses = 0; (await suggestion.getAttribute('aria-selected')) !== 'true'; presses++) {
    expect(presses, 'the product among the suggestions').toBeLessThan(10);
    await keyboard.press('ArrowDown');
  }
  await expect(search).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id'))!);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();

  // A size with the arrows (a radio group), then Add to cart.
  const sizes = page.getByRole('group', { name: 'Size' });
  await tabTo(page, sizes.getByRole('radio').first());
  await keyboard.press('ArrowLeft');
  const chosen = sizes.getByRole('radio', { name: size, exact: true });
  await expect(chosen).toBeChecked();
  await expectFocusOn(chosen);
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await tabTo(page, addToCart);
  await keyboard.press('Enter');
  await expect(alertBar).toHaveText('Item is added in the cart');
  await expect(cartBadge(page, 1)).toBeVisible();
  // Add to cart turns into the − qty + stepper (decision 061); the focus moves onto its +, not to the page's top.
  await expectFocusOn(page.getByRole('button', { name: `Add one more ${product.name}` }));

  // The cart from the header, back up the page.
  const cartLink = cartBadge(page, 1);
  await tabTo(page, cartLink, { back: true, max: 80 });
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Cart', level: 1 })).toBeVisible();

  // One more of it: the line updates and the focus stays on the button pressed.
  const title = cut(product.name, 50);
  const more = page
    .getByRole('table', { name: 'Your Cart' })
    .getByRole('button', { name: `Increase quantity of ${title}` });
  await tabTo(page, more);
  await keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Updating your cart…' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cart Totals' })).toContainText(rs(product.price * 2));
  await expectFocusOn(more);

  // Checkout: name and e-mail come from the account; the rest typed field after field.
  await tabTo(page, page.getByRole('link', { name: 'Proceed To CheckOut' }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  const country = page.getByLabel('Country', { exact: true });
  await tabTo(page, country);
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(user.name);
  for (const [label, value] of CHECKOUT_ADDRESS) {
    await expectFocusOn(page.getByLabel(label, { exact: true }));
    await keyboard.type(value);
    await keyboard.press('Tab');
  }
  await expectFocusOn(page.getByLabel('Email Address', { exact: true }));
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await tabTo(page, checkout);
  await keyboard.press('Enter');

  // The card dialog takes the focus; the test card pays.
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: 'focus moves into the dialog',
    })
    .toBe(true);
  await tabTo(page, dialog.getByLabel('Card number'), { max: 5 });
  await keyboard.type('4111111111111111');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await keyboard.press('Tab');
  await expectFocusOn(dialog.getByLabel('Expiry (MM/YY)'));
  await keyboard.type('1230');
  await keyboard.press('Tab');
  await expectFocusOn(dialog.getByLabel('CVC'));
  await keyboard.type('123');
  await keyboard.press('Enter');

  // The order, on /orders.
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(alertBar).toHaveText('Thank you! Your order has been placed.');
  await expect(cartBadge(page, 0)).toBeVisible();
  const [order] = await ordersByApi(page.request, {
    token: (await page.evaluate(() => localStorage.getItem('token')))!,
    user,
  });
  expect(order).toMatchObject({ amount: product.price * 2, products: [{ productId: product.id, quantity: 2 }] });
  // Paying lands on the new order's page (issue 32 §2); the orders table lists it too.
  await open(page, '/orders');
  await expect(
    page
      .getByRole('table', { name: 'Your orders' })
      .getByRole('row')
      .filter({ hasText: String(order!.id) }),
  ).toContainText(rs(product.price * 2));
});
