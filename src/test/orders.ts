import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as schema from '#src/db/schema/index';
import { insertOrder } from '#src/server/modules/orders/index';
import type { TestUser } from './auth';
import type { TestAppLike } from './auth';
import type { TestApp } from './test-app';
import { SHIPPING } from './checkout';

/**
 * An order stored as the place-order workflow stores it (without paying through the API: the lifecycle tests need
 * many orders). `lines` default to one line of a product id that need not exist (lines are snapshots).
 */
export async function storedOrder(
  t: TestAppLike,
  user: Pick<TestUser, 'id' | 'email'>,
  options: {
    lines?: {
      productId: number;
      variantId?: number;
      quantity: number;
      price: number;
      variantLabel?: string;
      substitute?: boolean;
    }[];
    name?: string;
  } = {},
) {
  const lines = options.lines ?? [{ productId: 1, quantity: 1, price: 100 }];
  const itemsTotal = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
  const id = randomUUID();
  const { order } = await insertOrder(
    t.db,
    {
      userId: user.id,
      paymentId: `pay_${id}`,
      providerOrderId: `order_${id}`,
      ...SHIPPING,
      ...(options.name ? { name: options.name } : {}),
      amount: itemsTotal,
      itemsTotal,
      email: user.email,
      paymentMode: 'test',
    },
    lines.map((line) => ({
      productTitle: `Product ${line.productId}`,
      image: 'p.webp',
      subTotal: line.quantity * line.price,
      ...line,
    })),
  );
  return order;
}

export const setOrderStatus = (t: TestApp, user: TestUser, id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}`,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: body,
  });

export const statusEventsOf = (t: TestAppLike, orderId: number) =>
  t.db
    .select()
    .from(schema.orderStatusEvents)
    .where(eq(schema.orderStatusEvents.orderId, orderId))
    .orderBy(schema.orderStatusEvents.id);

export async function orderStatusOf(t: TestAppLike, orderId: number): Promise<string> {
  const [row] = await t.db
    .select({ status: schema.orders.status })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  return row!.status;
}

/** The order's row as stored: its refund columns (docs/decisions/024) included. */
export async function orderRow(t: TestAppLike, orderId: number) {
  const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return row!;
}

/** The refunds the shop made for a provider payment id (the `refunds` ledger). */
export const refundsOfPayment = (t: TestAppLike, providerPaymentId: string) =>
  t.db.select().from(schema.refunds).where(eq(schema.refunds.providerPaymentId, providerPaymentId));

/** The back office's retry: `POST /api/admin/orders/:id/refund`. */
export const retryRefund = (t: TestApp, user: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers: user.headers });

/**
 * Puts the order's refund back to `pending`, its attempt started `ms` ago, as if the process had stopped between the
 * commit and the provider's answer (no waiting in tests). The provider's side (a refund already made) stays.
 */
export async function startedRefundAgo(t: TestAppLike, orderId: number, ms: number): Promise<void> {
  await t.db
    .update(schema.orders)
    .set({ refundStatus: 'pending', refundId: null, refundedAt: null, refundAttemptedAt: new Date(Date.now() - ms) })
    .where(eq(schema.orders.id, orderId));
}

// ── Substitutions (docs/decisions/032) ───────────────────────────────────────────────────────────────────────────

/** A staff action on an order line: `unavailable`, `substitute` (body `{ variantId }`), `refund` (the retry). */
export const lineAction = (
  t: TestApp,
  user: TestUser | null,
  orderId: number,
  lineId: number,
  action: 'unavailable' | 'substitute' | 'refund',
  body: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/lines/${lineId}/${action}`,
    headers: { ...(user ? user.headers : {}), 'content-type': 'application/json' },
    payload: body,
  });

/** The back office's candidate substitutes for a line. */
export const substitutesOf = (t: TestApp, user: TestUser | null, orderId: number, lineId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/lines/${lineId}/substitutes`,
    ...(user ? { headers: user.headers } : {}),
  });

/** The order's line changes as stored. */
export const lineChangesOf = (t: TestAppLike, orderId: number) =>
  t.db
    .select()
    .from(schema.orderLineChanges)
    .where(eq(schema.orderLineChanges.orderId, orderId))
    .orderBy(schema.orderLineChanges.id);

/** As `startedRefundAgo`, for a changed line's refund: `pending`, its attempt started `ms` ago. */
/** An adjustment's refund as if its attempt started `ms` ago and the process stopped (docs/decisions/055). */
export async function startedAdjustmentRefundAgo(t: TestAppLike, adjustmentId: number, ms: number): Promise<void> {
  await t.db
    .update(schema.orderAdjustments)
    .set({ refundStatus: 'pending', refundId: null, refundedAt: null, refundAttemptedAt: new Date(Date.now() - ms) })
    .where(eq(schema.orderAdjustments.id, adjustmentId));
}

export async function startedLineRefundAgo(t: TestAppLike, lineId: number, ms: number): Promise<void> {
  await t.db
    .update(schema.orderLineChanges)
    .set({ refundStatus: 'pending', refundId: null, refundedAt: null, refundAttemptedAt: new Date(Date.now() - ms) })
    .where(eq(schema.orderLineChanges.lineId, lineId));
}
