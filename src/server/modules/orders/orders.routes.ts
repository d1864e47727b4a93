import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParams } from '#src/contracts/common';
import { ZOrder, ZOrdersQuery } from '#src/contracts/shopping';
import { assertOwnUserIds, authenticate, userOf } from '#src/server/plugins/auth';
import { getOrder, listOrders } from './orders.service';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** `/api/orders`: the signed-in shopper's own orders. Placing one is the checkout workflow's (`/orders/create`). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      onRequest: authenticate,
      preHandler: async (request) => assertOwnUserIds(request, userOf(request)),
      schema: {
        tags,
        security,
        summary: 'Own orders, newest first',
        querystring: ZOrdersQuery,
        response: { 200: z.array(ZOrder), ...errorResponses },
      },
    },
    async (request) => listOrders(app.db, userOf(request).id),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'One own order with its products',
        params: ZIdParams,
        response: { 200: ZOrder, ...errorResponses },
      },
    },
    async (request) => getOrder(app.db, userOf(request).id, request.params.id),
  );
};
