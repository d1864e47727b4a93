import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';

/**
 * A provider's refusal or silence. The shopper and the back office see the common "payment service unavailable"
 * message (503); `detail` (the provider's status and error, never a secret) is for the logs and the internal refund
 * error. `refused`: the provider answered and said no (a 4xx other than 429) — asking again the same way will not
 * change that, so a refund it refuses waits for a person (docs/decisions/039); otherwise it was silent (unreachable,
 * a timeout, a 5xx, rate-limited) and the same call may well work later.
 */
export class ProviderError extends AppError {
  readonly detail: string;
  readonly refused: boolean;
  constructor(detail: string, { refused = false }: { refused?: boolean } = {}) {
    super('UNAVAILABLE', TEXT.shopping.providerUnavailable);
    this.detail = detail;
    this.refused = refused;
  }
}
