import type { FastifyInstance } from 'fastify';
import { razorpayProvider } from './razorpay-provider';
import { testProvider } from './test-provider';

/** A payment as the provider reports it (amount in paise). */
export type ProviderPayment = { id: string; orderId: string; amount: number; currency: string; status: string };

/**
 * What checkout needs of a card payment provider. Both providers sign checkout results the same way
 * (HMAC-SHA256 of `order_id|payment_id` with `keySecret`), so verification does not depend on which one runs.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** `test` when no money moves: the built-in provider, or Razorpay with test keys. Orders carry it (decision 012). */
  readonly mode: 'test' | 'live';
  /** Public: the browser opens the dialog with it. */
  readonly keyId: string;
  /** Server only: signs and verifies checkout results. */
  readonly keySecret: string;
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** The provider's record of a payment; null when the provider has none to ask for (the built-in test provider). */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * The payments made for one of our provider orders, as the provider knows them; null when the provider has none to
   * ask for (the built-in test provider: its payments are ours). The reconciler looks here for a payment captured
   * that neither the browser nor the webhook told us about (docs/decisions/039).
   */
  paymentsOfOrder(orderId: string): Promise<ProviderPayment[] | null>;
  /**
   * Gives `amount` (paise) of a payment back and answers the provider's refund id; throws when the provider refuses
   * or cannot be reached. `key` is the idempotency key: the same key again answers the refund already made instead
   * of refunding twice (docs/decisions/024). The same key must come with the same amount, receipt and notes.
   */
  refund(input: RefundRequest): Promise<{ id: string }>;
}

export type RefundRequest = {
  paymentId: string;
  /** Paise. */
  amount: number;
  /** At least 10 characters of letters, digits, `-` and `_` (Razorpay's rule for `X-Refund-Idempotency`). */
  key: string;
  /** Ours, at most 40 characters, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
};

const providers = new WeakMap<FastifyInstance, PaymentProvider>();

/** The provider PAYMENT_PROVIDER selects, one per app. */
export function paymentProviderOf(app: FastifyInstance): PaymentProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider =
      app.config.PAYMENT_PROVIDER === 'razorpay'
        ? razorpayProvider(app.config, app.log)
        : testProvider(app.config, app.db);
    providers.set(app, provider);
  }
  return provider;
}

/**
 * The provider that took a payment: the running one, except that a payment the built-in test provider took (demo
 * mode) is refunded by the test provider even when the shop has since moved to Razorpay.
 */
export function paymentProviderNamed(app: FastifyInstance, name: string): PaymentProvider {
  const running = paymentProviderOf(app);
  return name === 'test' && running.name !== 'test' ? testProvider(app.config, app.db) : running;
}
