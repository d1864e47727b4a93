import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import {
  guardedLookup,
  recordWebhookAttempt,
  refusePrivateLiteral,
  webhookForCall,
  webhookIdsFor,
  webhookSignature,
} from '#src/server/modules/alerts/index';
import { WEBHOOK_TIMEOUT_MS, type WebhookEvent } from '#src/shared/constants';
import type { OutboxRow } from '../mail.repository';
import { Undeliverable, type DeliveryAdapter, type NotificationChannel, type OrderNotice } from './channel';

/**
 * Outgoing webhooks (issue 31 §1, docs/decisions/057): one outbox row per active webhook that wants the event, `to`
 * its id and `data` the JSON body as it will be sent (so every retry sends the same bytes and `id`). The adapter
 * signs the body with the webhook's secret at each attempt (a fresh timestamp), POSTs it with a short timeout and logs
 * the attempt; a non-2xx answer, a timeout or a refused connection throws, and the dispatcher retries it with the
 * outbox's back-off. A deleted webhook's rows are given up.
 */

function eventOf(notice: OrderNotice): { event: WebhookEvent; data: Record<string, unknown> } | null {
  const order = notice.order;
  const base = { orderId: order.id, name: order.name, phoneNumber: order.phoneNumber, amount: order.amount };
  if (notice.kind === 'placed') {
    const lines = notice.lines.map((line) => ({
      title: line.productTitle,
      variant: line.variantLabel,
      quantity: line.quantity,
      price: line.price,
      subTotal: line.subTotal,
    }));
    return { event: 'order.placed', data: { ...base, status: 'pending', lines } };
  }
  if (notice.kind === 'status') {
    return { event: 'order.status_changed', data: { ...base, status: notice.status, by: notice.by ?? 'system' } };
  }
  return null;
}

/** The body of a call: an id the receiver can de-duplicate on (retries repeat it), the event, when, and its data. */
export const webhookBody = (event: string, data: unknown) => ({
  id: randomUUID(),
  event,
  createdAt: new Date().toISOString(),
  data,
});

async function compose(tx: Database, notice: OrderNotice) {
  const what = eventOf(notice);
  if (!what) return [];
  const ids = await webhookIdsFor(tx, what.event);
  return ids.map((id) => ({
    channel: 'webhook',
    kind: what.event,
    to: String(id),
    orderId: notice.order.id,
    data: webhookBody(what.event, what.data),
  }));
}

type Answer = { status: number };

/** POSTs `body`; resolves with the answer's status (whatever it is), rejects on a timeout or a connection error. */
function post(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<Answer> {
  const target = new URL(url);
  // Before any socket: an IP literal connects without `lookup`, so the guarded lookup alone would not see it.
  refusePrivateLiteral(target, allowPrivate);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        // The answer's body is not read beyond what arrives: only its status matters.
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

export function webhookAdapter(deps: { db: Database; allowPrivate: boolean; userAgent: string }): DeliveryAdapter {
  return async (row: OutboxRow) => {
    const webhook = await webhookForCall(deps.db, Number(row.to));
    if (!webhook) throw new Undeliverable(`webhook ${row.to} was deleted`);
    const body = JSON.stringify(row.data);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': deps.userAgent,
      'x-kirana-event': row.kind,
      'x-kirana-timestamp': String(timestamp),
      'x-kirana-signature': webhookSignature(webhook.secret, timestamp, body),
    };
    const started = Date.now();
    let answer: Answer | null = null;
    let failure: string | null = null;
    try {
      answer = await post(webhook.url, headers, body, deps.allowPrivate);
      if (answer.status < 200 || answer.status > 299) failure = `HTTP ${answer.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    await recordWebhookAttempt(deps.db, {
      webhookId: webhook.id,
      noticeId: row.id,
      event: row.kind,
      statusCode: answer?.status ?? null,
      error: failure,
      durationMs: Date.now() - started,
    });
    if (failure) throw new Error(failure);
  };
}

export const webhookChannel: NotificationChannel = {
  name: 'webhook',
  compose,
  adapter: (app: FastifyInstance) =>
    webhookAdapter({ db: app.db, allowPrivate: app.config.WEBHOOK_PRIVATE_URLS, userAgent: 'Kirana-Webhooks/1' }),
};
