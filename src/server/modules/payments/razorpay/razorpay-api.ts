import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/server/config';
import type { PaymentProvider, ProviderPayment } from '../payment-provider';
import { ProviderError } from '../provider-error';
import { checkoutSignature, sameDigest } from '../signatures';
import { razorpayWebhookParser } from './razorpay-webhook';

const TIMEOUT_MS = 10_000;

/** Razorpay's error code and description (`{ error: { code, description } }`), short, for logs and refund errors. */
function errorOf(text: string): string {
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; description?: unknown } };
    if (error) return `${String(error.code ?? '')} ${String(error.description ?? '')}`.trim().slice(0, 300);
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 100);
}

type RazorpayPayment = { id: string; order_id: string; amount: number; currency: string; status: string };

const paymentOf = (payment: RazorpayPayment): ProviderPayment => ({
  id: payment.id,
  orderId: payment.order_id,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
});

/**
 * Razorpay's Orders and Payments API over HTTPS with basic auth (key id : key secret). RAZORPAY_API_URL points
 * the tests at the local stand-in (src/test/razorpay-standin.ts).
 */
export function razorpayApi(config: Config, log: FastifyBaseLogger): PaymentProvider {
  const keyId = config.RAZORPAY_KEY_ID ?? '';
  const keySecret = config.RAZORPAY_KEY_SECRET ?? '';
  const base = config.RAZORPAY_API_URL.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      log.error({ err: error, path }, 'razorpay unreachable');
      throw new ProviderError(`razorpay unreachable: ${error instanceof Error ? error.name : 'error'}`);
    }
    const text = await response.text();
    if (!response.ok) {
      // A 4xx here is our own misconfiguration (keys, amounts) or a refund Razorpay will not make, never the
      // shopper's doing: log it, answer 503.
      log.error({ status: response.status, path, body: text.slice(0, 500) }, 'razorpay refused a request');
      throw new ProviderError(`razorpay ${response.status}: ${errorOf(text)}`, {
        refused: response.status < 500 && response.status !== 429,
      });
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',
    // Razorpay's test keys (rzp_test_…) move no money either.
    mode: keyId.startsWith('rzp_test_') ? 'test' : 'live',
    keyId,
    // Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret.
    verifyProof: ({ orderId, paymentId, signature }) =>
      sameDigest(checkoutSignature(keySecret, orderId, paymentId), signature),
    ...(config.RAZORPAY_WEBHOOK_SECRET ? { parseWebhook: razorpayWebhookParser(config.RAZORPAY_WEBHOOK_SECRET) } : {}),
    async createOrder({ amount, currency, receipt, notes }) {
      const order = await call<{ id: string }>('POST', '/v1/orders', { amount, currency, receipt, notes });
      return { id: order.id };
    },
    async fetchPayment(paymentId) {
      return paymentOf(await call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
    },
    // Razorpay's Orders API lists an order's payments (every attempt, failed ones included).
    async paymentsOfOrder(orderId) {
      const answer = await call<{ items?: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return (answer.items ?? []).map(paymentOf);
    },
    // Razorpay's Refunds API; `X-Refund-Idempotency` makes a repeated call answer the refund already made
    // (docs/decisions/024), as long as the body is the same.
    async refund({ paymentId, amount, key, receipt, notes }) {
      const refund = await call<{ id: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, receipt, notes },
        { 'x-refund-idempotency': key },
      );
      return { id: refund.id };
    },
  };
}
