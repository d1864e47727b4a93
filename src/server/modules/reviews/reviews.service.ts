import { asc, avg, count, eq } from 'drizzle-orm';
import type { TReview } from '#src/contracts/reviews';
import type { Database } from '#src/db/client';
import { products, reviews } from '#src/db/schema/index';
import { REVIEW_TEXT_MAX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import { catalogCacheFor } from '../catalog/catalog.cache';
import { CATALOG_MESSAGES, setRatingSummary } from '../catalog/catalog.service';

type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow): TReview {
  return {
    id: row.id,
    _id: row.id,
    productId: row.productId,
    customerName: row.customerName,
    customerId: row.userId,
    review: row.review,
    customerRating: row.customerRating,
    dateCreated: row.createdAt.toISOString(),
  };
}

/**
 * A product's reviews, oldest first, as the original server answered (its client reverses the list; so does our
 * product page). An unknown product simply has none.
 */
export async function listReviews(db: Database, productId: number): Promise<TReview[]> {
  return catalogCacheFor(db).get(`reviews:${productId}`, async () => {
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    return rows.map(toReview);
  });
}

/**
 * Product ratings are the average of their reviews (decisions §3): call this after adding, changing or removing
 * a review, in the same transaction, so listings sort and filter by the new average.
 */
export async function refreshProductRating(
  db: Database,
  productId: number,
): Promise<{ rating: number; reviewCount: number }> {
  const [summary] = await db
    .select({ average: avg(reviews.customerRating), reviewCount: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const rating =
    summary?.average === null || summary?.average === undefined ? 0 : Math.round(Number(summary.average) * 100) / 100;
  const reviewCount = summary?.reviewCount ?? 0;
  await setRatingSummary(db, productId, rating, reviewCount);
  return { rating, reviewCount };
}

/**
 * A shopper's review (decisions §1, §3): the author is the signed-in user, one review per shopper and product, and
 * the product's rating and review count follow in the same transaction. The product row is locked first, so
 * concurrent reviews of one product each see the others when averaging.
 */
export async function addReview(
  db: Database,
  user: AuthUser,
  input: { productId: number; review: string; customerRating: number },
): Promise<TReview> {
  const text = input.review.trim();
  if (text === '') throw badRequest(TEXT.addReview);
  if (text.length > REVIEW_TEXT_MAX) throw badRequest(`A review can be at most ${REVIEW_TEXT_MAX} characters`);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        userId: user.id,
        customerName: user.name,
        review: text,
        customerRating: input.customerRating,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!row) throw conflict(TEXT.shopping.alreadyReviewed);
    await refreshProductRating(tx, product.id);
    return toReview(row);
  });
}
