import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { cartItems, products } from '#src/db/schema/index';

/**
 * A cart row with the product's current title, images, rating, price and stock. Nothing is copied into the cart
 * row, so the cart always shows what the shop sells now.
 */
const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  size: cartItems.size,
  ram: cartItems.ram,
  weight: cartItems.weight,
  productTitle: products.name,
  images: products.images,
  rating: products.rating,
  price: products.price,
  countInStock: products.countInStock,
};
export type CartLineRow = { [K in keyof typeof lineColumns]: (typeof lineColumns)[K]['_']['data'] };

export const ownLine = (userId: number, id: number) => and(eq(cartItems.id, id), eq(cartItems.userId, userId));

/** In the order the shopper added them. */
export async function selectLines(db: Database, where: SQL | undefined): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(where)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * For placing an order, in one statement: the shopper's lines with their products, both locked. Products are
 * locked in id order so two orders sharing products queue instead of deadlocking; locking the cart rows makes a
 * second payment for the same cart wait and then find the lines gone.
 */
export async function lockLinesForCheckout(tx: Database, userId: number): Promise<CartLineRow[]> {
  return tx
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(products.id), asc(cartItems.id))
    .for('update', { of: [products, cartItems] });
}

/** The lines an order took, in one statement; lines added meanwhile stay in the cart. */
export async function deleteLines(tx: Database, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
}
