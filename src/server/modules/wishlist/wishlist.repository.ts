import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { wishlistItems } from '#src/db/schema/wishlist';

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
