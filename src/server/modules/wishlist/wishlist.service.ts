import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TMyListItem, TStatusMessage } from '#src/contracts/shopping';
import type { Database } from '#src/db/client';
import { products, wishlistItems } from '#src/db/schema/index';
import { TEXT } from '#src/shared/texts';
import { notFound } from '#src/server/lib/app-error';
import { getProduct } from '../catalog/catalog.service';

const roundRating = (rating: number) => Math.round(rating * 100) / 100;

/**
 * The list shows each product as it is now (title, first image, rating, price), so nothing is copied into the
 * list row: a read joins the product.
 */
export async function listMyList(db: Database, userId: number, productId?: number): Promise<TMyListItem[]> {
  const conditions: SQL[] = [eq(wishlistItems.userId, userId)];
  if (productId !== undefined) conditions.push(eq(wishlistItems.productId, productId));
  const rows = await db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      productTitle: products.name,
      images: products.images,
      rating: products.rating,
      price: products.price,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(...conditions))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map(({ images, rating, ...row }) => ({
    ...row,
    _id: row.id,
    image: images[0] ?? '',
    rating: String(roundRating(rating)),
    userId,
  }));
}

/** A product already in the list answers `status: false` (the spec's client shows `msg`), never a second row. */
export async function addToMyList(db: Database, userId: number, productId: number): Promise<TStatusMessage> {
  await getProduct(db, productId);
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  return inserted.length > 0
    ? { status: true, msg: TEXT.addedToMyList }
    : { status: false, msg: TEXT.shopping.alreadyInMyList };
}

/** Another shopper's entry answers 404 like a missing one: ids of others are not confirmed. */
export async function removeFromMyList(db: Database, userId: number, id: number): Promise<TStatusMessage> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound(TEXT.shopping.myListItemNotFound);
  return { status: true, msg: TEXT.removedFromMyList };
}
