import { z } from 'zod';
import { ZId, ZIdParams, ZPageNumber, PAGE_POSITION } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Review moderation (issue 15, docs/decisions/028): client group `adminReviews`, admins only. Hiding a review takes
 * it out of the shop and out of its product's rating and review count, in one transaction; showing puts it back.
 */
const TAGS = ['admin', 'reviews'] as const;

const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const ZAdminReviewsQuery = z.object({
  /** Stars, rounded up: 1 matches ratings 0.5 and 1, 2 matches 1.5 and 2, … 5 matches 4.5 and 5. */
  rating: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(5).optional(),
  hidden: flag,
  productId: ZId.optional(),
  /** Part of the author's name or of the text (any case). */
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  page: ZPageNumber,
});

export const ZAdminReview = z.object({
  id: z.number(),
  productId: z.number(),
  /** The product's current name ('' if it is gone). */
  productTitle: z.string(),
  customerName: z.string(),
  /** Null for the demo catalogue's reviews. */
  customerId: z.number().nullable(),
  review: z.string(),
  customerRating: z.number(),
  /** ISO 8601. */
  dateCreated: z.string(),
  verifiedPurchase: z.boolean(),
  hidden: z.boolean(),
});

export const ZAdminReviewsPage = z.object({
  reviews: z.array(ZAdminReview),
  ...PAGE_POSITION,
});

export const ZReviewHiddenBody = z.object({ hidden: z.boolean() });

export const adminReviews = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    auth: { permission: 'reviews' },
    tags: TAGS,
    summary: 'Reviews, newest first, by rating, hidden or shown, product and text, with the verified-purchase mark',
    query: ZAdminReviewsQuery,
    responses: { 200: ZAdminReviewsPage },
  }),
  setHidden: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/reviews/:id',
    auth: { permission: 'reviews' },
    tags: TAGS,
    summary: 'Hide a review from the shop, or show it again; the product’s rating and review count follow',
    description:
      'A hidden review is in no shop answer and not in its product’s average or count; the change, the new ' +
      'rating and the audit entry commit together. Unknown review 404.',
    params: ZIdParams,
    body: ZReviewHiddenBody,
    responses: { 200: ZAdminReview },
  }),
};

export type TAdminReviewsQuery = z.infer<typeof ZAdminReviewsQuery>;
export type TAdminReview = z.infer<typeof ZAdminReview>;
export type TAdminReviewsPage = z.infer<typeof ZAdminReviewsPage>;
