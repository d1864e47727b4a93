import { asc, avg, count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { reviews } from '#src/db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;

/** Oldest first, as the original server answered. */
export async function listByProduct(db: Database, productId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** One review per shopper and product: a second one inserts nothing (undefined). */
export async function insertReview(
  db: Database,
  values: {
    productId: number;
    userId: number;
    customerName: string;
    review: string;
    customerRating: number;
    verifiedPurchase: boolean;
  },
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning();
  return row;
}

/** The average rating (null without reviews) and the number of reviews of a product. */
export async function ratingSummary(db: Database, productId: number) {
  const [summary] = await db
    .select({ average: avg(reviews.customerRating), reviewCount: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { average: summary?.average ?? null, reviewCount: summary?.reviewCount ?? 0 };
}
