import { adminPayments } from '#src/contracts/admin-payments';
import { payments } from '#src/contracts/shopping';
import { route } from '#src/server/lib/route';
import { limitByUser, type LimitRule } from '#src/server/plugins/rate-limit';
import { auditActor } from '#src/server/modules/audit/index';
import { listAttentionPayments, resolvePayment, retryPaymentRefund } from './admin-payments.service';
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

/** `/api/admin/payments`: the payments that need a person, and their one action each (docs/decisions/039). */
export const adminPaymentsRoutes = [
  route(adminPayments.list, async (request) => listAttentionPayments(request.server.db, request.query.page)),
  route(adminPayments.retryRefund, async (request) =>
    retryPaymentRefund(request.server, request.params.id, auditActor(request)),
  ),
  route(adminPayments.resolve, async (request) =>
    resolvePayment(request.server, request.params.id, request.body.note, auditActor(request)),
  ),
];
