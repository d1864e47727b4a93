import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contracts/common';
import { ZReview, ZReviewsQuery } from '../../../contracts/reviews';
import { listReviews } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/productReviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first",
        querystring: ZReviewsQuery,
        response: { 200: z.array(ZReview), ...errorResponses },
      },
    },
    async (request) => listReviews(app.db, request.query.productId),
  );
};
