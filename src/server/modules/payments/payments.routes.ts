import { adminPayments } from '#src/contracts/admin-payments';
import { payments } from '#src/contracts/payments';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import { listAttentionPayments, resolvePayment, retryPaymentRefund } from './admin-payments.service';
import { payWithTestCard } from './payments.service';

/** `/api/payments/*` (the provider order for the cart is checkout's, checkout.routes.ts): the test card dialog. */
export const paymentsRoutes = [
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
