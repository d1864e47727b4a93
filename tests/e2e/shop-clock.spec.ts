import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TProductListing } from '#src/contracts/catalog';
import { E2E_RATE_LIMITS } from '../../playwright.config';
import { serverBundlePath } from '../../scripts/build-server';
import { signInThroughPage } from './fixtures/admin';
import { placeOrderByApi } from './fixtures/a11y';
import { shopHealthy } from './fixtures/razorpay-shop';
import { categories, getJson } from './fixtures/shop';
import { addByApi, open, signedInShopper } from './fixtures/shopping';

/**
 * One clock, the shop's (issue 31 §2, decision 058), in a browser: an order placed in the small hours in Mumbai (02:4x
 * IST is 21:1x UTC the day before) belongs to the shop's day on every screen — the shopper's orders list and order
 * page, the back office's orders day filter, dashboard, packing slips and CSV. A shop server of its own runs with its
 * clock set to 02:42 shop time (fixtures/shifted-clock.mjs moves `Date`, which the shop and PGlite read), and the
 * browser's clock is set to the same instant, so both sides agree on "now" as they would in Mumbai at that hour.
 */
const PORT = Number(process.env['E2E_CLOCK_PORT'] ?? Number(process.env['E2E_PORT'] ?? 3100) + 3);
const DATA_DIR = `./data-e2e-${PORT}`;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'night-owner@kirana.test', name: 'Night Owner', password: 'night-owner-password' };

/** Mumbai has no daylight saving: shop time is UTC + 5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The latest 02:42 in Mumbai at least an hour ago, its shop day, and UTC's day at that instant (the day before). */
function lastNightInMumbai(now = Date.now()) {
  const wall = new Date(now + IST_OFFSET_MS);
  let wallAt = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 2, 42);
  if (wallAt - IST_OFFSET_MS > now - 3_600_000) wallAt -= DAY_MS;
  const instant = new Date(wallAt - IST_OFFSET_MS);
  return {
    instant,
    shopDay: new Date(wallAt).toISOString().slice(0, 10),
    utcDay: instant.toISOString().slice(0, 10),
  };
}

const night = lastNightInMumbai();
/** How far the shop's clock (and the browser's) runs behind the real one. */
const shift = night.instant.getTime() - Date.now();
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

let server: ChildProcess;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin.ts', 'create', '--email', ADMIN.email, '--name', ADMIN.name, '--password-stdin'],
    { env, input: ADMIN.password, encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  server = spawn(
    process.execPath,
    ['--import', path.resolve('tests/e2e/fixtures/shifted-clock.mjs'), serverBundlePath()],
    {
      env: {
        ...env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SHIFTED_CLOCK_TO: new Date(Date.now() + shift).toISOString(),
        // The demo's sample orders would be placed at the same hour: the dashboard's count is this spec's order.
        SEED_DEMO_DELIVERY: 'false',
        RATE_LIMITS: E2E_RATE_LIMITS,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await shopHealthy(BASE);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
  await rm(DATA_DIR, { recursive: true, force: true });
});

/** A one-pack product of the demo catalogue with stock to spare. */
async function aProduct(request: APIRequestContext) {
  const [category] = await categories(request);
  const { products } = await getJson<TProductListing>(
    request,
    `/api/products/catId?catId=${category!.id}&perPage=50&location=All`,
  );
  const product = products.find((p) => p.variantCount === 1 && p.countInStock > 5);
  expect(product, 'a one-pack product in stock').toBeTruthy();
  return product!;
}

/** The browser's clock at the shop's "now" (it then runs on), before any page of the shop is opened. */
const browserAtShopTime = (page: Page) => page.clock.install({ time: new Date(Date.now() + shift) });

test('an order placed at 02:4x in Mumbai is on that day for the shopper and on every back-office screen', async ({
  page,
  browser,
}) => {
  await browserAtShopTime(page);
  const shopper = await signedInShopper(page, 'night-order');
  await addByApi(page.request, shopper, { productId: (await aProduct(page.request)).id, quantity: 1 });
  const orderId = await placeOrderByApi(page.request, shopper);

  // The shopper: the orders list's date and the order page's "Placed on" are the shop's day, not UTC's.
  await open(page, '/orders');
  const row = page.getByRole('row', { name: new RegExp(`^View order #${orderId} `) });
  await expect(row).toContainText(night.shopDay);
  await expect(page.getByRole('main')).not.toContainText(night.utcDay);
  await open(page, `/orders/${orderId}`);
  await expect(page.getByText(`Placed on ${longDay(night.shopDay)}`)).toBeVisible();

  // The grocer, in a browser of their own at the same hour.
  const context = await browser.newContext({ baseURL: BASE });
  const grocer = await context.newPage();
  await browserAtShopTime(grocer);
  await signInThroughPage(grocer, ADMIN.email, ADMIN.password);

  // Dashboard: today is the shop's day and holds the order.
  await open(grocer, '/admin');
  await expect(grocer.getByText('1 order placed today')).toBeVisible();

  // Orders list: under the shop's day, not under UTC's.
  await open(grocer, `/admin/orders?from=${night.shopDay}&to=${night.shopDay}`);
  await expect(grocer.getByRole('link', { name: `#${orderId}`, exact: false }).first()).toBeVisible();
  await open(grocer, `/admin/orders?from=${night.utcDay}&to=${night.utcDay}`);
  await expect(grocer.getByRole('link', { name: `#${orderId}`, exact: false })).toHaveCount(0);

  // Packing slips: confirmed, it is on today's slips (the page opens on the shop's today).
  await open(grocer, `/admin/orders/${orderId}`);
  await grocer.getByRole('button', { name: 'Confirm order' }).click();
  await expect(grocer.getByRole('button', { name: 'Mark packed' })).toBeVisible();
  await open(grocer, '/admin/orders/slips');
  await expect(grocer.getByRole('article', { name: `Order #${orderId}` })).toBeVisible();

  // CSV: placed_at in shop time, on the shop's day.
  await open(grocer, `/admin/orders?from=${night.shopDay}&to=${night.shopDay}`);
  const [download] = await Promise.all([
    grocer.waitForEvent('download'),
    grocer.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(csv[0]).toMatch(/^order_id,placed_at,/);
  const placedAt = csv.slice(1).map((line) => line.split(',')[1]);
  expect(placedAt.length).toBeGreaterThan(0);
  for (const at of placedAt) expect(at).toMatch(new RegExp(`^${night.shopDay} 0[2-3]:`));
  await context.close();
});
