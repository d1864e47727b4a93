import type { PaymentProviderDefinition } from '../payment-provider';
import { cashProvider as createCashProvider } from './cash-provider';

export { cashPromise } from './cash-provider';

/**
 * Pay on delivery (docs/decisions/043, 047): registered so that its payments can be made, verified and refunded
 * through the interface. It is never the shop's PAYMENT_PROVIDER: pay on delivery is a second way of paying beside
 * the online one, switched on per delivery zone, and its orders are placed by `POST /api/orders/create-on-delivery`
 * (checkout/pay-on-delivery.ts) with this provider's order and promise.
 */
export const cashProvider: PaymentProviderDefinition = {
  browser: { csp: {}, opensPopups: false },
  standalone: true,
  configProblem: () =>
    'PAYMENT_PROVIDER=cash: pay on delivery is not an online provider; switch it on per delivery zone in the back office',
  create: ({ config, db }) => createCashProvider(config, db),
};
