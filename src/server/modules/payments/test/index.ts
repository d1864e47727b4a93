import type { PaymentProviderDefinition } from '../payment-provider';
import { testProvider } from './test-provider';

export { testKeySecret, testProofSignature } from './test-provider';

/** The built-in test provider (demo mode, decision 012): its card dialog is the page's own, so no outside hosts. */
export const builtInTestProvider: PaymentProviderDefinition = {
  browser: { csp: {}, opensPopups: false },
  standalone: true,
  configProblem: () => null,
  create: ({ config, db }) => testProvider(config, db),
};
