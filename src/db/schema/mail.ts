import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { createdAt } from './types';

/**
 * Notices waiting to leave (e-mails today; the table keeps its first name), written in the transaction of the change they tell about (docs/decisions/025): a row
 * commits or rolls back with its order, and survives a mail server outage or a restart. `kind` and `data` say what
 * to send; the channel's delivery adapter renders the message (with the shop's name) when it sends it.
 *
 * State: waiting while `next_attempt_at` is set (due once it has passed), sent once `sent_at` is set, given up
 * when neither is (after MAIL_MAX_ATTEMPTS failures; `last_error` says why).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * How it leaves: 'email' (the dispatcher's e-mail adapter). A channel added later (outgoing webhooks, WhatsApp)
     * writes its own rows; rows from before channels are e-mail (migration 0034).
     */
    channel: text('channel').notNull().default('email'),
    /** Where to: an e-mail address on the 'email' channel. */
    to: text('to').notNull(),
    /** 'order.placed', 'order.confirmed', 'order.out_for_delivery', 'order.delivered', 'order.cancelled'. */
    kind: text('kind').notNull(),
    /** The order the mail is about; its unsent mails go with it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What the kind's template shows, as it was at the change (names, lines, amounts). */
    data: jsonb('data').notNull(),
    /** Sending attempts started (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; null once sent or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The dispatcher's claim: due rows, oldest due first. Sent and given-up rows are not in it.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.nextAttemptAt} is not null`),
    index('mail_outbox_order_idx').on(t.orderId),
  ],
);
