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
    lines?: { productId: number; variantId?: number; quantity: number; price: number; variantLabel?: string }[];
    name?: string;
  } = {},
) {
  const lines = options.lines ?? [{ productId: 1, quantity: 1, price: 100 }];
  const id = randomUUID();
  const { order } = await insertOrder(
    t.db,
    {
      userId: user.id,
      paymentId: `pay_${id}`,
      providerOrderId: `order_${id}`,
      ...SHIPPING,
      ...(options.name ? { name: options.name } : {}),
      amount: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
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
