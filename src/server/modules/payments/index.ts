/**
 * Payments: the payment records (checkout starts them, checkout/start-payment.ts), the providers (one folder each,
 * listed in providers.ts; decision 043), what placing an order needs of a payment, and what happens to a payment
 * that placed none — its refund, the reconciler's part, the back office's list (docs/decisions/039).
 */
export {
  type PaymentProof,
  type PaymentProvider,
  type PaymentProviderDefinition,
  type ProviderPayment,
  type ProviderWebhookEvent,
} from './payment-provider';
export { cashPromise } from './cash/index';
export { PAYMENT_PROVIDERS, paymentProviderOf, type PaymentProviderId } from './providers';
export { ProviderError } from './provider-error';
export { adminPaymentsRoutes, paymentsRoutes } from './payments.routes';
export {
  lockPayment,
  providerPaymentFailed,
  recordPaymentOrder,
  refundPayment,
  setPaymentStatus,
  type PaymentRow,
  type RefundOutcome,
  type StoredShipping,
} from './payments.service';
export {
  adoptCapturedPayments,
  findPaymentById,
  markForReview,
  providerOfPayment,
  refundDueAfterMs,
  refundRefusedPayment,
  refusedPaymentMessage,
  settleDueRefunds,
  stalePaidIds,
  type RefusalRefund,
} from './settlement';
export { paymentStateMessage } from './state-message';
export { shippingFrom } from './shipping';
