import type { TOrder, TReorderAnswer } from '#src/contracts/shopping';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { conflict, notFound } from '#src/server/lib/app-error';
import { recordAudit, type AuditActor } from '#src/server/modules/audit/index';
import { addOrderedLines } from '#src/server/modules/cart/index';
import { returnStock } from '#src/server/modules/catalog/index';
import { ADMIN_PAGE_SIZE, ORDER_STATUSES, canMoveOrder, type OrderStatus } from '#src/shared/constants';
import type { TAdminOrderDetail, TAdminOrdersPage, TAdminOrdersQuery } from '#src/contracts/admin-orders';
import * as repo from './orders.repository';

/** The spec's order shape: `userid` in lower case, `date` as an ISO string, lines as `products`. */
export function toOrder({ order, lines }: repo.OrderWithLines): TOrder {
  return {
    id: order.id,
    _id: order.id,
    paymentId: order.paymentId,
    products: lines.map((line) => ({
      productId: line.productId,
      productTitle: line.productTitle,
      image: line.image,
      quantity: line.quantity,
      price: line.price,
      subTotal: line.subTotal,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      size: line.size,
      ram: line.ram,
      weight: line.weight,
    })),
    name: order.name,
    phoneNumber: order.phoneNumber,
    address: order.address,
    pincode: order.pincode,
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2,
    city: order.city,
    state: order.state,
    country: order.country,
    amount: order.amount,
    email: order.email,
    userid: order.userId,
    status: order.status,
    paymentMode: order.paymentMode,
    date: order.createdAt.toISOString(),
  };
}

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
  const history = await repo.listStatusEvents(db, id);
  return {
    ...toOrder(found),
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
    })),
  );
}

export type { NewOrder, NewOrderLine, OrderWithLines } from './orders.repository';

/** Inside the placing transaction: the order and its line snapshots, in two statements. */
export async function insertOrder(
  tx: Database,
  values: repo.NewOrder,
  lines: readonly repo.NewOrderLine[],
): Promise<repo.OrderWithLines> {
  return repo.insertOrder(tx, values, lines);
}

/** The order a payment placed, if any (a replay of the same payment answers it). */
export async function findOrderOfPayment(
  db: Database,
  providerOrderId: string,
): Promise<repo.OrderWithLines | undefined> {
  return repo.findOrderByProviderOrderId(db, providerOrderId);
}

/** Whether the shopper has an order containing the product (a review's "Verified purchase"). */
export async function hasBought(db: Database, userId: number, productId: number): Promise<boolean> {
  return repo.hasOrderedProduct(db, userId, productId);
}

/**
 * Inside the transaction that locked the order: the move (409 unless ORDER_TRANSITIONS allows it), its history row,
 * and on cancelling, each line's quantity back on its variant's stock. The lock makes a second cancellation see
 * `cancelled` and be refused, so the stock comes back once.
 */
async function moveOrder(tx: Database, order: repo.OrderRow, to: OrderStatus, actorId: number | null, note: string) {
  if (!canMoveOrder(order.status, to)) throw conflict(TEXT.shopping.orderTransitionRefused(order.status, to));
  await repo.setOrderStatus(tx, order.id, to);
  await repo.insertStatusEvent(tx, { orderId: order.id, status: to, actorId, note });
  if (to === 'cancelled') {
    const lines = await repo.linesOfOrder(tx, order.id);
    // Lines from before variants (decision 020) name no variant: nothing to return them to.
    await returnStock(
      tx,
      lines.flatMap((line) =>
        line.variantId === null ? [] : [{ variantId: line.variantId, quantity: line.quantity }],
      ),
    );
  }
}

/** The shopper cancels their own order while it is pending (docs/decisions/023). Another's answers 404. */
export async function cancelOwnOrder(db: Database, userId: number, id: number): Promise<TOrder> {
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order || order.userId !== userId) throw notFound(TEXT.shopping.orderNotFound);
    if (order.status !== 'pending') throw conflict(TEXT.shopping.orderCancelOnlyPending);
    await moveOrder(tx, order, 'cancelled', userId, '');
  });
  return getOrder(db, userId, id);
}

/**
 * Moves an order to `status` (docs/decisions/023): only the moves of ORDER_TRANSITIONS, else 409 and nothing
 * changes. The order row is locked first, so of two changes at once the second sees the first's status; the change,
 * its history row and its audit entry commit together.
 */
export async function changeOrderStatus(
  db: Database,
  id: number,
  change: { status: OrderStatus; note: string },
  who: AuditActor,
): Promise<TOrder> {
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound(TEXT.shopping.orderNotFound);
    await moveOrder(tx, order, change.status, who.actor.id, change.note);
    await recordAudit(tx, {
      ...who,
      action: 'order.status',
      entity: 'order',
      entityId: id,
      before: { status: order.status },
      after: { status: change.status, note: change.note },
    });
  });
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return toOrder(found);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The back office's list: newest first, ADMIN_PAGE_SIZE a page, with the status tabs' counts. */
export async function listAdminOrders(db: Database, query: TAdminOrdersQuery): Promise<TAdminOrdersPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, counts } = await repo.listAdminOrders(
    db,
    {
      status: query.status,
      q: query.q,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    },
    (query.page - 1) * perPage,
    perPage,
  );
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, n } of counts) if (status in byStatus) byStatus[status as OrderStatus] = n;
  const total = query.status ? byStatus[query.status] : counts.reduce((sum, { n }) => sum + n, 0);
  return {
    orders: rows.map((order) => ({
      id: order.id,
      date: order.createdAt.toISOString(),
      name: order.name,
      email: order.email,
      phoneNumber: order.phoneNumber,
      amount: order.amount,
      status: order.status,
      paymentMode: order.paymentMode,
    })),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
    counts: byStatus,
  };
}

/** Any shopper's order with its status history (the back office). */
export async function getAdminOrder(db: Database, id: number): Promise<TAdminOrderDetail> {
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  const history = await repo.listStatusEvents(db, id);
  return {
    ...toOrder(found),
    providerOrderId: found.order.providerOrderId,
    history: history.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      actorId: event.actorId,
      note: event.note,
    })),
  };
}
