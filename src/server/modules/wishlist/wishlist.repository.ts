import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { stockRequests, wishlistItems } from '#src/db/schema/wishlist';

export type WishlistRow = { id: number; productId: number };

/** Newest first; with `productId` only that product's entry. */
export async function listOwn(db: Database, userId: number, productId?: number): Promise<WishlistRow[]> {
  const conditions: SQL[] = [eq(wishlistItems.userId, userId)];
  if (productId !== undefined) conditions.push(eq(wishlistItems.productId, productId));
  return db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(...conditions))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

/** False when the product is already in the list. */
export async function insertItem(db: Database, userId: number, productId: number): Promise<boolean> {
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

export async function deleteOwn(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}

/** The packs a shopper waits for ("Notify me", docs/decisions/062), oldest request first. */
export async function listStockRequests(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ variantId: stockRequests.variantId })
    .from(stockRequests)
    .where(eq(stockRequests.userId, userId))
    .orderBy(asc(stockRequests.createdAt), asc(stockRequests.variantId));
  return rows.map((row) => row.variantId);
}

/** Asking twice keeps the first request. */
export async function insertStockRequest(tx: Database, userId: number, variantId: number): Promise<void> {
  await tx.insert(stockRequests).values({ userId, variantId }).onConflictDoNothing();
}

/** False when the shopper has no request for the pack (none, answered, or another shopper's). */
export async function deleteStockRequest(db: Database, userId: number, variantId: number): Promise<boolean> {
  const removed = await db
    .delete(stockRequests)
    .where(and(eq(stockRequests.userId, userId), eq(stockRequests.variantId, variantId)))
    .returning({ variantId: stockRequests.variantId });
  return removed.length > 0;
}
