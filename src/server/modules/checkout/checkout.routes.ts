import { orders } from '#src/contracts/orders';
import { payOnDelivery } from '#src/contracts/pay-on-delivery';
import { payments } from '#src/contracts/payments';
import { route } from '#src/server/lib/route';
import { limitByUser, type LimitRule } from '#src/server/plugins/rate-limit';
import { toOrder } from '#src/server/modules/orders/index';
import { placeOnDelivery } from './pay-on-delivery';
import { placeOrder } from './place-order';
import { startPayment } from './start-payment';
import { handleProviderWebhook } from './webhook';

/** Each provider order is a call to the provider and a row (decision 014): a shopper retrying now and then is far below. */
export const PAYMENT_ORDERS_PER_USER: LimitRule = { name: 'payment-order-user', max: 20, windowMs: 15 * 60_000 };

/**
 * Checkout's entry points: starting the payment (the provider order for the cart), then placing the order — the
 * browser's order create and the provider's webhook.
 */
export const checkoutRoutes = [
  route(
    payments.createOrder,
    async (request) => startPayment(request.server, request.authUser, request.body, request.ip),
    {
      preHandler: limitByUser(PAYMENT_ORDERS_PER_USER),
    },
  ),
  route(orders.create, async (request, reply) => {
    const { order, created } = await placeOrder(request.server, request.authUser, request.body);
    return reply.status(created ? 201 : 200).send(toOrder(order));
  }),
  // Pay on delivery (docs/decisions/047): the order placed without an online payment, to be paid at the door.
  route(payOnDelivery.create, async (request, reply) => {
    const order = await placeOnDelivery(request.server, request.authUser, request.body);
    return reply.status(201).send(toOrder(order));
  }),
  route(payments.providerWebhook, async (request) => handleProviderWebhook(request.server, request)),
];
