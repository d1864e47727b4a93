import type { PaymentProviderDefinition } from '../payment-provider';
import { cashProvider as createCashProvider } from './cash-provider';

export { cashPromise } from './cash-provider';

/**
 * Pay on delivery (docs/decisions/043): registered so that its payments can be made, verified and refunded through the
 * interface, but PAYMENT_PROVIDER may not select it yet: the checkout page has no launcher for it (the next issue,
 * pay on delivery, adds the page's step and lifts the refusal below). Until then shoppers are offered what they are
 * offered today.
 */
export const cashProvider: PaymentProviderDefinition = {
  browser: { csp: {}, opensPopups: false },
  standalone: true,
  configProblem: () => 'PAYMENT_PROVIDER=cash: pay on delivery is not offered to shoppers yet',
  create: ({ config, db }) => createCashProvider(config, db),
};
