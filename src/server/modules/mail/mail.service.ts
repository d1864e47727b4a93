import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import type { OrderNotice, OutboxMessage } from './channels/channel';
import { CHANNELS } from './channels/index';
import * as repo from './mail.repository';
import { OutboxDispatcher } from './outbox-dispatcher';

/**
 * The notification outbox (docs/decisions/025, 044). An order event writes one row per channel in its own
 * transaction (`notifyOrder`, called by the orders module's `recordOrderEvent`), so a notice exists exactly when the
 * change committed; the dispatcher sends it afterwards — kicked by the writer after its commit (`kickOutbox`), every
 * MAIL_POLL_MS, and at start for rows left by a stopped server — and retries a failure with exponential backoff.
 */

/** Inside the caller's transaction: the row commits or rolls back with the change it tells about. */
export async function enqueue(tx: Database, message: OutboxMessage): Promise<void> {
  await repo.insertOutboxRow(tx, message);
}

/** Inside the event's transaction: each channel's row for the notice (a channel may have nothing to send). */
export async function notifyOrder(tx: Database, notice: OrderNotice): Promise<void> {
  for (const channel of CHANNELS) {
    for (const message of await channel.compose(tx, notice)) await enqueue(tx, message);
  }
}

/** Where an order's notice stands, for the back office: waiting (with its next try), sent, or given up (with why). */
export type OrderMailState = {
  id: number;
  channel: string;
  kind: string;
  to: string;
  state: 'waiting' | 'sent' | 'given_up';
  attempts: number;
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
};

export async function mailsOfOrder(db: Database, orderId: number): Promise<OrderMailState[]> {
  return (await repo.listRowsOfOrder(db, orderId)).map((row) => ({
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    to: row.to,
    state: row.sentAt ? 'sent' : row.nextAttemptAt ? 'waiting' : 'given_up',
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }));
}

// The dispatcher of each app's database, so a service holding only `db` can kick it after its commit.
const dispatchers = new WeakMap<Database, OutboxDispatcher>();

/** After the transaction that wrote outbox rows has committed: send them now rather than at the next poll. */
export function kickOutbox(db: Database): void {
  dispatchers.get(db)?.kick();
}

/** The dispatcher of an app's database (tests run it, wait for it). */
export const outboxDispatcherOf = (db: Database): OutboxDispatcher | undefined => dispatchers.get(db);

/** Starts the app's dispatcher (sending what a stopped server left), and stops it when the app closes. */
export async function startOutbox(app: FastifyInstance): Promise<void> {
  const dispatcher = new OutboxDispatcher({
    db: app.db,
    adapters: Object.fromEntries(CHANNELS.map((channel) => [channel.name, channel.adapter(app)])),
    log: app.log,
  });
  dispatchers.set(app.db, dispatcher);
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    if (dispatchers.get(app.db) === dispatcher) dispatchers.delete(app.db);
  });
  dispatcher.start();
}
