import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import type { TAdminDashboard } from '#src/contracts/admin-dashboard';
import { expectAxeClean, placeOrderByApi, shoot, watchErrors } from './fixtures/a11y';
import { adminToken, signInAsAdmin } from './fixtures/admin';
import { newAccount, verifiedAccount } from './fixtures/outbox';
import { gotoHydrated } from './fixtures/shop';
import { addByApi, demoProducts, ordersByApi, rs } from './fixtures/shopping';

/**
 * Figures net of refunds and discounts (issue 29 §4, docs/decisions/050) at 1280 and 390 px: a shopper pays online
 * for two products; the grocer confirms the order and marks one line unavailable (its money refunded). Then the order
 * screen says "Refunded Rs X · Net Rs Y", the customer page's "spent" is the net, the dashboard's top products count
 * the line that was sent and not the one that was not, its revenue is the API's net figure, and both CSV downloads
 * carry `net_amount`. Each width buys its own two products, far down the demo catalogue, in quantities no other spec
 * buys, so its top-product row is its own.
 */
test.describe.configure({ timeout: 180_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** Downloads a CSV through the orders list's button; answers its text as written (byte-order mark kept). */
async function downloadCsv(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile((await download.path())!, 'utf8');
}

/** The CSV's rows as objects, its byte-order mark taken off as a spreadsheet does. */
const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Record<string, string>[];

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('a line marked unavailable: order screen, customer page, dashboard and CSVs show what the shop kept', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const { plain } = await demoProducts(request);
      expect(plain.length, 'plain products in the demo catalogue').toBeGreaterThan(27);
      const [kept, dropped] = width === 1280 ? [plain[24]!, plain[25]!] : [plain[26]!, plain[27]!];
      const keptUnits = width === 1280 ? 13 : 12;
      const droppedUnits = 11;

      // The shopper (its own request context: its sign-in must not touch the admin's cookies) pays online.
      const shopper = await verifiedAccount(request, newAccount(`net-figures-${width}`));
      await addByApi(request, shopper, { productId: kept.id, quantity: keptUnits });
      await addByApi(request, shopper, { productId: dropped.id, quantity: droppedUnits });
      await placeOrderByApi(request, shopper);
      const [order] = await ordersByApi(request, shopper);
      const id = order!.id;
      const refunded = dropped.price * droppedUnits;
      const net = order!.amount - refunded;

      // The grocer confirms it and marks the second product unavailable.
      await signInAsAdmin(page);
      await gotoHydrated(page, `/admin/orders/${id}`);
      await page.getByRole('button', { name: 'Confirm order' }).click();
      await expect(alert(page)).toContainText(`Order #${id} is now confirmed`);
      const money = page.locator('[data-figures]');
      await expect(money).toHaveText(`Refunded ${rs(0)} · Net ${rs(order!.amount)}`);
      const lines = page.getByRole('list', { name: 'Items of the order' });
      const droppedRow = lines.getByRole('listitem').filter({ hasText: dropped.name });
      await droppedRow.getByRole('button', { name: new RegExp(`^Mark unavailable — ${escape(dropped.name)}`) }).click();
      const confirm = page.getByRole('dialog', { name: new RegExp(`^Mark ${escape(dropped.name)}.* unavailable\\?$`) });
      await expect(confirm).toContainText(`${rs(refunded)} goes back to the shopper`);
      await confirm.getByRole('button', { name: 'Mark unavailable' }).click();
      await expect(droppedRow).toContainText('Unavailable');

      // The order screen: what went back and what the shop kept.
      await expect(money).toHaveText(`Refunded ${rs(refunded)} · Net ${rs(net)}`);
      await expectAxeClean(page, `/admin/orders/:id with its money panel at ${width} px`);
      await shoot(page, `net-figures-order-${width}`);

      // The customer page: "spent" is the net.
      await gotoHydrated(page, `/admin/customers/${shopper.user.userId}`);
      const spent = page.getByText('Spent (net of refunds)', { exact: true }).locator('..');
      await expect(spent).toContainText(rs(net));
      await expectAxeClean(page, `/admin/customers/:id at ${width} px`);

      // The dashboard: the product sent counts, the one not sent does not; revenue is the API's net figure.
      const token = await adminToken(page);
      const dashboard = async () =>
        (
          await page.request.get('/api/admin/dashboard', { headers: { authorization: `Bearer ${token}` } })
        ).json() as Promise<TAdminDashboard>;
      const figures = await dashboard();
      const mine = figures.topProducts.filter((row) => row.productId === kept.id || row.productId === dropped.id);
      expect(mine).toEqual([
        { productId: kept.id, title: kept.name, quantity: keptUnits, revenue: kept.price * keptUnits },
      ]);
      await gotoHydrated(page, '/admin');
      const top = page.getByRole('table', { name: 'Products sold in the most units over the last 30 days' });
      const keptRow = top.getByRole('row').filter({ hasText: kept.name });
      await expect(keptRow).toContainText(String(keptUnits));
      await expect(keptRow).toContainText(rs(kept.price * keptUnits));
      await expect(top.getByRole('row').filter({ hasText: dropped.name })).toHaveCount(0);
      await expect(page.getByText('Net of refunds and discounts')).toBeVisible();
      // Other specs may place orders meanwhile: the page and the API agree once both are read after the last one.
      await expect
        .poll(async () => {
          await gotoHydrated(page, '/admin');
          const shown = await page.locator('[data-stat="Revenue"]').textContent();
          return shown === rs((await dashboard()).revenue);
        })
        .toBe(true);
      await expectAxeClean(page, `/admin (dashboard) at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Both CSVs of the order: its net at the end of every row.
      await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(`#${id}`)}`);
      await expectAxeClean(page, `/admin/orders with both CSV buttons at ${width} px`);
      const byLine = await downloadCsv(page, 'Download CSV');
      expect(byLine.startsWith('\uFEFForder_id,placed_at,')).toBe(true);
      const lineRows = rowsOf(byLine);
      const cells = (productId: number) =>
        lineRows
          .filter((row) => row['product_id'] === String(productId))
          .map((row) => [row['order_id'], row['line_refund'], row['net_amount']]);
      expect(lineRows).toHaveLength(2);
      expect(cells(kept.id)).toEqual([[String(id), '', String(net)]]);
      expect(cells(dropped.id)).toEqual([[String(id), String(refunded), String(net)]]);
      await expect(alert(page)).toContainText('The orders CSV is downloaded');
      const byOrder = await downloadCsv(page, 'CSV, one row per order');
      expect(byOrder.startsWith('\uFEFForder_id,placed_at,')).toBe(true);
      expect(
        rowsOf(byOrder).map((row) => [row['order_id'], row['order_amount'], row['line_refunds'], row['net_amount']]),
      ).toEqual([[String(id), String(order!.amount), String(refunded), String(net)]]);
      await expect(alert(page)).toContainText('The order totals CSV is downloaded');
      expect(errors).toEqual([]);
    });
  });
}
