import type { TReview } from '#src/contracts/reviews';
import type { TAdminReview, TAdminReviewsPage, TAdminReviewsQuery } from '#src/contracts/admin-reviews';
import type { Database } from '#src/db/client';
import { ADMIN_PAGE_SIZE, REVIEW_TEXT_MAX } from '#src/shared/constants';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { TEXT } from '#src/shared/texts';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import type { AuthUser } from '#src/server/plugins/auth';
import {
  cachedCatalogRead,
  lockProduct,
  lockProductForRating,
  productTitles,
  setRatingSummary,
} from '#src/server/modules/catalog/index';
import { hasBought } from '#src/server/modules/orders/index';
import * as repo from './reviews.repository';
import { roundRating } from '#src/shared/rating';

export function toReview(row: repo.ReviewRow): TReview {
  return {
    id: row.id,
    _id: row.id,
    productId: row.productId,
    customerName: row.customerName,
    customerId: row.userId,
    review: row.review,
    customerRating: row.customerRating,
    dateCreated: row.createdAt.toISOString(),
    verifiedPurchase: row.verifiedPurchase,
  };
}

/**
 * A product's reviews, oldest first, as the original server answered (its client reverses the list; so does our
 * product page). An unknown product simply has none.
 */
export async function listReviews(db: Database, productId: number): Promise<TReview[]> {
  return cachedCatalogRead(db, `reviews:${productId}`, async () =>
    (await repo.listByProduct(db, productId)).map(toReview),
  );
}

/**
 * Product ratings are the average of their reviews (decisions §3): call this after adding, changing or removing
 * a review, in the same transaction, so listings sort and filter by the new average.
 */
export async function refreshProductRating(
  db: Database,
  productId: number,
): Promise<{ rating: number; reviewCount: number }> {
  const { average, reviewCount } = await repo.ratingSummary(db, productId);
  const rating = average === null ? 0 : roundRating(Number(average));
  await setRatingSummary(db, productId, rating, reviewCount);
  return { rating, reviewCount };
}

/**
 * A shopper's review (decisions §1, §3): the author is the signed-in user, one review per shopper and product, and
 * the product's rating and review count follow in the same transaction. The product row is locked first, so
 * concurrent reviews of one product each see the others when averaging. A review by a shopper who has received the
 * product (a delivered line, decision 018) is marked a verified purchase, once, as it is written; the average counts
 * every review.
 */
export async function addReview(
  db: Database,
  user: AuthUser,
  input: { productId: number; review: string; customerRating: number },
): Promise<TReview> {
  const text = input.review.trim();
  if (text === '') throw badRequest(TEXT.addReview);
  if (text.length > REVIEW_TEXT_MAX) throw badRequest(TEXT.shopping.reviewTooLong(REVIEW_TEXT_MAX));
  return db.transaction(async (tx) => {
    await lockProduct(tx, input.productId);
    const row = await repo.insertReview(tx, {
      productId: input.productId,
      userId: user.id,
      customerName: user.name,
      review: text,
      customerRating: input.customerRating,
      verifiedPurchase: await hasBought(tx, user.id, input.productId),
    });
    if (!row) throw conflict(TEXT.shopping.alreadyReviewed);
    await refreshProductRating(tx, input.productId);
    return toReview(row);
  });
}

function toAdminReview(row: repo.ReviewRow, productTitle: string): TAdminReview {
  return {
    id: row.id,
    productId: row.productId,
    productTitle,
    customerName: row.customerName,
    customerId: row.userId,
    review: row.review,
    customerRating: row.customerRating,
    dateCreated: row.createdAt.toISOString(),
    verifiedPurchase: row.verifiedPurchase,
    hidden: row.hidden,
  };
}

/** The moderation list (docs/decisions/028): newest first, ADMIN_PAGE_SIZE a page, with each product's name. */
export async function listAdminReviews(db: Database, query: TAdminReviewsQuery): Promise<TAdminReviewsPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { page, ...filters } = query;
  const { rows, total } = await repo.listAdminReviews(db, filters, (page - 1) * perPage, perPage);
  const titles = await productTitles(
    db,
    rows.map((row) => row.productId),
  );
  return {
    reviews: rows.map((row) => toAdminReview(row, titles.get(row.productId) ?? '')),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  };
}

/**
 * Hides a review from the shop or shows it again (docs/decisions/028). One transaction: the product's row is locked
 * first (the lock order of `addReview`, so a review written at the same moment is averaged in by one of the two),
 * then the review's; the flag, the product's new rating and review count, and the audit entry commit together. The
 * catalogue's cache follows by itself: any write to reviews or products bumps its version (decision 009).
 */
export async function setReviewHidden(
  db: Database,
  id: number,
  hidden: boolean,
  who: AuditActor,
): Promise<TAdminReview> {
  const found = await repo.findReview(db, id);
  if (!found) throw notFound(ADMIN_CUSTOMERS_TEXT.reviewNotFound);
  const row = await auditedWrite(db, who, async (tx, audit) => {
    await lockProductForRating(tx, found.productId);
    const before = await repo.lockReview(tx, id);
    if (!before) throw notFound(ADMIN_CUSTOMERS_TEXT.reviewNotFound);
    // Hidden again (or shown again): nothing changes, so nothing is written or audited (the entry's `after` carries
    // the new rating, so the audit log could not tell it was a no-op).
    if (before.hidden === hidden) return before;
    const after = await repo.setHidden(tx, id, hidden);
    const rating = await refreshProductRating(tx, found.productId);
    await audit({
      action: hidden ? 'review.hide' : 'review.show',
      entity: 'review',
      entityId: id,
      before: { hidden: before.hidden },
      after: { hidden, productId: found.productId, ...rating },
    });
    return after;
  });
  const titles = await productTitles(db, [row.productId]);
  return toAdminReview(row, titles.get(row.productId) ?? '');
}
