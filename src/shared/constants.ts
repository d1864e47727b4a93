/**
 * Business constants: section 9 of the spec, plus the limits our decisions add. One source for server and web, one
 * file per area under constants/; every importer keeps importing '#src/shared/constants'.
 */
export * from './constants/storefront';
export * from './constants/accounts';
export * from './constants/media';
export * from './constants/mail';
export * from './constants/catalog';
export * from './constants/orders';
export * from './constants/payments';
export * from './constants/back-office';
export * from './constants/delivery';
export * from './constants/server';

// ── Shop alerts (issue 31 §1, docs/decisions/057) ────────────────────────────────────────────────────────────────────
/** What an outgoing webhook may subscribe to. */
export const WEBHOOK_EVENTS = ['order.placed', 'order.status_changed', 'stock.low'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** A webhook call gives up (and is retried with the outbox's back-off) after this long. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** At most this many webhooks; each at most WEBHOOK_URL_MAX characters. */
export const WEBHOOKS_MAX = 20;
export const WEBHOOK_URL_MAX = 500;
/** The delivery log shows a webhook's last attempts, this many. */
export const WEBHOOK_LOG_ROWS = 50;
/** The live stream's comment line, so proxies keep an idle connection open. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Open live streams per back-office user (one per tab; a few tabs). */
export const LIVE_STREAMS_PER_USER = 10;
/** The default low-stock threshold of a fresh store settings row (the column's default). */
export const LOW_STOCK_DEFAULT = 5;
export * from './constants/gst';
