import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import type { OrderStatus } from '#src/shared/constants';
import type { OutboxRow } from '../mail.repository';
import type { AdjustmentMail, LineChangeMail, MailOrder, MailOrderLine } from '../order-mail-data';

/**
 * A notification channel (docs/decisions/044): how one kind of message (e-mail today; an outgoing webhook or a
 * WhatsApp notice later) is composed from an order's event, and delivered. The outbox and its dispatcher are
 * shared: a channel only says what to write and how to hand one row over; retries and back-off are the
 * dispatcher's, the same for every channel.
 */

/** What an order event tells the shopper, in the orders module's words; each channel composes its own message. */
export type OrderNotice =
  | { kind: 'placed'; order: MailOrder; lines: readonly MailOrderLine[] }
  /** A cancellation's `refundAmount` is what the cancellation refunds (the order less changed lines' refunds). */
  | {
      kind: 'status';
      order: MailOrder;
      status: OrderStatus;
      refundAmount: number;
      /** Who moved it: the staff alerts tell of a shopper's own cancellation only (docs/decisions/057). */
      by?: 'shopper' | 'staff' | 'system';
    }
  | { kind: 'line_changed'; order: MailOrder; change: LineChangeMail }
  /** Staff reduced a line, refunded goodwill or took a return (docs/decisions/055). */
  | { kind: 'adjusted'; order: MailOrder; adjustment: AdjustmentMail };

/** One outbox row to write: the channel's own `kind`, recipient and the data its adapter renders later. */
export type OutboxMessage = { channel: string; kind: string; to: string; orderId: number | null; data: unknown };

/** Hands one claimed row over. Throws `Undeliverable` for a row no later try can send; any other throw is retried. */
export type DeliveryAdapter = (row: OutboxRow) => Promise<void>;

/** A row this code cannot send (an unknown kind, data of the wrong shape): given up at once, never retried. */
export class Undeliverable extends Error {}

export type NotificationChannel = {
  /** The outbox rows' `channel`. */
  name: string;
  /** In the event's transaction: this channel's rows for the notice, or none (nothing to say, nobody to tell). */
  compose(tx: Database, notice: OrderNotice): Promise<readonly OutboxMessage[]>;
  /** The app's adapter for this channel's rows (its transport and settings come from the app). */
  adapter(app: FastifyInstance): DeliveryAdapter;
};
