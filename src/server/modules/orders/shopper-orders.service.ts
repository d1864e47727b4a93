import type { FastifyInstance } from 'fastify';
import type { TOrder } from '#src/contracts/order-schemas';
import type { TReorderAnswer } from '#src/contracts/orders';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { canShopperCancel } from '#src/shared/constants';
import { conflict, notFound } from '#src/server/lib/app-error';
import { addOrderedLines } from '#src/server/modules/cart/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import { toOrder } from './order-answer';
import { discountsOfOrders } from '#src/server/modules/promotions/index';
import { moveOrder } from './order-lifecycle';
import { settleRefund } from './order-refunds.service';
import * as repo from './orders.repository';

// The shopper's own orders: the list, one with its timeline, "Buy again" and cancelling while pending.

export async function listOrders(db: Database, userId: number): Promise<TOrder[]> {
  return (await repo.listOrders(db, userId)).map(toOrder);
}

/**
 * Another shopper's order answers 404 like a missing one. With its timeline: each status change's status and time
 * only — who made it and staff notes stay in the back office (docs/decisions/026).
 */
export async function getOrder(db: Database, userId: number, id: number): Promise<TOrder> {
  const found = await repo.findOwnOrder(db, userId, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  const [history, discounts] = await Promise.all([repo.listStatusEvents(db, id), discountsOfOrders(db, [id])]);
  return {
    ...toOrder(found),
    discounts: discounts.get(id) ?? [],
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}

/**
 * "Buy again" (docs/decisions/026): the own order's lines go to the cart as the catalogue sells them today (the
 * cart prices every line from the catalogue; the order's snapshot prices are never used).
 */
export async function reorderOwnOrder(db: Database, userId: number, id: number): Promise<TReorderAnswer> {
  const found = await repo.findOwnOrder(db, userId, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return addOrderedLines(
    db,
    userId,
    found.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      title: line.productTitle,
      label: line.variantLabel,
      quantity: line.quantity,
      substitute: line.substitute,
    })),
  );
}

/**
 * The shopper cancels their own order while it is pending (docs/decisions/023), and it is refunded (024): the answer
 * shows the refund `refunded`, or `failed` for the shop to retry. Another's answers 404.
 */
export async function cancelOwnOrder(app: FastifyInstance, userId: number, id: number): Promise<TOrder> {
  const { order, refund } = await app.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order || order.userId !== userId) throw notFound(TEXT.shopping.orderNotFound);
    if (!canShopperCancel(order.status)) throw conflict(TEXT.shopping.orderCancelOnlyPending);
    return {
      order,
      ...(await moveOrder(tx, order, 'cancelled', { by: 'shopper', userId }, '', {
        timeZone: app.config.SHOP_TIME_ZONE,
      })),
    };
  });
  kickOutbox(app.db);
  if (refund > 0) await settleRefund(app, order, refund);
  return getOrder(app.db, userId, id);
}
