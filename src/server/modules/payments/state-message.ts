import type { PaymentStatus } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';

/**
 * What a shopper is told about a payment that can no longer place an order (docs/decisions/039): where its money
 * really is — being refunded, refunded, delayed and with a person, settled by a person — or that it already placed
 * one. A `paid` one is complete (the test card dialog refuses to take it twice).
 */
export function paymentStateMessage(status: PaymentStatus): string {
  switch (status) {
    case 'refunded':
      return TEXT.shopping.paymentRefunded;
    case 'refund_due':
      return TEXT.shopping.paymentRefundPending;
    case 'refund_failed':
    case 'review':
      return TEXT.shopping.paymentRefundDelayed;
    case 'resolved':
      return TEXT.shopping.paymentSettledByTeam;
    case 'used':
      return TEXT.shopping.paymentPlacedOrder;
    default:
      return TEXT.shopping.paymentAlreadyPaid;
  }
}
