import { orders, payments } from '#src/contracts/shopping';
import { route } from '#src/server/lib/route';
import { toOrder } from '#src/server/modules/orders/index';
import { placeOrder } from './place-order';
import { handleProviderWebhook } from './webhook';

/** The entry points of the place-order workflow: the browser's order create and the provider's webhook. */
export const checkoutRoutes = [
  route(orders.create, async (request, reply) => {
    const { order, created } = await placeOrder(request.server, request.authUser, request.body);
    return reply.status(created ? 201 : 200).send(toOrder(order));
  }),
  route(payments.providerWebhook, async (request) => handleProviderWebhook(request.server, request)),
];
