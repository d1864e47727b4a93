import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#src/contracts/common';
import { ZReview, ZReviewsQuery } from '#src/contracts/reviews';
import { ZReviewAddBody } from '#src/contracts/shopping';
import { assertOwnUserIds, authenticate, userOf } from '#src/server/plugins/auth';
import { sendCached } from '../catalog/send-cached';
import { addReview, listReviews } from './reviews.service';

const ZReviews = z.array(ZReview);

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/productReviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first",
        querystring: ZReviewsQuery,
        response: { 200: ZReviews, ...errorResponses },
      },
    },
    async (request, reply) => sendCached(reply, ZReviews, await listReviews(app.db, request.query.productId)),
  );

  app.post(
    '/productReviews/add',
    {
      onRequest: authenticate,
      preHandler: async (request) => assertOwnUserIds(request, userOf(request)),
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: 'Review a product as the signed-in shopper (once per product)',
        description:
          'Rating 0.5–5 in steps of 0.5, text 1–2,000 characters; `customerName` is ignored. 409 for a second review.',
        body: ZReviewAddBody,
        response: { 201: ZReview, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await addReview(app.db, userOf(request), request.body)),
  );
};
