import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startRazorpayStandIn, type RazorpayStandIn } from '#src/test/razorpay-standin';
import { shopHealthy, startRazorpayShop } from './fixtures/razorpay-shop';
import { addByApi, demoProducts, fillCheckoutField, open, ordersByApi, signedInShopper } from './fixtures/shopping';

/**
 * Checkout with PAYMENT_PROVIDER=razorpay: a second shop server talks to a local stand-in of Razorpay's API, and
 * the page's `window.Razorpay` is replaced before any script runs, so nothing reaches the internet. The fake
 * records the options the page opens Checkout with; the test plays the shopper's outcome through them.
 */
const PORT = Number(process.env['E2E_RAZORPAY_PORT'] ?? Number(process.env['E2E_PORT'] ?? 3100) + 1);
const DATA_DIR = `./data-e2e-${PORT}`;
const BASE = `http://127.0.0.1:${PORT}`;

let standIn: RazorpayStandIn;
let server: ChildProcess;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  standIn = await startRazorpayStandIn();
  await rm(DATA_DIR, { recursive: true, force: true });
  server = startRazorpayShop({ port: PORT, dataDir: DATA_DIR, standIn }).child;
  await shopHealthy(BASE);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
  await standIn?.close();
  await rm(DATA_DIR, { recursive: true, force: true });
});

type Opened = { key: string; amount: number; currency: string; order_id: string; name: string; description: string };

/** Replaces Razorpay Checkout: `open()` records the options; the test calls the handler or the dismiss hook. */
async function fakeCheckout(page: Page) {
  await page.addInitScript(() => {
    type Options = { handler: (proof: unknown) => void; modal?: { ondismiss?: () => void } };
    const w = window as unknown as { Razorpay: unknown; __checkout: { options: Options | null; opened: number } };
    w.__checkout = { options: null, opened: 0 };
    w.Razorpay = class {
      constructor(private readonly options: Options) {}
      on() {}
      open() {
        w.__checkout.options = this.options;
        w.__checkout.opened += 1;
      }
    };
  });
}

const opened = (page: Page) =>
  page.evaluate(() => {
    const checkout = (window as unknown as { __checkout: { options: Record<string, unknown> | null } }).__checkout;
    if (!checkout.options) return null;
    const { key, amount, currency, order_id, name, description } = checkout.options;
    return { key, amount, currency, order_id, name, description } as Opened;
  });

async function fillAndSubmit(page: Page) {
  for (const [label, value] of [
    ['Country', 'India'],
    ['Street address', '7 Park Street'],
    ['Street address line 2 (optional)', 'Floor 2'],
    ['Town / City', 'Kolkata'],
    ['State / County', 'West Bengal'],
    ['Pincode', '700016'],
    ['Phone Number', '9830012345'],
  ] as const) {
    await fillCheckoutField(page, label, value);
  }
  await page.getByRole('button', { name: 'Checkout' }).click();
}

test('Razorpay Checkout opens with the public key and the server total; dismissing keeps the cart, paying places the order', async ({
  page,
}) => {
  const { plain } = await demoProducts(page.request);
  const product = plain[15]!;
  const shopper = await signedInShopper(page, 'razorpay');
  await addByApi(page.request, shopper, { productId: product.id, quantity: 2 });
  await fakeCheckout(page);

  await open(page, '/checkout');
  // A real provider: no demo strip (issue 11 §1), neither in the server HTML nor on the page.
  for (const path of ['/', '/checkout']) {
    expect(await (await page.request.get(path)).text(), path).not.toContain('Demo shop');
  }
  await expect(page.getByRole('complementary', { name: 'Demo shop notice' })).toHaveCount(0);
  await expect(page.getByText('card details never touch our servers')).toBeVisible();
  await fillAndSubmit(page);
  await expect.poll(() => opened(page)).not.toBeNull();
  const first = (await opened(page))!;
  expect(first).toMatchObject({
    key: standIn.keyId,
    amount: product.price * 2 * 100,
    currency: 'INR',
    name: 'Kirana',
    description: 'for testing purpose',
  });
  expect(standIn.orders.get(first.order_id)?.amount).toBe(product.price * 2 * 100);

  // Closing the dialog: the notice, no order, the cart kept.
  await page.evaluate(() =>
    (
      window as unknown as { __checkout: { options: { modal: { ondismiss: () => void } } } }
    ).__checkout.options.modal.ondismiss(),
  );
  await expect(page.getByRole('alert')).toHaveText('Payment cancelled. Your cart is kept.');
  expect(await ordersByApi(page.request, shopper)).toEqual([]);

  // Again, and this time Razorpay reports the payment: the order is placed and the shopper sees it.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect.poll(async () => (await opened(page))?.order_id).not.toBe(first.order_id);
  const second = (await opened(page))!;
  const proof = standIn.pay(second.order_id);
  await page.evaluate(
    (value) =>
      (
        window as unknown as { __checkout: { options: { handler: (proof: unknown) => void } } }
      ).__checkout.options.handler(value),
    proof,
  );
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const [order] = await ordersByApi(page.request, shopper);
  expect(order).toMatchObject({
    amount: product.price * 2,
    status: 'pending',
    products: [{ productId: product.id, quantity: 2 }],
  });
  // Paid, the shopper lands on the order's own page (decision 061), which names the payment.
  await expect(page).toHaveURL(new RegExp(`/orders/${order!.id}$`));
  await expect(page.getByRole('main').getByText(proof.razorpay_payment_id, { exact: true })).toBeVisible();
});
