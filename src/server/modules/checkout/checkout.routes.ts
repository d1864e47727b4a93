import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ZErrorBody } from '#src/contracts/common';
import { ZOrder, ZOrderCreateBody } from '#src/contracts/shopping';
import { assertOwnUserIds, authenticate, userOf } from '#src/server/plugins/auth';
import { toOrder } from '../orders/orders.service';
import { placeOrder } from './place-order';
import { razorpayWebhookRoutes } from './webhook.routes';

/** The entry points of the place-order workflow: the browser's order create and the provider's webhook. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/create',
    {
      onRequest: authenticate,
      preHandler: async (request) => assertOwnUserIds(request, userOf(request)),
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: "Place the order for a verified payment: the server's cart at the server's prices",
        description:
          '201 with the new order; 200 with the same order when this payment already placed it; 409 when stock ran ' +
          'out or the cart changed after paying (the payment is refunded, the cart kept); 400 for a proof that does ' +
          'not verify; 404 for an unknown payment.',
        body: ZOrderCreateBody,
        response: { 200: ZOrder, 201: ZOrder, ...errorResponses, 503: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(app, userOf(request), request.body);
      return reply.status(created ? 201 : 200).send(toOrder(order));
    },
  );

  // Its own scope: it reads JSON bodies raw.
  await app.register(razorpayWebhookRoutes);
};
