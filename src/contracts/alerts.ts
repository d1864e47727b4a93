import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from '../shared/constants';
import { NOTIFY_ERROR_TEXT } from '../shared/texts/notify';
import { ZDeleted } from './admin-taxonomy';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The shop's alerts (issue 31 §1, docs/decisions/057): client group `adminAlerts` — a back-office user's own opt-in
 * to the alert e-mails, the live order stream (server-sent events; no client method: the shell reads it with
 * fetch), and the outgoing webhooks with their delivery log (permission `settings`, audited).
 */
const TAGS = ['admin', 'alerts'] as const;

export const ZMyNotifications = z.object({
  /** E-mail me on a new order, a shopper's cancellation and a pack running low. */
  orderAlerts: z.boolean(),
});
export type TMyNotifications = z.infer<typeof ZMyNotifications>;

export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);

export const ZWebhookInput = z.object({
  url: z.string().trim().min(1, NOTIFY_ERROR_TEXT.urlScheme).max(WEBHOOK_URL_MAX, NOTIFY_ERROR_TEXT.urlScheme),
  events: z
    .array(ZWebhookEvent)
    .min(1, NOTIFY_ERROR_TEXT.eventsRequired)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type TWebhookInput = z.input<typeof ZWebhookInput>;

/** The last attempt of a webhook's calls; null before the first. */
export const ZWebhookDelivery = z.object({
  id: z.number(),
  /** ISO 8601. */
  attemptedAt: z.string(),
  event: z.string(),
  /** The answer's HTTP status; null when none came (timeout, refused). */
  statusCode: z.number().int().nullable(),
  /** Why it failed; null when it succeeded (2xx). */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhook = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(ZWebhookEvent),
  active: z.boolean(),
  createdAt: z.string(),
  lastDelivery: ZWebhookDelivery.nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const adminAlerts = {
  myNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/admin/me/notifications',
    auth: 'back-office',
    tags: TAGS,
    summary: 'Whether I get the alert e-mails (new orders, shoppers’ cancellations, low stock)',
    responses: { 200: ZMyNotifications },
  }),
  setMyNotifications: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/me/notifications',
    auth: 'back-office',
    tags: TAGS,
    summary: 'Turn my alert e-mails on or off (audited)',
    body: ZMyNotifications,
    responses: { 200: ZMyNotifications },
  }),
  /** Server-sent events; the shell reads it with fetch (the API takes bearer tokens only), so no client method. */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/admin/events',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'A live stream of order events (text/event-stream)',
    description:
      'Each committed order event is one `event: order` with `data: {"kind":"placed"|"status","orderId":…,"status":…}`; ' +
      'a comment line every 25 s keeps proxies from closing an idle stream. The stream ends when the server stops; ' +
      'reconnect after the `retry` it names. At most 10 open per user (429). Needs `Accept: text/event-stream` (400 ' +
      'otherwise).',
    responses: { 200: z.string().describe('text/event-stream') },
    client: false,
  }),
  webhooks: defineEndpoint({
    method: 'GET',
    path: '/api/admin/webhooks',
    auth: { permission: 'settings' },
    tags: TAGS,
    summary: 'The outgoing webhooks, each with its last call',
    responses: { 200: z.object({ webhooks: z.array(ZWebhook) }) },
  }),
  createWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/admin/webhooks',
    auth: { permission: 'settings' },
    tags: TAGS,
    summary: 'Register a webhook (audited); the answer carries its new signing secret',
    description:
      'Calls are JSON POSTs with `X-Kirana-Event`, `X-Kirana-Timestamp` and `X-Kirana-Signature: t=<unix seconds>,' +
      'v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>`; retried with back-off on a non-2xx answer or a ' +
      'timeout (5 s). Addresses on loopback or private networks are refused in production (docs/decisions/057).',
    body: ZWebhookInput,
    responses: { 201: z.object({ webhook: ZWebhook, secret: z.string() }) },
  }),
  webhookSecret: defineEndpoint({
    method: 'GET',
    path: '/api/admin/webhooks/:id/secret',
    auth: { permission: 'settings' },
    tags: TAGS,
    summary: "A webhook's signing secret",
    params: ZIdParams,
    responses: { 200: z.object({ secret: z.string() }) },
  }),
  deleteWebhook: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/webhooks/:id',
    auth: { permission: 'settings' },
    tags: TAGS,
    summary: 'Delete a webhook and its delivery log (audited); its calls still waiting are given up',
    params: ZIdParams,
    responses: { 200: ZDeleted },
  }),
  webhookDeliveries: defineEndpoint({
    method: 'GET',
    path: '/api/admin/webhooks/:id/deliveries',
    auth: { permission: 'settings' },
    tags: TAGS,
    summary: "A webhook's delivery log: its last 50 attempts, newest first",
    params: ZIdParams,
    responses: { 200: z.object({ deliveries: z.array(ZWebhookDelivery) }) },
  }),
};
