import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, webhooks } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';
import { webhookAdapter } from './channels/webhook';
import { outboxDispatcherOf } from './mail.service';
import { OutboxDispatcher } from './outbox-dispatcher';

/**
 * The webhook channel (issue 31 §1, docs/decisions/057) against a real receiver on this machine: each call carries
 * the event and a signature the receiver checks with the webhook's secret (recomputed here with node:crypto, not
 * with our signing code); a 500 is retried after the outbox's first back-off with the same body; every attempt is in
 * the delivery log; an address that resolves to loopback, or a private address written in the URL, is refused at
 * connect time when private URLs are not allowed. The app's own dispatcher is stopped: the test runs one with a clock of its own.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const owner = beforeAllValue(() => signedInUser(t, { email: 'owner@example.com', role: 'owner' }));
const asha = beforeAllValue(() => signedInUser(t, { name: 'Asha', email: 'asha@example.com' }));

type Call = { headers: http.IncomingHttpHeaders; body: string };
const calls: Call[] = [];
let answers: number[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    calls.push({ headers: request.headers, body });
    response.statusCode = answers.shift() ?? 200;
    response.end('ok');
  });
});
let connections = 0;
receiver.on('connection', () => (connections += 1));
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  await outboxDispatcherOf(t.db)!.stop();
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const dispatcher = (allowPrivate = true) =>
  new OutboxDispatcher({
    db: t.db,
    log: t.app.log,
    adapters: { email: async () => undefined, webhook: webhookAdapter({ db: t.db, allowPrivate, userAgent: 'test' }) },
  });

async function register(path: string, events: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: owner.headers,
    payload: { url: `${receiverUrl}${path}`, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ webhook: { id: number }; secret: string }>();
}

async function placeFor(productId: number) {
  await addLine(t, asha, productId, 1);
  const proof = await payForCart(t, asha);
  const placed = await placeOrder(t, asha, orderPayload(asha, proof));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ _id: number }>()._id;
}

const deliveries = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/webhooks/${id}/deliveries`, headers: owner.headers })).json<{
    deliveries: { statusCode: number | null; error: string | null; event: string }[];
  }>().deliveries;

/** What a receiver does: HMAC-SHA256 of "<t>.<body>" with the secret, compared with v1. */
function verifies(secret: string, call: Call): boolean {
  const header = String(call.headers['x-kirana-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${call.body}`).digest('hex');
  return match[1] === call.headers['x-kirana-timestamp'] && match[2] === expected;
}

describe('a webhook call', () => {
  it('an order placed is POSTed once, signed with the webhook’s secret, and logged', async () => {
    calls.length = 0;
    const { webhook, secret } = await register('/placed', ['order.placed']);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const revealed = await t.app.inject({ url: `/api/admin/webhooks/${webhook.id}/secret`, headers: owner.headers });
    expect(revealed.json()).toEqual({ secret });
    const tea = await createProduct(t.db, { name: 'Assam Tea', price: 250, countInStock: 40 });
    const orderId = await placeFor(tea.id);

    await dispatcher().runOnce();

    expect(calls).toHaveLength(1);
    const [call] = calls as [Call];
    expect(call.headers['x-kirana-event']).toBe('order.placed');
    expect(call.headers['content-type']).toBe('application/json');
    expect(verifies(secret, call)).toBe(true);
    expect(verifies('another-secret', call)).toBe(false);
    const body = JSON.parse(call.body) as { event: string; id: string; data: { orderId: number; lines: unknown[] } };
    expect(body).toMatchObject({
      event: 'order.placed',
      data: { orderId, lines: [{ title: 'Assam Tea', quantity: 1 }] },
    });
    expect(await deliveries(webhook.id)).toMatchObject([{ statusCode: 200, error: null, event: 'order.placed' }]);
    const list = await t.app.inject({ url: '/api/admin/webhooks', headers: owner.headers });
    expect(list.json().webhooks).toContainEqual(
      expect.objectContaining({ id: webhook.id, lastDelivery: expect.objectContaining({ statusCode: 200 }) }),
    );
    await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${webhook.id}`, headers: owner.headers });
  });

  it('a 500 is retried after the back-off with the same body, then succeeds; each attempt is logged', async () => {
    calls.length = 0;
    answers = [500];
    const { webhook, secret } = await register('/flaky', ['order.placed']);
    const dal = await createProduct(t.db, { name: 'Toor Dal', price: 180, countInStock: 40 });
    const orderId = await placeFor(dal.id);
    const run = dispatcher();
    const now = new Date();

    expect(await run.runOnce(now)).toMatchObject({ failed: 1 });
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, orderId))
      .then((rows) => rows.filter((r) => r.channel === 'webhook'));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'HTTP 500' });
    // Due again a minute later (MAIL_RETRY_BASE_MS), not before.
    expect(row!.nextAttemptAt!.getTime() - now.getTime()).toBe(60_000);
    expect(await run.runOnce(new Date(now.getTime() + 30_000))).toMatchObject({ sent: 0, failed: 0 });
    expect(calls).toHaveLength(1);

    expect(await run.runOnce(row!.nextAttemptAt!)).toMatchObject({ sent: 1 });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(verifies(secret, calls[1]!)).toBe(true);
    expect(await deliveries(webhook.id)).toMatchObject([
      { statusCode: 200, error: null },
      { statusCode: 500, error: 'HTTP 500' },
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${webhook.id}`, headers: owner.headers });
  });

  it('a status change goes to the webhooks that want it only', async () => {
    calls.length = 0;
    const placedOnly = await register('/placed-only', ['order.placed']);
    const statusOnly = await register('/status-only', ['order.status_changed']);
    const jam = await createProduct(t.db, { name: 'Mango Jam', price: 120, countInStock: 40 });
    const orderId = await placeFor(jam.id);
    await dispatcher().runOnce();
    calls.length = 0;

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: asha.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await dispatcher().runOnce();

    expect(calls.map((call) => call.headers['x-kirana-event'])).toEqual(['order.status_changed']);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ data: { orderId, status: 'cancelled', by: 'shopper' } });
    expect(verifies(statusOnly.secret, calls[0]!)).toBe(true);
    for (const { webhook } of [placedOnly, statusOnly]) {
      await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${webhook.id}`, headers: owner.headers });
    }
  });

  it('refuses to connect to a private address when they are not allowed (a name re-pointed after it was saved)', async () => {
    calls.length = 0;
    // Saved as if its name had resolved to a public address; it now resolves to loopback.
    const [hook] = await t.db
      .insert(webhooks)
      .values({ url: receiverUrl.replace('127.0.0.1', 'localhost'), events: ['order.placed'], secret: 'x'.repeat(64) })
      .returning();
    const oil = await createProduct(t.db, { name: 'Groundnut Oil', price: 320, countInStock: 40 });
    await placeFor(oil.id);

    expect(await dispatcher(false).runOnce()).toMatchObject({ failed: 1 });

    expect(calls).toEqual([]);
    expect(await deliveries(hook!.id)).toMatchObject([
      { statusCode: null, error: expect.stringContaining('refused private address') },
    ]);
    await t.db.delete(webhooks).where(eq(webhooks.id, hook!.id));
  });

  it('refuses to connect to a private IP written in the URL (no lookup guards it) — a row that skipped the save-time check', async () => {
    calls.length = 0;
    const before = connections;
    const port = (receiver.address() as AddressInfo).port;
    // Inserted directly, as a row saved while private addresses were allowed, or by any path that skipped the check.
    const hooks = await t.db
      .insert(webhooks)
      .values(
        [
          `http://127.0.0.1:${port}/literal`,
          `http://[::1]:${port}/literal`,
          'http://169.254.169.254/latest/meta-data/',
        ].map((url) => ({ url, events: ['order.placed'], secret: 'x'.repeat(64) })),
      )
      .returning();
    const salt = await createProduct(t.db, { name: 'Rock Salt', price: 40, countInStock: 40 });
    await placeFor(salt.id);

    expect(await dispatcher(false).runOnce()).toMatchObject({ failed: 3 });

    // Nothing reached the receiver on 127.0.0.1, not even a connection.
    expect(calls).toEqual([]);
    expect(connections).toBe(before);
    for (const [hook, address] of [
      [hooks[0]!, '127.0.0.1'],
      [hooks[1]!, '::1'],
      [hooks[2]!, '169.254.169.254'],
    ] as const) {
      expect(await deliveries(hook.id)).toMatchObject([
        { statusCode: null, error: `refused private address ${address}`, event: 'order.placed' },
      ]);
      await t.db.delete(webhooks).where(eq(webhooks.id, hook.id));
    }
  });

  it('a deleted webhook’s waiting calls are given up', async () => {
    const { webhook } = await register('/gone', ['order.placed']);
    const rice = await createProduct(t.db, { name: 'Rice', price: 90, countInStock: 40 });
    const orderId = await placeFor(rice.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${webhook.id}`,
      headers: owner.headers,
    });
    expect(removed.json()).toEqual({ deleted: true });
    await dispatcher().runOnce();
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, orderId))
      .orderBy(asc(mailOutbox.id));
    expect(rows.filter((row) => row.channel === 'webhook' && row.to === String(webhook.id))).toMatchObject([
      { sentAt: null, nextAttemptAt: null, lastError: `webhook ${webhook.id} was deleted` },
    ]);
  });
});
