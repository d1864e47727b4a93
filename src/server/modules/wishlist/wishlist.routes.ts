import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParams } from '#src/contracts/common';
import { ZMyListAddBody, ZMyListItem, ZMyListQuery, ZStatusMessage } from '#src/contracts/shopping';
import { assertOwnUserIds, authenticate, userOf } from '#src/server/plugins/auth';
import { addToMyList, listMyList, removeFromMyList } from './wishlist.service';

const tags = ['my list'];
const security = [{ bearer: [] }];
/** 401 before anything is parsed; 403 when the query or body names another user. */
const guard = {
  onRequest: authenticate,
  preHandler: async (request: Parameters<typeof authenticate>[0]) => assertOwnUserIds(request, userOf(request)),
};

/** `/api/my-list`: the signed-in shopper's wishlist. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-list',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "The own list, newest first; with productId only that product's entry ([] when not listed)",
        querystring: ZMyListQuery,
        response: { 200: z.array(ZMyListItem), ...errorResponses },
      },
    },
    async (request) => listMyList(app.db, userOf(request).id, request.query.productId),
  );

  app.post(
    '/my-list/add',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Add a product; title, image, rating and price come from the catalogue',
        body: ZMyListAddBody,
        response: { 200: ZStatusMessage, 201: ZStatusMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await addToMyList(app.db, userOf(request).id, request.body.productId);
      return reply.status(answer.status ? 201 : 200).send(answer);
    },
  );

  app.delete(
    '/my-list/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Remove an own entry',
        params: ZIdParams,
        response: { 200: ZStatusMessage, ...errorResponses },
      },
    },
    async (request) => removeFromMyList(app.db, userOf(request).id, request.params.id),
  );
};
