import { z } from 'zod';
import { RATING_MAX, REVIEW_RATING_STEP, REVIEW_TEXT_MAX } from '../shared/constants';
import { ZId } from './common';
import { defineEndpoint } from './endpoint';
import { numberish, ZClaimedUserId } from './shopper';

const RATING_MESSAGE = `must be from ${REVIEW_RATING_STEP} to ${RATING_MAX} in steps of ${REVIEW_RATING_STEP}`;

/**
 * The author is the signed-in user (`customerName` is ignored, `customerId` must be the own id). Text 1–2,000
 * characters after trimming; rating 0.5–5 in steps of 0.5. One review per shopper and product (409).
 */
export const ZReviewAddBody = z.object({
  productId: ZId,
  review: z
    .string()
    .max(REVIEW_TEXT_MAX * 2, `must be at most ${REVIEW_TEXT_MAX} characters`)
    .default(''),
  customerRating: z.preprocess(
    numberish,
    z
      .number({ error: RATING_MESSAGE })
      .min(REVIEW_RATING_STEP, RATING_MESSAGE)
      .max(RATING_MAX, RATING_MESSAGE)
      .refine((rating) => Number.isInteger(rating / REVIEW_RATING_STEP), RATING_MESSAGE),
  ),
  customerId: ZClaimedUserId,
});

/**
 * A product review as the product page lists it; `customerId` is null for the demo catalogue's reviews.
 * `verifiedPurchase`: the author had an order containing the product when writing it.
 */
export const ZReview = z.object({
  id: z.number(),
  _id: z.number(),
  productId: z.number(),
  customerName: z.string(),
  customerId: z.number().nullable(),
  review: z.string(),
  customerRating: z.number(),
  dateCreated: z.string(),
  verifiedPurchase: z.boolean(),
});

export const ZReviewsQuery = z.object({ productId: ZId });

export type TReview = z.infer<typeof ZReview>;

export const reviews = {
  /** Oldest first, as the original server answered (its client reverses the list); our product page sorts. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/productReviews',
    auth: 'public',
    tags: ['reviews'],
    summary: "A product's reviews, oldest first (the original server's order)",
    query: ZReviewsQuery,
    responses: { 200: z.array(ZReview) },
  }),
  /** 409 when the shopper already reviewed the product. Answers the stored review. */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/productReviews/add',
    auth: 'user',
    tags: ['reviews'],
    summary: 'Review a product as the signed-in shopper (once per product)',
    description:
      'Rating 0.5–5 in steps of 0.5, text 1–2,000 characters; `customerName` is ignored. 409 for a second review, ' +
      '429 for rapid writes. `verifiedPurchase` is true when the shopper has an order containing the product.',
    body: ZReviewAddBody,
    responses: { 201: ZReview },
  }),
};
