import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './types';

/**
 * The footer's newsletter box (issue 16, docs/decisions/030): double opt-in. A subscription is `pending` until the
 * link of its confirmation e-mail is followed; only the token's SHA-256 is kept. `unsubscribed` rows stay (who
 * left, and when), and subscribing again starts a new confirmation.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** SHA-256 (base64url) of the pending confirmation link's token; null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_token_key')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    // The back office's list: confirmed subscribers, newest first.
    index('newsletter_subscribers_confirmed_idx')
      .on(t.confirmedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'confirmed'`),
  ],
);
