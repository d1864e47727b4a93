import { payments } from '#src/contracts/shopping';
import { route } from '#src/server/lib/route';
import { limitByUser, type LimitRule } from '#src/server/plugins/rate-limit';
import { createPaymentOrder, payWithTestCard } from './payments.service';

/** Each provider order is a call to the provider and a row (decision 014): a shopper retrying now and then is far below. */
export const PAYMENT_ORDERS_PER_USER: LimitRule = { name: 'payment-order-user', max: 20, windowMs: 15 * 60_000 };

/** `/api/payments/*`: the provider order for the cart, and the built-in test provider's card dialog. */
export const paymentsRoutes = [
  route(
    payments.createOrder,
    async (request) => createPaymentOrder(request.server, request.authUser, request.body, request.ip),
    {
      preHandler: limitByUser(PAYMENT_ORDERS_PER_USER),
    },
  ),
  route(payments.testPay, async (request) => payWithTestCard(request.server, request.authUser, request.body)),
];
