import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's HTTP API (the parts the shop uses), on 127.0.0.1 and a free port:
 *
 * - `POST /v1/orders` — basic auth key_id:key_secret; `{ amount, currency, receipt, notes }` →
 *   `{ id: 'order_…', entity: 'order', amount, currency, receipt, status: 'created', … }`
 * - `GET /v1/orders/{id}`, `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refund`
 *
 * Razorpay Checkout (the browser dialog) is played by `pay(orderId)`, which answers the handler's proof signed as
 * Razorpay signs it; `webhook(paymentId)` builds a signed `payment.captured` delivery. Every request is recorded.
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
};
export type StandInRefund = { id: string; entity: 'refund'; payment_id: string; amount: number; status: 'processed' };
export type RecordedRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

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
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
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
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    standIn.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
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
    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && orderMatch) {
      const order = standIn.orders.get(decodeURIComponent(orderMatch[1]!));
      return order ? send(res, 200, order) : error(res, 400, 'The id provided does not exist');
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(path);
    if (paymentMatch) {
      const payment = standIn.payments.get(decodeURIComponent(paymentMatch[1]!));
      if (!payment) return error(res, 400, 'The id provided does not exist');
      if (req.method === 'GET' && !paymentMatch[2]) return send(res, 200, payment);
      if (req.method === 'POST' && paymentMatch[2]) {
        if (payment.status === 'refunded') return error(res, 400, 'The payment has been fully refunded already');
        const amount = ((body ?? {}) as { amount?: number }).amount ?? payment.amount;
        const refund: StandInRefund = {
          id: id('rfnd'),
          entity: 'refund',
          payment_id: payment.id,
          amount,
          status: 'processed',
        };
        payment.status = 'refunded';
        standIn.refunds.push(refund);
        return send(res, 200, refund);
      }
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
    pay(orderId: string) {
      const order = standIn.orders.get(orderId);
      if (!order) throw new Error(`stand-in: no order ${orderId}`);
      const payment: StandInPayment = {
        id: id('pay'),
        entity: 'payment',
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        captured: true,
      };
      standIn.payments.set(payment.id, payment);
      order.status = 'paid';
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: razorpaySignature(keySecret, orderId, payment.id),
      };
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
