import type { PaymentProviderDefinition } from '../payment-provider';
import { razorpayApi } from './razorpay-api';

/**
 * Razorpay (decisions §4): Checkout in the browser, the Orders, Payments and Refunds APIs on the server, and the
 * `payment.captured` / `payment.failed` webhook.
 */
export const razorpayProvider: PaymentProviderDefinition = {
  browser: {
    // Checkout's script, its telemetry and its dialog's frame; the dialog opens the bank's pages in popups.
    csp: {
      scriptSrc: ['https://checkout.razorpay.com'],
      connectSrc: ['https://lumberjack.razorpay.com'],
      frameSrc: ['https://api.razorpay.com'],
    },
    opensPopups: true,
  },
  standalone: false,
  configProblem: (settings) =>
    settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET
      ? null
      : 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER=razorpay',
  create: ({ config, log }) => razorpayApi(config, log),
};
