import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFocusOn, placeOrderByApi, skipToContent, tabTo } from './fixtures/a11y';
import { categories as categoryTree } from './fixtures/shop';
import { addByApi, demoProducts, fillCheckoutAddress, open, signedInShopper } from './fixtures/shopping';

/**
 * Issue 6: focus is trapped in dialogs and given back after them. For each dialog: opened from the keyboard, the
 * focus moves in; Tab and Shift+Tab go round inside it (more presses than it has stops); Escape closes it and the
 * focus is back on the control that opened it, visibly.
 */

test.describe.configure({ timeout: 120_000 });

/** How many elements in `scope` take the focus with Tab. */
function tabStops(scope: Locator): Promise<number> {
  return scope.evaluate(
    (root) =>
      [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
        (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
      ).length,
  );
}

const focusInside = (scope: Locator) => scope.evaluate((root) => root.contains(document.activeElement));

/** Whether the focus is inside `scope`, and where it is (for the failure message), in one look. */
const focusWhere = (scope: Locator) =>
  scope.evaluate((root) => {
    const element = document.activeElement;
    const name = element ? (element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40)) : '';
    return { inside: root.contains(element), where: `${element?.tagName.toLowerCase() ?? 'nothing'} "${name}"` };
  });

/**
 * The dialog has the focus; Tab goes once round all its stops and on (it wraps, never leaves), Shift+Tab wraps back
 * the other way; Escape closes it and the focus is back, visibly, on the control that opened it.
 */
async function expectTrapAndReturn(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog), { message: 'the focus moves into the dialog' }).toBe(true);
  const stops = await tabStops(dialog);
  expect(stops, 'the dialog has something to focus').toBeGreaterThan(0);
  for (const [key, presses] of [
    ['Tab', stops + 1],
    ['Shift+Tab', 2],
  ] as const) {
    for (let press = 1; press <= presses; press++) {
      await page.keyboard.press(key);
      const { inside, where } = await focusWhere(dialog);
      expect(inside, `after ${press} × ${key} the focus is on ${where}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(opener);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu drawer', async ({ page }) => {
    await open(page, '/');
    const opener = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expectTrapAndReturn(page, page.getByRole('dialog', { name: 'Menu' }), opener);
  });

  test('the Filters sheet, from the page and from the bottom bar', async ({ page }) => {
    const [category] = await categoryTree(page.request);
    await open(page, `/products/category/${category!.id}`);
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const fromPage = page.getByRole('main').getByRole('button', { name: 'Filters' });
    await tabTo(page, fromPage);
    await page.keyboard.press('Enter');
    await expectTrapAndReturn(page, sheet, fromPage);

    const fromBar = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Filters' });
    await tabTo(page, fromBar, { max: 200 });
    await page.keyboard.press('Enter');
    await expectTrapAndReturn(page, sheet, fromBar);
  });
});

test("an order's Products dialog", async ({ page }) => {
  const { plain } = await demoProducts(page.request);
  const shopper = await signedInShopper(page, 'focus-orders');
  await addByApi(page.request, shopper, { productId: plain[12]!.id, quantity: 1 });
  await placeOrderByApi(page.request, shopper);
  await open(page, '/orders');
  const opener = page.getByRole('button', { name: 'Click here to view' });
  await skipToContent(page);
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectTrapAndReturn(page, page.getByRole('dialog', { name: 'Products' }), opener);
});

test('the card dialog at checkout: Escape cancels the payment and gives the focus back to Checkout', async ({
  page,
}) => {
  const { plain } = await demoProducts(page.request);
  const shopper = await signedInShopper(page, 'focus-card');
  await addByApi(page.request, shopper, { productId: plain[12]!.id, quantity: 1 });
  await open(page, '/checkout');
  await fillCheckoutAddress(page);
  const opener = page.getByRole('button', { name: 'Checkout' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectTrapAndReturn(page, page.getByRole('dialog', { name: 'Pay by card' }), opener);
  await expect(page.getByRole('alert')).toHaveText('Payment cancelled. Your cart is kept.');
});

test.describe('menus and panels of the header give the focus back on Escape', () => {
  test('the Account menu: arrows move through it, Escape returns to its button', async ({ page }) => {
    await signedInShopper(page, 'focus-menu');
    await open(page, '/');
    const opener = page.getByRole('button', { name: 'Account' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Orders' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocusOn(opener);
  });

  test('the location panel and the category panel', async ({ page }) => {
    const tree = await categoryTree(page.request);
    await open(page, '/');
    const location = page.getByRole('button', { name: /Your location/ });
    await tabTo(page, location);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Choose your delivery location' });
    await expect(panel.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expectFocusOn(location);

    const browse = page.getByRole('button', { name: 'Browse All Categories' });
    await tabTo(page, browse, { max: 20 });
    await page.keyboard.press('Enter');
    const categories = page.getByRole('list', { name: 'Categories' });
    await page.keyboard.press('Tab');
    await expectFocusOn(categories.getByRole('link', { name: tree[0]!.name }));
    await page.keyboard.press('Escape');
    await expect(categories).toBeHidden();
    await expectFocusOn(browse);
  });
});
