import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { placeOrderByApi } from './fixtures/a11y';
import { E2E_ADMIN, E2E_STAFF, signInAsStaff } from './fixtures/admin';
import { newAccount, outbox, verifiedAccount } from './fixtures/outbox';
import { addByApi, demoProducts, open } from './fixtures/shopping';

/**
 * Nobody misses an order (issue 31 §1, docs/decisions/057): a staff member who opted in has the back office open; a
 * shopper places an order; the shell's live count rises without a reload, the staff member's alert e-mail is in the
 * development outbox, and the grocer's webhook — a receiver in this test — gets a call signed with its secret.
 */
type Call = { headers: http.IncomingHttpHeaders; body: string };
const calls: Call[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    calls.push({ headers: request.headers, body });
    response.end('ok');
  });
});

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('a new order raises the live count, e-mails the opted-in staff and calls the signed webhook', async ({
  page,
  request,
}) => {
  // A journey of two accounts, a sign-in, a checkout by the API and three deliveries to wait for.
  test.slow();
  // The grocer registers a webhook (admin, by the API the Webhooks page uses).
  const signIn = await request.post('/api/user/signin', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const adminToken = ((await signIn.json()) as { token: string }).token;
  const port = (receiver.address() as AddressInfo).port;
  const created = await request.post('/api/admin/webhooks', {
    data: { url: `http://127.0.0.1:${port}/kirana`, events: ['order.placed'] },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };

  // The staff member turns on order alerts on My notifications.
  await signInAsStaff(page);
  await open(page, '/admin/notifications');
  await page.getByRole('checkbox', { name: 'E-mail me about new orders, cancellations and low stock' }).check();
  await expect(page.getByText('Order alerts by e-mail are on')).toBeVisible();

  // The back office stays open on the overview, its live stream connected.
  const streaming = page.waitForResponse((response) => response.url().endsWith('/api/admin/events'));
  await open(page, '/admin');
  expect((await streaming).status()).toBe(200);
  await expect(page.getByRole('link', { name: /new order/ })).toHaveCount(0);

  // A shopper places an order.
  const shopper = await verifiedAccount(request, newAccount('order-alerts'));
  const { plain } = await demoProducts(request);
  await addByApi(request, shopper, { productId: plain[3]!.id, quantity: 1 });
  const orderId = await placeOrderByApi(request, shopper);

  // The live count rises, and links to the orders list. The other worker's tests may place orders meanwhile, and
  // they count too: at least this one.
  const badge = page.getByRole('link', { name: /^\d+ new orders?$/ });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('href', '/admin/orders');

  // The opted-in staff member's e-mail is in the outbox.
  await expect
    .poll(async () =>
      (await outbox(request)).some(
        (mail) => mail.to === E2E_STAFF.email && mail.subject.includes(`new order #${orderId}`),
      ),
    )
    .toBe(true);

  // The webhook receiver got this order's call (one; the other worker's orders have theirs), signed with the secret:
  // HMAC-SHA256 of "<t>.<body>".
  const callsOfOrder = () =>
    calls.filter((call) => (JSON.parse(call.body) as { data?: { orderId?: number } }).data?.orderId === orderId);
  await expect.poll(() => callsOfOrder().length).toBe(1);
  const [call] = callsOfOrder() as [Call];
  expect(call.headers['x-kirana-event']).toBe('order.placed');
  const signature = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(call.headers['x-kirana-signature']));
  expect(signature, 'X-Kirana-Signature').not.toBeNull();
  expect(signature![1]).toBe(call.headers['x-kirana-timestamp']);
  expect(signature![2]).toBe(createHmac('sha256', secret).update(`${signature![1]}.${call.body}`).digest('hex'));
  expect(JSON.parse(call.body)).toMatchObject({ event: 'order.placed', data: { orderId } });

  // Opening the orders list clears the count. The other worker's orders can raise it again at any moment, so each check
  // follows the badge again while it shows: on the list itself, that clears it too (a same-address navigation).
  const clearedByTheList = async () =>
    expect(async () => {
      if ((await badge.count()) > 0) await badge.click();
      await expect(page).toHaveURL(/\/admin\/orders$/);
      await expect(badge).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  await badge.click();
  await clearedByTheList();

  // An order placed while the list is open raises the count there; following the badge on the list clears it.
  await addByApi(request, shopper, { productId: plain[3]!.id, quantity: 1 });
  const secondOrderId = await placeOrderByApi(request, shopper);
  await expect(badge).toBeVisible();
  await expect(page.getByRole('link', { name: `Order #${secondOrderId}`, exact: true })).toHaveCount(0);
  await badge.click();
  await expect(page.getByRole('link', { name: `Order #${secondOrderId}`, exact: true })).toBeVisible();
  await clearedByTheList();
});
