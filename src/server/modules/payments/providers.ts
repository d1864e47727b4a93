import type { FastifyInstance } from 'fastify';
import { providerFrom, type PaymentProvider, type PaymentProviderDefinition } from './payment-provider';
import { cashProvider } from './cash/index';
import { razorpayProvider } from './razorpay/index';
import { builtInTestProvider } from './test/index';

/**
 * Every payment provider the shop knows, by id: one line each (docs/decisions/043). The id is what PAYMENT_PROVIDER
 * names, what a payment row stores and what the page's launcher registry (src/web/features/shopping/
 * payment-launchers.ts) is keyed by.
 */
export const PAYMENT_PROVIDERS = {
  test: builtInTestProvider,
  razorpay: razorpayProvider,
  cash: cashProvider,
} satisfies Record<string, PaymentProviderDefinition>;

export type PaymentProviderId = keyof typeof PAYMENT_PROVIDERS;

export const PAYMENT_PROVIDER_IDS = Object.keys(PAYMENT_PROVIDERS) as [PaymentProviderId, ...PaymentProviderId[]];

export function isPaymentProviderId(id: string): id is PaymentProviderId {
  return Object.hasOwn(PAYMENT_PROVIDERS, id);
}

/** The provider PAYMENT_PROVIDER selects, one per app. */
export function paymentProviderOf(app: FastifyInstance): PaymentProvider {
  const id = app.config.PAYMENT_PROVIDER;
  return providerFrom(app, id, PAYMENT_PROVIDERS[id]);
}

/**
 * The provider that took a payment: the running one, except that a payment a standalone provider took (the built-in
 * test provider's, in demo mode) is refunded by that provider even when the shop has since moved to another.
 */
export function paymentProviderNamed(app: FastifyInstance, name: string): PaymentProvider {
  const running = paymentProviderOf(app);
  if (name === running.name || !isPaymentProviderId(name)) return running;
  const definition: PaymentProviderDefinition = PAYMENT_PROVIDERS[name];
  return definition.standalone ? providerFrom(app, name, definition) : running;
}
