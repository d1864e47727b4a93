import { execFileSync, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startRazorpayStandIn, type RazorpayStandIn } from '#src/test/razorpay-standin';
import { expectAxeClean, SHIPPING, watchErrors } from './fixtures/a11y';
import { signInThroughPage } from './fixtures/admin';
import { shopHealthy, startRazorpayShop } from './fixtures/razorpay-shop';
import { newAccount, verifiedAccount } from './fixtures/outbox';
import { addByApi, demoProducts, open, rs, type Shopper } from './fixtures/shopping';

/**
 * No shopper stays charged without an order or a refund (issue 27, docs/decisions/039), end to end: a shop on
 * Razorpay (its local stand-in) is killed (SIGKILL, the FAULTS hook) right after refusing an order and before
 * refunding it; restarted, its reconciler asks for the refund at start, Razorpay refuses; the shopper is told the
 * refund is delayed; staff find the payment from the orders page and retry the refund, which goes through once.
 */
const PORT = Number(process.env['E2E_PAYMENTS_PORT'] ?? Number(process.env['E2E_PORT'] ?? 3100) + 2);
const DATA_DIR = `./data-e2e-${PORT}`;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF = { email: 'payments-staff@kirana.test', name: 'Payments Staff', password: 'e2e-payments-staff' };

let standIn: RazorpayStandIn;
let server: ChildProcess | null = null;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const startServer = (env: Record<string, string>) => startRazorpayShop({ port: PORT, dataDir: DATA_DIR, standIn, env });
const healthy = () => shopHealthy(BASE);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  standIn = await startRazorpayStandIn({ keyId: 'rzp_live_standin' });
  await rm(DATA_DIR, { recursive: true, force: true });
  const admin = (args: string[], input?: string) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      ...(input ? { input } : {}),
      stdio: ['pipe', 'ignore', 'inherit'],
    });
  // The shop's owner first: the last owner may not be made staff (decision 059).
  admin(['create', '--email', 'owner-payments@example.com', '--name', 'Owner', '--password-stdin'], 'owner password 1');
  admin(['create', '--email', STAFF.email, '--name', STAFF.name, '--password-stdin'], STAFF.password);
  admin(['role', '--email', STAFF.email, '--role', 'staff']);
});

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  }
  await standIn?.close();
  await rm(DATA_DIR, { recursive: true, force: true });
});

const retryCreate = async (request: APIRequestContext, shopper: Shopper, proof: Record<string, string>) => {
  const response = await request.post('/api/orders/create', {
    data: { ...SHIPPING, ...proof },
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  return { status: response.status(), msg: ((await response.json()) as { msg?: string }).msg };
};

test('a crash between the refusal and its refund: the restarted shop tells the truth, staff retry the refund once', async ({
  page,
  request,
}) => {
  // 1. The shop that crashes right after a refusal commits.
  const first = startServer({ FAULTS: 'checkout.after-refusal:exit' });
  server = first.child;
  await healthy();
  const { plain } = await demoProducts(request);
  const [tea, dal] = [plain[20]!, plain[21]!];
  const shopper = await verifiedAccount(request, newAccount('payments-crash'));
  const headers = { authorization: `Bearer ${shopper.token}` };
  await addByApi(request, shopper, { productId: tea.id, quantity: 1 });
  const payment = await request.post('/api/payments/order', { data: { shipping: SHIPPING }, headers });
  expect(payment.status(), await payment.text()).toBe(201);
  const proof = standIn.pay(((await payment.json()) as { orderId: string }).orderId);
  // The cart changes after paying: the order is refused — and the process dies before the refund.
  await addByApi(request, shopper, { productId: dal.id, quantity: 1 });
  await expect(request.post('/api/orders/create', { data: { ...SHIPPING, ...proof }, headers })).rejects.toThrow();
  expect(await first.exited).toBe('SIGKILL');
  expect(standIn.refunds).toEqual([]);

  // 2. Restarted (no fault hook; no grace, so its first run takes the refund up at once), with Razorpay refusing.
  standIn.failRefunds('bad-request');
  const second = startServer({ PAYMENT_RECONCILE_GRACE_SECONDS: '0' });
  server = second.child;
  await healthy();
  await expect
    .poll(async () => (await retryCreate(request, shopper, proof)).msg, { timeout: 30_000 })
    .toBe('This payment did not place an order and its refund is delayed: our team has been told and will refund it');
  standIn.failRefunds(null);

  // 3. Staff see it from the orders page and retry the refund.
  const errors = watchErrors(page);
  await signInThroughPage(page, STAFF.email, STAFF.password);
  await open(page, '/admin/orders');
  await expect(page.getByText('1 payment needs a person: the shop could not refund it by itself.')).toBeVisible();
  await page.getByRole('link', { name: 'Review them' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments to settle' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payments to settle, oldest first' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(shopper.user.email);
  await expect(row).toContainText(rs(tea.price));
  await expect(row).toContainText('Refund refused');
  await expect(row).toContainText('BAD_REQUEST_ERROR');
  await expectAxeClean(page, '/admin/orders/payments');
  await row.getByRole('button', { name: /^Retry refund — payment #\d+$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(`Refunded ${rs(tea.price)}`);
  await expect(page.getByText('Nothing to settle: every payment placed its order or was refunded.')).toBeVisible();
  expect(standIn.refunds.filter((refund) => refund.payment_id === proof.razorpay_payment_id)).toHaveLength(1);
  expect(await retryCreate(request, shopper, proof)).toEqual({
    status: 409,
    msg: 'This payment was refunded; please check out again',
  });
  expect(errors).toEqual([]);
});
