import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './types';

/**
 * Outgoing webhooks (issue 31 §1, docs/decisions/057), owned by the alerts module: the URLs the grocer registered,
 * with the events each wants and its signing secret. Each call is an outbox row on the `webhook` channel (the mail
 * module's dispatcher retries it); every attempt leaves a `webhook_deliveries` row, the back office's delivery log.
 */
export const webhooks = pgTable('webhooks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  /** Any of WEBHOOK_EVENTS (src/shared/constants.ts): 'order.placed', 'order.status_changed', 'stock.low'. */
  events: text('events').array().notNull(),
  /** The HMAC-SHA256 key of `X-Kirana-Signature` (hex, 32 random bytes); shown to the grocer on request. */
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One attempt to call a webhook: when, the answer's status (null: none came) and the error, if it failed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The outbox row (mail_outbox.id) this attempt sent: its attempts share it. */
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.attemptedAt.desc(), t.id.desc())],
);
