/** Payments: the provider order for a cart, the providers, and what placing an order needs of a payment. */
export { paymentProviderOf, type PaymentProvider } from './payment-provider';
export { paymentsRoutes } from './payments.routes';
export {
  lockPayment,
  providerPaymentFailed,
  refundPayment,
  setPaymentStatus,
  type PaymentRow,
  type RefundOutcome,
  type StoredShipping,
} from './payments.service';
export { shippingFrom } from './shipping';
export { checkoutSignature, hmacHex, sameDigest } from './signatures';
