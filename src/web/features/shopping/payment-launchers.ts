import type { TPaymentOrder, TPaymentProof } from '#src/contracts/payments';
import { openRazorpay } from './razorpay';

/** What the checkout page gives a launcher: who pays, where the outcome goes, and the page's own card dialog. */
export type LaunchContext = {
  shopName: string;
  prefill: { name: string; email: string; contact: string };
  /** Opens the page's card dialog (the built-in test provider's) for the payment. */
  openCardDialog: (payment: TPaymentOrder) => void;
  onPaid: (proof: TPaymentProof) => void;
  onDismiss: () => void;
  onFailed: (message: string) => void;
};

/** Opens the provider's way of paying for the server's payment order; the outcome arrives through the context. */
export type PaymentLauncher = (payment: TPaymentOrder, context: LaunchContext) => Promise<void>;

/**
 * The browser half of each payment provider, keyed by the provider's id as the server's payment order names it (the
 * server's registry: src/server/modules/payments/providers.ts; docs/decisions/043). A provider with a
 * browser step adds one line here.
 */
const PAYMENT_LAUNCHERS: Record<string, PaymentLauncher> = {
  test: async (payment, { openCardDialog }) => openCardDialog(payment),
  razorpay: (payment, context) => openRazorpay(payment, payment.keyId, context.shopName, context.prefill, context),
};

/** The launcher for the provider the server named; throws (the page shows "could not load the payment") if none. */
export function launchPayment(payment: TPaymentOrder, context: LaunchContext): Promise<void> {
  const launcher = Object.hasOwn(PAYMENT_LAUNCHERS, payment.provider) ? PAYMENT_LAUNCHERS[payment.provider] : null;
  if (!launcher) throw new Error(`no payment launcher for ${payment.provider}`);
  return launcher(payment, context);
}
