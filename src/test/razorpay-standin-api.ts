import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInOrder, StandInPayment, StandInRefund, StandInState } from './razorpay-standin-types';

export const id = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
export const error = (res: ServerResponse, status: number, description: string) =>
  send(res, status, { error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description } });

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** The stand-in's HTTP API over its state: every request recorded, then answered as Razorpay answers it. */
export function standInHandler(standIn: StandInState) {
  const expectedAuth = `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`;
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

  return handle;
}
