import type { Database } from '#src/db/client';
import type { Config } from '#src/server/config';
import type { PaymentProvider } from '../payment-provider';
import { recordRefund } from '../payments.repository';
import { checkoutSignature, hmacHex, providerId, sameDigest } from '../signatures';

/** The built-in provider's public key id (decisions §4): like a Razorpay test key, harmless in the browser. */
export const TEST_KEY_ID = 'rzp_test_kirana';

/** Derived from JWT_SECRET so each installation signs with its own secret and nothing extra needs configuring. */
export function testKeySecret(jwtSecret: string): string {
  return hmacHex(jwtSecret, 'kirana:test-payment-provider:key-secret');
}

/** The proof's signature the test card dialog hands the browser: Razorpay Checkout's, with the test key secret. */
export function testProofSignature(config: Pick<Config, 'JWT_SECRET'>, orderId: string, paymentId: string): string {
  return checkoutSignature(testKeySecret(config.JWT_SECRET), orderId, paymentId);
}

/**
 * The demo mode's provider (decision 012): orders are created locally and `POST /api/payments/test/pay` plays the card dialog.
 * No money moves, so a refund is its row in `refunds` (docs/decisions/024): the same key answers the same refund.
 */
export function testProvider(config: Config, db: Database): PaymentProvider {
  return {
    name: 'test',
    mode: 'test',
    keyId: TEST_KEY_ID,
    createOrder: async () => ({ id: providerId('order') }),
    verifyProof: ({ orderId, paymentId, signature }) =>
      sameDigest(testProofSignature(config, orderId, paymentId), signature),
    fetchPayment: async () => null,
    async refund({ paymentId, amount, key }) {
      const row = await recordRefund(db, {
        provider: 'test',
        idempotencyKey: key,
        providerPaymentId: paymentId,
        providerRefundId: providerId('rfnd'),
        amount,
      });
      return { id: row.providerRefundId };
    },
  };
}
