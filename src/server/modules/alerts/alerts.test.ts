import { promises as dns } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox, productVariants, webhooks } from '#src/db/schema/index';
import { outboxDirOf, readOutbox } from '#src/server/lib/mailer';
import { outboxDispatcherOf } from '#src/server/modules/mail/index';
import { signedInUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';

/**
 * The shop's alerts (issue 31 §1, docs/decisions/057), as a person sees them: the outbox rows and the e-mails in the
 * development outbox, the webhook list and the audit log, the live stream's bytes. This app refuses private webhook
 * addresses (WEBHOOK_PRIVATE_URLS=false), as production does.
 */
const t = testAppForFile({
  template: 'empty',
  env: {
    WEBHOOK_PRIVATE_URLS: 'false',
    PUBLIC_URL: 'https://shop.example',
    PAYMENT_PROVIDER: 'test',
    RATE_LIMITS: 'admin-write=100000',
  },
});
const owner = beforeAllValue(() => signedInUser(t, { email: 'owner@example.com', role: 'owner' }));
const packer = beforeAllValue(() => signedInUser(t, { email: 'packer@example.com', role: 'staff' }));
const quiet = beforeAllValue(() => signedInUser(t, { email: 'quiet@example.com', role: 'staff' }));
const asha = beforeAllValue(() => signedInUser(t, { name: 'Asha', email: 'asha@example.com' }));

const setAlerts = (user: { headers: { authorization: string } }, orderAlerts: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/me/notifications', headers: user.headers, payload: { orderAlerts } });

async function placeFor(productId: number, quantity: number) {
  await addLine(t, asha, productId, quantity);
  const proof = await payForCart(t, asha);
  const placed = await placeOrder(t, asha, orderPayload(asha, proof));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ _id: number; id: number }>();
}

const rowsOfOrder = (orderId: number) =>
  t.db
    .select({ channel: mailOutbox.channel, kind: mailOutbox.kind, to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.id));

describe('my notifications', () => {
  it('off by default; turning them on is mine alone and audited', async () => {
    const before = await t.app.inject({ url: '/api/admin/me/notifications', headers: packer.headers });
    expect(before.json()).toEqual({ orderAlerts: false });

    const on = await setAlerts(packer, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ orderAlerts: true });
    expect((await t.app.inject({ url: '/api/admin/me/notifications', headers: packer.headers })).json()).toEqual({
      orderAlerts: true,
    });
    expect((await t.app.inject({ url: '/api/admin/me/notifications', headers: quiet.headers })).json()).toEqual({
      orderAlerts: false,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notifications.update'), eq(auditLog.actorId, packer.id)));
    expect(audit).toMatchObject([{ entity: 'user', before: { orderAlerts: false }, after: { orderAlerts: true } }]);
  });

  it('a shopper may not read or set them', async () => {
    expect((await t.app.inject({ url: '/api/admin/me/notifications', headers: asha.headers })).statusCode).toBe(403);
    expect((await setAlerts(asha, true)).statusCode).toBe(403);
  });
});

describe('staff e-mails', () => {
  it('a new order e-mails every opted-in back-office user, and nobody else', async () => {
    expect((await setAlerts(packer, true)).statusCode).toBe(200);
    expect((await setAlerts(owner, true)).statusCode).toBe(200);
    const tea = await createProduct(t.db, { name: 'Assam Tea', price: 250, countInStock: 40 });

    const order = await placeFor(tea.id, 2);

    expect(await rowsOfOrder(order._id)).toEqual([
      { channel: 'email', kind: 'order.placed', to: 'asha@example.com' },
      { channel: 'email', kind: 'staff.order_placed', to: 'owner@example.com' },
      { channel: 'email', kind: 'staff.order_placed', to: 'packer@example.com' },
    ]);
    // Sent to the development outbox: what the packer reads.
    await outboxDispatcherOf(t.db)!.idle();
    const mails = await readOutbox(outboxDirOf(t.config.DATA_DIR));
    const packerMail = mails.find((mail) => mail.to === 'packer@example.com' && mail.subject.includes(`#${order._id}`));
    expect(packerMail?.subject).toContain(`new order #${order._id}`);
    expect(packerMail?.text).toContain('Asha Rao placed order');
    expect(packerMail?.text).toContain('2 × Assam Tea');
    expect(packerMail?.text).toContain(`https://shop.example/admin/orders/${order._id}`);
    // Sent to the opted-in owner too; nothing to the staff member who did not opt in.
    const sentFor = mails.filter((mail) => mail.subject.includes(`new order #${order._id}`)).map((mail) => mail.to);
    expect(sentFor.sort()).toEqual(['owner@example.com', 'packer@example.com']);
    expect(mails.some((mail) => mail.to === 'quiet@example.com')).toBe(false);
  });

  it('the shopper’s cancellation e-mails them; a staff member’s cancellation does not', async () => {
    const dal = await createProduct(t.db, { name: 'Toor Dal', price: 180, countInStock: 40 });
    const byShopper = await placeFor(dal.id, 1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${byShopper._id}/cancel`,
      headers: asha.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const kinds = (await rowsOfOrder(byShopper._id)).filter((row) => row.kind === 'staff.order_cancelled');
    expect(kinds.map((row) => row.to)).toEqual(['owner@example.com', 'packer@example.com']);

    const byStaff = await placeFor(dal.id, 1);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${byStaff._id}`,
      headers: packer.headers,
      payload: { status: 'cancelled' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The mails did go — the shopper's cancellation and the staff's new-order alerts — but no staff cancellation alert.
    expect(await rowsOfOrder(byStaff._id)).toEqual([
      { channel: 'email', kind: 'order.placed', to: 'asha@example.com' },
      { channel: 'email', kind: 'staff.order_placed', to: 'owner@example.com' },
      { channel: 'email', kind: 'staff.order_placed', to: 'packer@example.com' },
      { channel: 'email', kind: 'order.cancelled', to: 'asha@example.com' },
    ]);
  });

  it('a user whose role was taken gets none, even opted in', async () => {
    const gone = await signedInUser(t, { email: 'gone@example.com', role: 'staff' });
    expect((await setAlerts(gone, true)).statusCode).toBe(200);
    await t.db.execute(`update users set role = null where id = ${gone.id}`);
    const jam = await createProduct(t.db, { name: 'Mango Jam', price: 120, countInStock: 40 });
    const order = await placeFor(jam.id, 1);
    // The opted-in owner and packer are alerted; the opted-in user without a role is not.
    expect(await rowsOfOrder(order._id)).toEqual([
      { channel: 'email', kind: 'order.placed', to: 'asha@example.com' },
      { channel: 'email', kind: 'staff.order_placed', to: 'owner@example.com' },
      { channel: 'email', kind: 'staff.order_placed', to: 'packer@example.com' },
    ]);
  });
});

describe('webhooks: where they may point (SSRF)', () => {
  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:3000/hook',
    'http://[::1]/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.5/hook',
    'http://192.168.1.10/hook',
    'http://[::ffff:127.0.0.1]/hook',
    // IPv4 inside IPv6 other than the mapped form: IPv4-compatible and NAT64 reach 127.0.0.1 too.
    'http://[::127.0.0.1]/hook',
    'http://[64:ff9b::7f00:1]/hook',
    'http://[2002:7f00:1::1]/hook',
    'http://0.0.0.0/hook',
  ])('refuses %s with a message, and saves nothing', async (url) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: owner.headers,
      payload: { url, events: ['order.placed'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('private network');
    expect(await t.db.select().from(webhooks).where(eq(webhooks.url, url))).toEqual([]);
  });

  // The name is looked up when saved: the system's resolver is stood in for (only it), so that the answer is the
  // attacker's — a name of theirs pointed at loopback, alone or among public addresses.
  it.each([[['127.0.0.1']], [['93.184.215.14', '::1']]])(
    'refuses a name that resolves to %j, and saves nothing',
    async (answers) => {
      const url = 'https://hooks.attacker.example/x';
      const lookup = vi
        .spyOn(dns, 'lookup')
        .mockResolvedValue(answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })) as never);
      try {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/admin/webhooks',
          headers: owner.headers,
          payload: { url, events: ['order.placed'] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('private network');
        expect(lookup).toHaveBeenCalledWith('hooks.attacker.example', { all: true });
        expect(await t.db.select().from(webhooks).where(eq(webhooks.url, url))).toEqual([]);
      } finally {
        lookup.mockRestore();
      }
    },
  );

  it('refuses other schemes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: owner.headers,
      payload: { url: 'file:///etc/passwd', events: ['order.placed'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('https://');
  });

  it('staff without the settings permission cannot list or add webhooks', async () => {
    expect((await t.app.inject({ url: '/api/admin/webhooks', headers: packer.headers })).statusCode).toBe(403);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: packer.headers,
      payload: { url: 'https://hooks.example/x', events: ['order.placed'] },
    });
    expect(add.statusCode).toBe(403);
  });
});

