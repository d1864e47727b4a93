import { z } from 'zod';
import { ZId } from './common';

/** A product review as the product page lists it; `customerId` is null for the demo catalogue's reviews. */
export const ZReview = z.object({
  id: z.number(),
  _id: z.number(),
  productId: z.number(),
  customerName: z.string(),
  customerId: z.number().nullable(),
  review: z.string(),
  customerRating: z.number(),
  dateCreated: z.string(),
});

export const ZReviewsQuery = z.object({ productId: ZId });

export type TReview = z.infer<typeof ZReview>;
