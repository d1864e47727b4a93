import type { Database } from '#src/db/client';
import type { Config } from '#src/server/config';
import type { PaymentProof, PaymentProvider } from '../payment-provider';
import { recordRefund } from '../payments.repository';
import { checkoutSignature, hmacHex, providerId, sameDigest } from '../signatures';

/** Derived from JWT_SECRET, like the test provider's: nothing to configure, and each installation its own. */
function cashKeySecret(jwtSecret: string): string {
  return hmacHex(jwtSecret, 'kirana:cash-payment-provider:key-secret');
}

/**
 * The shopper's promise to pay in cash on delivery, signed by the server itself: what the pay-on-delivery step will
 * hand the browser in place of a card dialog's proof. Only the server can make one, and only for an order it created.
 */
export function cashPromise(config: Pick<Config, 'JWT_SECRET'>, orderId: string): PaymentProof {
  const paymentId = `cash_${orderId}`;
  return { orderId, paymentId, signature: checkoutSignature(cashKeySecret(config.JWT_SECRET), orderId, paymentId) };
}

/**
 * Pay on delivery: no card, no outside service. The money is taken at the door, so there is nothing to ask anyone
 * about a payment, and a refund is its row in `refunds` (the delivery person hands it back, or nothing was taken yet);
 * the same key answers the same refund, as for every provider (docs/decisions/024).
 */
export function cashProvider(config: Config, db: Database): PaymentProvider {
  return {
    name: 'cash',
    mode: 'live',
    keyId: '',
    createOrder: async () => ({ id: providerId('order') }),
    verifyProof: (proof) => sameDigest(cashPromise(config, proof.orderId).signature, proof.signature),
    fetchPayment: async () => null,
    async refund({ paymentId, amount, key }) {
      const row = await recordRefund(db, {
        provider: 'cash',
        idempotencyKey: key,
        providerPaymentId: paymentId,
        providerRefundId: providerId('rfnd'),
        amount,
      });
      return { id: row.providerRefundId };
    },
  };
}
