import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import type { MailMessage } from '#src/server/lib/mailer';
import { userEmails } from '#src/server/modules/accounts/index';
import { shopForMail } from '#src/server/modules/settings/index';
import type { OutboxRow } from '../mail.repository';
import {
  ORDER_MAIL_KINDS,
  STATUS_MAIL,
  orderMailData,
  type MailOrder,
  type OrderMailData,
  type OrderMailKind,
  type ShopForMail,
} from '../order-mail-data';
import { renderOrderMail } from '../order-mails';
import { Undeliverable, type DeliveryAdapter, type NotificationChannel, type OrderNotice } from './channel';

/** The order e-mails (issue 15, docs/decisions/025): the shopper's account gets one per notice that has a mail. */

/**
 * Where an order's mail goes: the e-mail of the account that placed it, never the order's contact e-mail (typed in
 * the request; kept on the order and the slip for the grocer), so no shopper makes the shop mail an address of
 * their choosing. None when the account is gone.
 */
async function accountEmailOf(tx: Database, order: MailOrder): Promise<string | undefined> {
  return (await userEmails(tx, [order.userId])).get(order.userId);
}

/** The mail a notice sends, if any: `packed` (and `pending`) send none. */
function mailOf(notice: OrderNotice): { kind: OrderMailKind; data: OrderMailData } | null {
  switch (notice.kind) {
    case 'placed':
      return { kind: 'order.placed', data: orderMailData(notice.order, notice.lines) };
    case 'line_changed':
      return { kind: 'order.line_changed', data: { ...orderMailData(notice.order), change: notice.change } };
    case 'status': {
      const kind = STATUS_MAIL[notice.status];
      if (!kind) return null;
      const data = orderMailData(notice.order);
      if (kind === 'order.cancelled') data.refundAmount = notice.refundAmount;
      return { kind, data };
    }
  }
}

const isOrderMailKind = (kind: string): kind is OrderMailKind => (ORDER_MAIL_KINDS as readonly string[]).includes(kind);

/** The e-mail channel's adapter: renders the row (in the shop's name) and hands it to the mailer's transport. */
export function emailAdapter(deps: {
  /** The mailer's transport (SMTP or the outbox directory): resolves once the message is handed over. */
  deliver: (message: MailMessage) => Promise<void>;
  /** The shop, or how to read it when a row is sent (the store settings as they are then, decision 052). */
  shop: ShopForMail | (() => Promise<ShopForMail>);
}): DeliveryAdapter {
  return async (row: OutboxRow) => {
    const shop = typeof deps.shop === 'function' ? await deps.shop() : deps.shop;
    let message: MailMessage;
    try {
      if (!isOrderMailKind(row.kind)) throw new Error(`unknown mail kind ${row.kind}`);
      message = renderOrderMail(row.kind, row.to, row.data, shop);
    } catch (error) {
      // A row this code cannot render fails the same way on every try.
      throw new Undeliverable(error instanceof Error ? error.message : String(error), { cause: error });
    }
    await deps.deliver(message);
  };
}

export const emailChannel: NotificationChannel = {
  name: 'email',
  async compose(tx, notice) {
    const mail = mailOf(notice);
    if (!mail) return null;
    const to = await accountEmailOf(tx, notice.order);
    if (!to) return null;
    return { channel: 'email', kind: mail.kind, to, orderId: notice.order.id, data: mail.data };
  },
  adapter: (app: FastifyInstance) =>
    emailAdapter({
      deliver: (message) => app.mailer.deliver(message),
      shop: () => shopForMail(app.db, app.config.PUBLIC_URL),
    }),
};
