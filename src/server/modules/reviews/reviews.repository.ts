import { and, asc, avg, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { containsPattern } from '#src/server/lib/like';
import { reviews } from '#src/db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;

/** Oldest first, as the original server answered; hidden reviews are the shop's nowhere (docs/decisions/028). */
export async function listByProduct(db: Database, productId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
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

/** The average rating (null without reviews) and the number of reviews of a product, hidden ones left out. */
export async function ratingSummary(db: Database, productId: number) {
  const [summary] = await db
    .select({ average: avg(reviews.customerRating), reviewCount: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)));
  return { average: summary?.average ?? null, reviewCount: summary?.reviewCount ?? 0 };
}

export async function findReview(db: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Inside the moderating transaction, after the product's lock: the review's row, locked. */
export async function lockReview(tx: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function setHidden(tx: Database, id: number, hidden: boolean): Promise<ReviewRow> {
  const [row] = await tx.update(reviews).set({ hidden }).where(eq(reviews.id, id)).returning();
  return row!;
}

/** What the moderation list filters by (docs/decisions/028). `rating`: stars rounded up (N-1, N]. */
export type AdminReviewFilters = { rating?: number; hidden?: boolean; productId?: number; q?: string };

/** The text the search matches: the same expression as the `reviews_search_trgm_idx` index. */
const searchText = sql`lower(${reviews.customerName} || ' ' || ${reviews.review})`;

function adminConditions({ rating, hidden, productId, q }: AdminReviewFilters): SQL | undefined {
  return and(
    rating === undefined ? undefined : and(gt(reviews.customerRating, rating - 1), lte(reviews.customerRating, rating)),
    hidden === undefined ? undefined : eq(reviews.hidden, hidden),
    productId === undefined ? undefined : eq(reviews.productId, productId),
    q ? sql`${searchText} like ${containsPattern(q)}` : undefined,
  );
}

/** Newest first (reviews_created_idx; a product's from reviews_product_idx), and how many match. */
export async function listAdminReviews(db: Database, filters: AdminReviewFilters, offset: number, limit: number) {
  const where = adminConditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
