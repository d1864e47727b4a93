import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ZErrorBody } from '#src/contracts/common';
import { ZPaymentOrder, ZPaymentOrderBody, ZPaymentProof, ZTestPayBody } from '#src/contracts/shopping';
import { authenticate, userOf } from '#src/server/plugins/auth';
import { createPaymentOrder, payWithTestCard } from './payments.service';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** `/api/payments/*`: the provider order for the cart, and the built-in test provider's card dialog. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/order',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "Create the provider's order for the server's cart total (amount in paise)",
        body: ZPaymentOrderBody.nullish(),
        response: { 201: ZPaymentOrder, ...errorResponses, 503: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaymentOrder(app, userOf(request), request.body?.shipping)),
  );

  app.post(
    '/payments/test/pay',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Test provider only: pay an own payment with a test card; answers the signed proof',
        description:
          'Any Luhn-valid number pays; 4000 0000 0000 0002 is declined (402), 4000 0000 0000 9995 has insufficient funds (402).',
        body: ZTestPayBody,
        response: { 200: ZPaymentProof, ...errorResponses, 402: ZErrorBody },
      },
    },
    async (request) => payWithTestCard(app, userOf(request), request.body),
  );
};
