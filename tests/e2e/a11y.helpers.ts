import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addByApi, demoProducts, listAddByApi, type Shopper } from './shopping.helpers';

/**
 * Helpers of the accessibility specs (a11y, focus, keyboard purchase). The shared helpers of the other specs stay
 * in `shopping.helpers.ts` and `fixtures/`; these are only what the accessibility checks need on top.
 */

/**
 * Serious and critical axe findings on the page as it is now (every rule axe runs by default, WCAG and best
 * practice), on the whole page or only inside the `include` selectors.
 */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectAxeClean(page: Page, what: string, include: string[] = []) {
  expect(await seriousViolations(page, include), `axe on ${what}`).toEqual([]);
}

/**
 * Script errors and React's console errors (a hydration mismatch among them) are collected for the test to fail on.
 * The browser's own "Failed to load resource" lines for the 4xx answers these pages expect are not the page's.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** Screenshots for a person to look at (SHOTS_DIR, e.g. scratch/shots); nothing is compared. */
export async function shoot(page: Page, name: string, fullPage = true) {
  const dir = process.env['SHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

export const SHIPPING = {
  name: 'Asha Verma',
  phoneNumber: '9876543210',
  address: '12 MG Road, Flat 4B',
  pincode: '411001',
} as const;

/** Places one paid order through the API, as the checkout page does with the test card. */
export async function placeOrderByApi(request: APIRequestContext, shopper: Shopper) {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const payment = await request.post('/api/payments/order', { data: { shipping: SHIPPING }, headers });
  expect(payment.status(), await payment.text()).toBe(201);
  const { orderId } = (await payment.json()) as { orderId: string };
  const paid = await request.post('/api/payments/test/pay', {
    data: { orderId, cardNumber: '4111111111111111', expiry: '12/99', cvc: '123' },
    headers,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const created = await request.post('/api/orders/create', { data: { ...SHIPPING, ...(await paid.json()) }, headers });
  expect(created.status(), await created.text()).toBe(201);
}

/**
 * Gives a signed-in shopper something on every page: one placed order, then a cart of two lines (one in a size)
 * and two products in My List. `slot` keeps parallel workers on different products.
 */
export async function furnishShopper(request: APIRequestContext, shopper: Shopper, slot: number) {
  const { plain, sized } = await demoProducts(request);
  const offset = 6 + (slot % 2) * 3;
  await addByApi(request, shopper, { productId: plain[offset]!.id, quantity: 1 });
  await placeOrderByApi(request, shopper);
  const sizedProduct = sized[1 + (slot % 2)]!;
  await addByApi(request, shopper, { productId: plain[offset + 1]!.id, quantity: 2 });
  await addByApi(request, shopper, { productId: sizedProduct.id, quantity: 1, size: sizedProduct.size.at(-1)! });
  await listAddByApi(request, shopper, plain[offset + 2]!.id);
  await listAddByApi(request, shopper, sized[3]!.id);
}

/** The browser storage of a signed-in shopper (what the web app keeps in localStorage), for `storageState`. */
export function sessionState(origin: string, shopper: Shopper) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'token', value: shopper.token },
          { name: 'user', value: JSON.stringify(shopper.user) },
        ],
      },
    ],
  };
}

/** Whether `target` is the focused element, and whether the browser shows it as focused (`:focus-visible`). */
async function focusState(target: Locator): Promise<{ focused: boolean; visible: boolean }> {
  return target.evaluate((element) => ({
    focused: element === document.activeElement,
    visible: element.matches(':focus-visible'),
  }));
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks that the browser
 * shows it (`:focus-visible`). Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    const state = await focusState(target);
    if (state.focused) {
      expect(state.visible, 'the focused element shows a visible focus').toBe(true);
      return presses;
    }
    if (presses < max) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${String(target)} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses; focus is on ${await describeFocus(page)}`,
  );
}

/** Tab to the 'Skip to content' link (the first stop of every page), Enter: the focus is on the page's content. */
export async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expectFocusOn(page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** The focused element is `target` and is shown focused. */
export async function expectFocusOn(target: Locator) {
  await expect(target).toBeFocused();
  expect((await focusState(target)).visible, `${String(target)} shows a visible focus`).toBe(true);
}
