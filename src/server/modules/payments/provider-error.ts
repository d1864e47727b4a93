import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';

/**
 * A provider's refusal or silence. The shopper and the back office see the common "payment service unavailable"
 * message (503); `detail` (the provider's status and error, never a secret) is for the logs and the order's
 * internal refund error.
 */
export class ProviderError extends AppError {
  readonly detail: string;
  constructor(detail: string) {
    super('UNAVAILABLE', TEXT.shopping.providerUnavailable);
    this.detail = detail;
  }
}