describe('low stock', () => {
  it('crossing the threshold downward alerts once; rising above it re-arms', async () => {
    expect((await setAlerts(packer, true)).statusCode).toBe(200);
    // A webhook that wants stock.low (saved directly: this app refuses the private receiver a test would run).
    const [hook] = await t.db
      .insert(webhooks)
      .values({ url: 'https://hooks.example/stock', events: ['stock.low'], secret: 's'.repeat(64) })
      .returning();
    const ghee = await createProduct(t.db, { name: 'Cow Ghee', price: 550, countInStock: 8 });
    const [pack] = await t.db.select().from(productVariants).where(eq(productVariants.productId, ghee.id));
    const alerts = () =>
      t.db
        .select({ channel: mailOutbox.channel, kind: mailOutbox.kind, to: mailOutbox.to, data: mailOutbox.data })
        .from(mailOutbox)
        .where(inArray(mailOutbox.kind, ['staff.stock_low', 'stock.low']))
        .orderBy(asc(mailOutbox.id));
    const before = (await alerts()).length;

    await placeFor(ghee.id, 2); // 8 → 6: above the default threshold (5)
    expect((await alerts()).length).toBe(before);

    await placeFor(ghee.id, 2); // 6 → 4: crosses it
    const first = (await alerts()).slice(before);
    expect(first.filter((row) => row.kind === 'staff.stock_low').map((row) => row.to)).toEqual([
      'owner@example.com',
      'packer@example.com',
    ]);
    expect(first.filter((row) => row.kind === 'stock.low')).toMatchObject([
      {
        channel: 'webhook',
        to: String(hook!.id),
        data: { event: 'stock.low', data: { variantId: pack!.id, title: 'Cow Ghee', stock: 4, threshold: 5 } },
      },
    ]);

    await placeFor(ghee.id, 1); // 4 → 3: still low, already told
    expect((await alerts()).length).toBe(before + first.length);

    // The grocer restocks in the back office (above the threshold: re-armed), then sales bring it down again.
    const restock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/variants/${pack!.id}`,
      headers: owner.headers,
      payload: { countInStock: 6 },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    expect((await alerts()).length).toBe(before + first.length);
    await placeFor(ghee.id, 1); // 6 → 5: at the threshold again
    expect((await alerts()).length).toBe(before + 2 * first.length);
  });

  it('a pack’s own threshold wins over the default, and an edit that crosses it alerts too', async () => {
    const rice = await createProduct(t.db, { name: 'Sona Masoori Rice', price: 900, countInStock: 30 });
    const [pack] = await t.db.select().from(productVariants).where(eq(productVariants.productId, rice.id));
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/variants/${pack!.id}`,
      headers: owner.headers,
      payload: { lowStockThreshold: 20 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const lowOf = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff.stock_low'))).filter(
        (row) => (row.data as { variantId: number }).variantId === pack!.id,
      );
    expect(await lowOf()).toEqual([]);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/variants/${pack!.id}`,
      headers: owner.headers,
      payload: { countInStock: 19 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await lowOf()).map((row) => row.data)).toEqual([
      expect.objectContaining({ stock: 19, threshold: 20 }),
      expect.objectContaining({ stock: 19, threshold: 20 }),
    ]);
  });
});

describe('the live stream', () => {
  const server = beforeAllValue(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
  });
  const open: http.ClientRequest[] = [];
  afterAll(() => open.forEach((request) => request.destroy()));

  /** Opens the stream as `user`; answers its status and a way to wait for text in it. */
  function stream(user: { headers: { authorization: string } }) {
    let text = '';
    const waiters: { needle: string; resolve: () => void }[] = [];
    const status = new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve) => {
      const request = http.get(
        `${server.url}/api/admin/events`,
        { headers: { ...user.headers, accept: 'text/event-stream' } },
        (response) => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers });
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            for (const waiter of waiters.filter((w) => text.includes(w.needle))) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
          });
        },
      );
      open.push(request);
    });
    const seen = (needle: string) =>
      text.includes(needle) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ needle, resolve }));
    return { status, seen, text: () => text };
  }

  it('staff hear an order placed, once it has committed', async () => {
    const live = stream(packer);
    const { status, headers } = await live.status;
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/event-stream');
    await live.seen(': connected');

    const oil = await createProduct(t.db, { name: 'Groundnut Oil', price: 320, countInStock: 40 });
    const order = await placeFor(oil.id, 1);

    const line = `data: {"kind":"placed","orderId":${order._id},"status":"pending"}`;
    await live.seen(line);
    expect(live.text()).toContain(`event: order\n${line}`);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: asha.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await live.seen(`data: {"kind":"status","orderId":${order._id},"status":"cancelled"}`);
  });

  it('a shopper is refused the stream', async () => {
    expect((await stream(asha).status).status).toBe(403);
  });

  it('a request that does not ask for a stream is answered at once', async () => {
    const response = await t.app.inject({ url: '/api/admin/events', headers: packer.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('text/event-stream');
  });
});
