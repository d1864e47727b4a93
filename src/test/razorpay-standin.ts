import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAllValue } from './hooks';

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
export type StandInOrder = {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: string;
  notes: Record<string, string>;
};
export type StandInPayment = {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  captured: boolean;
  /** Paise given back so far; `refund_status` null, `partial` or `full`, as Razorpay reports them. */
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
};
export type StandInRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'processed';
  speed_requested: 'normal';
  created_at: number;
};
/**
 * How `POST /v1/payments/{id}/refund` misbehaves while set: `server` answers 500 (nothing refunded), `bad-request`
 * answers Razorpay's 400 `BAD_REQUEST_ERROR` (nothing refunded), `lost` refunds and then answers 504 — the answer is
 * lost on the way, as with a timeout, and only the idempotency key keeps a retry from refunding again.
 */
export type RefundFailure = 'server' | 'bad-request' | 'lost' | null;
export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  headers: IncomingHttpHeaders;
};

export type RazorpayStandIn = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: StandInRefund[];
  requests: RecordedRequest[];
  /** Answer every API call with 503 while true. */
  down: boolean;
  /** Make refunds fail (see RefundFailure) while set. */
  refundFailure: RefundFailure;
  /** Sets `refundFailure` (a method, so it also works through `razorpayStandInForFile`'s stand-in object). */
  failRefunds(mode: RefundFailure): void;
  /** Sets `down`, likewise. */
  goDown(down: boolean): void;
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A failed attempt on the order (a declined card in Razorpay's dialog): the payment id, for `webhook(…, 'payment.failed')`. */
  fail(orderId: string): string;
  webhook(paymentId: string, event?: string): { body: string; signature: string };
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/**
 * Razorpay Checkout's signature as Razorpay documents it — HMAC-SHA256 of `order_id|payment_id` with the key secret,
 * in hex — computed here with node:crypto, apart from the shop's code: the tests' oracle for signatures.
 */
export const razorpaySignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmac(keySecret, `${orderId}|${paymentId}`);

/** Razorpay's webhook signature (HMAC-SHA256 of the raw body with the webhook secret, hex), computed the same way. */
export const webhookSignature = (webhookSecret: string, body: string) => hmac(webhookSecret, body);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
const error = (res: ServerResponse, status: number, description: string) =>
  send(res, status, { error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description } });

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

export async function startRazorpayStandIn(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<RazorpayStandIn> {
  const keyId = options.keyId ?? 'rzp_test_standin';
  const keySecret = options.keySecret ?? `secret-${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec-${randomBytes(8).toString('hex')}`;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const standIn = {
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
  /** `X-Refund-Idempotency` keys seen: the request body they came with and the refund they made. */
  const idempotent = new Map<string, { body: string; refund: StandInRefund }>();

  /**
   * Razorpay's Refunds API (`POST /v1/payments/{id}/refund`, normal speed): `{ amount?, receipt?, notes? }`, the whole
   * remaining amount when `amount` is left out; only captured payments; never more than is left. With an
   * `X-Refund-Idempotency` key (10+ letters, digits, `-`, `_`) a repeat of the same body answers the refund already
   * made and a different body with the same key is refused, as Razorpay documents.
   */
  function refund(req: IncomingMessage, res: ServerResponse, payment: StandInPayment, body: unknown) {
    const input = (body ?? {}) as { amount?: unknown; receipt?: unknown; notes?: unknown };
    const key = req.headers['x-refund-idempotency'];
    if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_-]{10,}$/.test(key)))
      return error(res, 400, 'The idempotency key is invalid');
    const canonical = JSON.stringify({ amount: input.amount, receipt: input.receipt, notes: input.notes });
    const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (seen) {
      if (seen.body !== canonical)
        return error(res, 400, 'Different request with the same idempotency key has already been processed.');
      if (payment.id === seen.refund.payment_id) return send(res, 200, seen.refund);
    }
    if (standIn.refundFailure === 'server')
      return error(res, 500, 'We are facing some trouble completing your request');
    if (standIn.refundFailure === 'bad-request')
      return error(res, 400, 'Refund request could not be processed for this payment');
    if (!payment.captured) return error(res, 400, 'The payment has not been captured');
    if (payment.refund_status === 'full') return error(res, 400, 'The payment has been fully refunded already');
    const left = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? left;
    if (!Number.isInteger(amount) || (amount as number) < 100)
      return error(res, 400, 'The amount must be atleast INR 1.00');
    if ((amount as number) > left) return error(res, 400, 'The refund amount provided is greater than amount captured');
    const made: StandInRefund = {
      id: id('rfnd'),
      entity: 'refund',
      payment_id: payment.id,
      amount: amount as number,
      currency: payment.currency,
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      notes: (input.notes ?? {}) as Record<string, string>,
      status: 'processed',
      speed_requested: 'normal',
      created_at: Math.floor(Date.now() / 1000),
    };
    payment.amount_refunded += made.amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    standIn.refunds.push(made);
    if (typeof key === 'string') idempotent.set(key, { body: canonical, refund: made });
    if (standIn.refundFailure === 'lost') return error(res, 504, 'Gateway timeout');
    return send(res, 200, made);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    standIn.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      body,
      headers: req.headers,
    });
    if (standIn.down) return error(res, 503, 'Service unavailable');
    if (req.headers.authorization !== expectedAuth) return error(res, 401, 'Authentication failed');

    if (req.method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = (body ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return error(res, 400, 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') return error(res, 400, 'Currency is not supported');
      const order: StandInOrder = {
        id: id('order'),
        entity: 'order',
        amount: amount as number,
        currency,
        receipt: String(receipt ?? ''),
        status: 'created',
        notes: (notes ?? {}) as Record<string, string>,
      };
      standIn.orders.set(order.id, order);
      return send(res, 200, {
        ...order,
        amount_paid: 0,
        amount_due: order.amount,
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (req.method === 'GET' && orderMatch) {
      const order = standIn.orders.get(decodeURIComponent(orderMatch[1]!));
      if (!order) return error(res, 400, 'The id provided does not exist');
      if (!orderMatch[2]) return send(res, 200, order);
      const items = [...standIn.payments.values()].filter((payment) => payment.order_id === order.id);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(path);
    if (paymentMatch) {
      const payment = standIn.payments.get(decodeURIComponent(paymentMatch[1]!));
      if (!payment) return error(res, 400, 'The id provided does not exist');
      if (req.method === 'GET' && !paymentMatch[2]) return send(res, 200, payment);
      if (req.method === 'POST' && paymentMatch[2]) return refund(req, res, payment, body);
    }
    return error(res, 404, 'The requested URL was not found on the server.');
  }

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
