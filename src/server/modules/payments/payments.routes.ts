import { payments } from '#src/contracts/shopping';
import { route } from '#src/server/lib/route';
import { createPaymentOrder, payWithTestCard } from './payments.service';

/** `/api/payments/*`: the provider order for the cart, and the built-in test provider's card dialog. */
export const paymentsRoutes = [
  route(payments.createOrder, async (request) =>
    createPaymentOrder(request.server, request.authUser, request.body?.shipping),
  ),
  route(payments.testPay, async (request) => payWithTestCard(request.server, request.authUser, request.body)),
];
