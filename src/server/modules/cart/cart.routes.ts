import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParams } from '#src/contracts/common';
import { ZCartAddBody, ZCartItem, ZCartQuery, ZCartUpdateBody, ZStatusMessage } from '#src/contracts/shopping';
import { assertOwnUserIds, authenticate, userOf } from '#src/server/plugins/auth';
import { addToCart, listCart, removeCartItem, setCartQuantity } from './cart.service';

const tags = ['cart'];
const security = [{ bearer: [] }];
/** 401 before anything is parsed; 403 when the query or body names another user. */
const guard = {
  onRequest: authenticate,
  preHandler: async (request: Parameters<typeof authenticate>[0]) => assertOwnUserIds(request, userOf(request)),
};

/** `/api/cart`: the signed-in shopper's cart, priced by the server. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'The own cart at current prices',
        querystring: ZCartQuery,
        response: { 200: z.array(ZCartItem), ...errorResponses },
      },
    },
    async (request) => listCart(app.db, userOf(request).id),
  );

  app.post(
    '/cart/add',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Add a product (and variant) with a quantity from 1 to stock',
        body: ZCartAddBody,
        response: { 200: ZStatusMessage, 201: ZStatusMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await addToCart(app.db, userOf(request).id, request.body);
      return reply.status(answer.status ? 201 : 200).send(answer);
    },
  );

  app.put(
    '/cart/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Change the quantity of an own line (everything else is recomputed)',
        params: ZIdParams,
        body: ZCartUpdateBody,
        response: { 200: ZCartItem, ...errorResponses },
      },
    },
    async (request) => setCartQuantity(app.db, userOf(request).id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Remove an own line',
        params: ZIdParams,
        response: { 200: ZStatusMessage, ...errorResponses },
      },
    },
    async (request) => removeCartItem(app.db, userOf(request).id, request.params.id),
  );
};
