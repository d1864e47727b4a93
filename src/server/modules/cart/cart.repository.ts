import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
import { cartItems } from '#src/db/schema/cart';

/** A cart row as stored: which product and variant, how many. Prices and titles are the catalogue's (cart.service). */
const rowColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  variantId: cartItems.variantId,
  quantity: cartItems.quantity,
  size: cartItems.size,
  ram: cartItems.ram,
  weight: cartItems.weight,
  substitute: cartItems.substitute,
};
export type CartRow = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

export const ownLine = (userId: number, id: number) => and(eq(cartItems.id, id), eq(cartItems.userId, userId));
/** The shopper's lines; `userId` may be a named statement's placeholder. */
export const ownLines = (userId: number | Placeholder) => eq(cartItems.userId, userId);

/** In the order the shopper added them. */
const inAddedOrder = (db: Database, where: SQL | undefined) =>
  db.select(rowColumns).from(cartItems).where(where).orderBy(asc(cartItems.createdAt), asc(cartItems.id));

export async function selectRows(db: Database, where: SQL | undefined): Promise<CartRow[]> {
  return inAddedOrder(db, where);
}

/** The shopper's rows, in the order added: what every cart read, cart figure and payment starts from. */
export async function ownRows(db: Database, userId: number): Promise<CartRow[]> {
  return ownRowsOf(db).execute({ userId });
}

// Named (src/db/named-statement.ts): the cart's most frequent statement.
const ownRowsOf = namedStatement('cart_own_rows', (db) => inAddedOrder(db, ownLines(sql.placeholder('userId'))));

/**
 * For placing an order: the shopper's rows, locked, so a second payment for the same cart waits here and then
 * finds the lines gone. The products are locked next, by the catalogue, in id order.
 */
export async function lockOwnRows(tx: Database, userId: number): Promise<CartRow[]> {
  return tx.select(rowColumns).from(cartItems).where(ownLines(userId)).orderBy(asc(cartItems.id)).for('update');
}

/** The same variant twice inserts nothing (answers false). */
export async function insertLine(
  db: Database,
  values: {
    userId: number;
    productId: number;
    variantId: number;
    quantity: number;
    size: string;
    ram: string;
    weight: string;
    /** The line's substitution preference (docs/decisions/032); the column's default (substitute) when left out. */
    substitute?: boolean;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(cartItems)
    .values(values)
    .onConflictDoNothing({
      target: [cartItems.userId, cartItems.variantId],
    })
    .returning({ id: cartItems.id });
  return inserted.length > 0;
}

/** False when the line is gone (removed in another tab, or bought by a checkout). */
export async function updateQuantity(db: Database, userId: number, id: number, quantity: number): Promise<boolean> {
  const updated = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(ownLine(userId, id))
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

/** The line's substitution preference (docs/decisions/032); false when the line is gone. */
export async function updateSubstitute(
  db: Database,
  userId: number,
  id: number,
  substitute: boolean,
): Promise<boolean> {
  const updated = await db
    .update(cartItems)
    .set({ substitute, updatedAt: new Date() })
    .where(ownLine(userId, id))
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

export async function deleteLine(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db.delete(cartItems).where(ownLine(userId, id)).returning({ id: cartItems.id });
  return removed.length > 0;
}

/** The lines an order took, in one statement; lines added meanwhile stay in the cart. */
export async function deleteLines(tx: Database, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(cartItems).where(and(ownLines(userId), inArray(cartItems.id, [...ids])));
}
