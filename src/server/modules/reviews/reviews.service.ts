import { avg, count, desc, eq } from 'drizzle-orm';
import type { TReview } from '../../../contracts/reviews';
import type { Database } from '../../../db/client';
import { reviews } from '../../../db/schema/index';
import { catalogCacheFor } from '../catalog/catalog.cache';
import { setRatingSummary } from '../catalog/catalog.service';

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

/** A product's reviews, newest first; an unknown product simply has none. */
export async function listReviews(db: Database, productId: number): Promise<TReview[]> {
  return catalogCacheFor(db).get(`reviews:${productId}`, async () => {
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map(toReview);
  });
}

/**
 * Product ratings are the average of their reviews (decisions §3): call this after adding, changing or removing
 * a review, in the same transaction, so listings sort and filter by the new average.
 */
export async function refreshProductRating(db: Database, productId: number): Promise<{ rating: number; reviewCount: number }> {
  const [summary] = await db
    .select({ average: avg(reviews.customerRating), reviewCount: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const rating = summary?.average === null || summary?.average === undefined ? 0 : Math.round(Number(summary.average) * 100) / 100;
  const reviewCount = summary?.reviewCount ?? 0;
  await setRatingSummary(db, productId, rating, reviewCount);
  return { rating, reviewCount };
}
