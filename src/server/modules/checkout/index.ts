/**
 * Checkout: starting the payment (start-payment.ts, docs/decisions/042) and the place-order workflow — the browser's
 * order create, the provider's webhook, and the payment reconciler that finishes what they left (no tables of its
 * own; docs/decisions/005, 039).
 */
export { checkoutRoutes } from './checkout.routes';
export { reconcilePayments, startPaymentReconciler, type ReconcileReport } from './reconcile';
