import { asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '#src/db/schema/index';
import { lineAction, setOrderStatus, statusEventsOf, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * An order's event (docs/decisions/044) writes, in the order's transaction, the timeline entry of a status move, the
 * audit entry of a staff member's action — the only audit row their request leaves — and one outbox row per
 * notification channel (e-mail today). Read back from the tables a person would read: the order's history, the audit
 * log, the outbox.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const staff = signedInUserForFile(t, { email: 'packer@example.com', role: 'staff' });
const shopper = signedInUserForFile(t, { email: 'asha@example.com' });

const lastAuditId = async () =>
  (await t.db.select({ id: auditLog.id }).from(auditLog)).reduce((max, row) => Math.max(max, row.id), 0);
const auditAfter = (since: number) =>
  t.db.select().from(auditLog).where(gt(auditLog.id, since)).orderBy(asc(auditLog.id));
const outboxOf = (orderId: number) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));

describe('a staff member moves an order', () => {
  it('one timeline entry by them, one audit row, one e-mail row on the e-mail channel', async () => {
    const order = await storedOrder(t, shopper);
    const since = await lastAuditId();

    const moved = await setOrderStatus(t, staff, order.id, { status: 'confirmed', note: 'Called the shopper' });
    expect(moved.statusCode, moved.body).toBe(200);

    expect(await statusEventsOf(t, order.id)).toMatchObject([
      { status: 'confirmed', actorId: staff.id, note: 'Called the shopper' },
    ]);
    expect(await auditAfter(since)).toMatchObject([
      {
        actorId: staff.id,
        actorEmail: 'packer@example.com',
        action: 'order.status',
        entity: 'order',
        entityId: String(order.id),
        before: { status: 'pending' },
        after: { status: 'confirmed', note: 'Called the shopper' },
      },
    ]);
    expect(await outboxOf(order.id)).toMatchObject([
      { channel: 'email', kind: 'order.confirmed', to: 'asha@example.com' },
    ]);
  });

  it('packed: the timeline entry and the audit row, but no notice (packing is the shop’s own step)', async () => {
    const order = await storedOrder(t, shopper);
    expect((await setOrderStatus(t, staff, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const since = await lastAuditId();

    expect((await setOrderStatus(t, staff, order.id, { status: 'packed' })).statusCode).toBe(200);

    expect((await statusEventsOf(t, order.id)).map((event) => event.status)).toEqual(['confirmed', 'packed']);
    expect((await auditAfter(since)).map((row) => row.action)).toEqual(['order.status']);
    expect((await outboxOf(order.id)).map((row) => row.kind)).toEqual(['order.confirmed']);
  });
});

describe('the shopper cancels their order', () => {
  it('a timeline entry by the shopper, no audit row, and the cancelled e-mail with the refund', async () => {
    const order = await storedOrder(t, shopper, { lines: [{ productId: 1, quantity: 2, price: 150 }] });
    const since = await lastAuditId();

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: shopper.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await statusEventsOf(t, order.id)).toMatchObject([{ status: 'cancelled', actorId: shopper.id }]);
    expect(await auditAfter(since)).toEqual([]);
    expect(await outboxOf(order.id)).toMatchObject([
      { channel: 'email', kind: 'order.cancelled', to: 'asha@example.com', data: { refundAmount: 300 } },
    ]);
  });
});

describe('staff change a line while picking', () => {
  it('one audit row, the line-changed e-mail, and no timeline entry (the status did not move)', async () => {
    const order = await storedOrder(t, shopper, {
      lines: [
        { productId: 1, quantity: 1, price: 100 },
        { productId: 2, quantity: 3, price: 40 },
      ],
    });
    expect((await setOrderStatus(t, staff, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: staff.headers });
    const lineId = detail
      .json<{ products: { id: number; productId: number }[] }>()
      .products.find((line) => line.productId === 2)!.id;
    const since = await lastAuditId();

    const changed = await lineAction(t, staff, order.id, lineId, 'unavailable', { note: 'Out of stock' });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await auditAfter(since)).toMatchObject([
      {
        actorId: staff.id,
        action: 'order.line_unavailable',
        entityId: String(order.id),
        before: { lineId, productId: 2, quantity: 3 },
        after: { lineId, kind: 'unavailable', refundAmount: 120, note: 'Out of stock' },
      },
    ]);
    expect((await statusEventsOf(t, order.id)).map((event) => event.status)).toEqual(['confirmed']);
    expect((await outboxOf(order.id)).map((row) => [row.channel, row.kind])).toEqual([
      ['email', 'order.confirmed'],
      ['email', 'order.line_changed'],
    ]);
    expect((await outboxOf(order.id))[1]!.data).toMatchObject({
      change: { kind: 'unavailable', title: 'Product 2', quantity: 3, refundAmount: 120, substitute: null },
    });
  });
});
