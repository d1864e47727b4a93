import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAllValue } from './hooks';
import { error, id, standInHandler } from './razorpay-standin-api';
import type {
  RazorpayStandIn,
  RefundFailure,
  StandInOrder,
  StandInPayment,
  StandInRefund,
  StandInState,
  RecordedRequest,
} from './razorpay-standin-types';

export type {
  RazorpayStandIn,
  RecordedRequest,
  RefundFailure,
  StandInOrder,
  StandInPayment,
  StandInRefund,
} from './razorpay-standin-types';

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/**
 * Razorpay Checkout's signature as Razorpay documents it — HMAC-SHA256 of `order_id|payment_id` with the key secret,
 * in hex — computed here with node:crypto, apart from the shop's code: the tests' oracle for signatures.
 */
export const razorpaySignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmac(keySecret, `${orderId}|${paymentId}`);

/** Razorpay's webhook signature (HMAC-SHA256 of the raw body with the webhook secret, hex), computed the same way. */
export const webhookSignature = (webhookSecret: string, body: string) => hmac(webhookSecret, body);

/**
 * A local stand-in for Razorpay's HTTP API (the parts the shop uses), on 127.0.0.1 and a free port:
 *
 * - `POST /v1/orders` — basic auth key_id:key_secret; `{ amount, currency, receipt, notes }` →
 *   `{ id: 'order_…', entity: 'order', amount, currency, receipt, status: 'created', … }`
 * - `GET /v1/orders/{id}`, `GET /v1/orders/{id}/payments`, `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refund` (idempotent with
 *   `X-Refund-Idempotency`; `refundFailure` makes it fail)
 *
 * Razorpay Checkout (the browser dialog) is played by `pay(orderId)`, which answers the handler's proof signed as
 * Razorpay signs it, and `fail(orderId)` (a declined attempt); `webhook(paymentId, event?)` builds a signed
 * `payment.captured` (or other event's) delivery. Every request is recorded.
 */
export async function startRazorpayStandIn(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<RazorpayStandIn> {
  const keyId = options.keyId ?? 'rzp_test_standin';
  const keySecret = options.keySecret ?? `secret-${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec-${randomBytes(8).toString('hex')}`;

  const standIn: StandInState = {
    keyId,
    keySecret,
    webhookSecret,
    orders: new Map<string, StandInOrder>(),
    payments: new Map<string, StandInPayment>(),
    refunds: [] as StandInRefund[],
    requests: [] as RecordedRequest[],
    down: false,
    refundFailure: null as RefundFailure,
  };
  /** A card payment on one of its orders, as Razorpay records it: captured (the order is then paid) or failed. */
  const attempt = (orderId: string, outcome: 'captured' | 'failed'): StandInPayment => {
    const order = standIn.orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    const payment: StandInPayment = {
      id: id('pay'),
      entity: 'payment',
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status: outcome,
      captured: outcome === 'captured',
      amount_refunded: 0,
      refund_status: null,
    };
    standIn.payments.set(payment.id, payment);
    order.status = outcome === 'captured' ? 'paid' : 'attempted';
    return payment;
  };

  const handle = standInHandler(standIn);
  const server = createServer((req, res) => {
    handle(req, res).catch(() => error(res, 400, 'Bad request'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    failRefunds(mode: RefundFailure) {
      standIn.refundFailure = mode;
    },
    goDown(down: boolean) {
      standIn.down = down;
    },
    pay(orderId: string) {
      const payment = attempt(orderId, 'captured');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: razorpaySignature(keySecret, orderId, payment.id),
      };
    },
    /** A payment attempt the card refused (Razorpay's `payment.failed`): its id. */
    fail(orderId: string) {
      return attempt(orderId, 'failed').id;
    },
    webhook(paymentId: string, event = 'payment.captured') {
      const payment = standIn.payments.get(paymentId);
      if (!payment) throw new Error(`stand-in: no payment ${paymentId}`);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event,
        contains: ['payment'],
        payload: { payment: { entity: payment } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: webhookSignature(webhookSecret, body) };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  });
}

/** A stand-in for the whole test file, started before its app (declare it first) and closed after it. */
export const razorpayStandInForFile = (options: Parameters<typeof startRazorpayStandIn>[0] = {}): RazorpayStandIn =>
  beforeAllValue(
    () => startRazorpayStandIn(options),
    (standIn) => standIn.close(),
  );

/** The settings that point an app at the stand-in (`PAYMENT_PROVIDER=razorpay`). */
export const razorpayEnv = (standIn: RazorpayStandIn): Record<string, string> => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: standIn.keyId,
  RAZORPAY_KEY_SECRET: standIn.keySecret,
  RAZORPAY_WEBHOOK_SECRET: standIn.webhookSecret,
  RAZORPAY_API_URL: standIn.url,
});
