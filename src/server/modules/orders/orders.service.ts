import type { TOrder } from '#src/contracts/shopping';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { notFound } from '#src/server/lib/app-error';
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

/** Another shopper's order answers 404 like a missing one. */
export async function getOrder(db: Database, userId: number, id: number): Promise<TOrder> {
  const found = await repo.findOwnOrder(db, userId, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return toOrder(found);
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
