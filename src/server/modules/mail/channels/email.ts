import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '#src/server/lib/mailer';
import { runInLanguage } from '#src/server/lib/request-language';
import { mailLanguageOfAddress, orderMailRecipients } from '#src/server/modules/accounts/index';
import type { Language } from '#src/shared/texts/language';
import { shopForMail } from '#src/server/modules/settings/index';
import type { OutboxRow } from '../mail.repository';
import {
  ORDER_MAIL_KINDS,
  STATUS_MAIL,
  orderMailData,
  type OrderMailData,
  type OrderMailKind,
  type ShopForMail,
} from '../order-mail-data';
import { renderOrderMail } from '../order-mails';
import { isShopperMailKind, renderShopperMail } from '../shopper-mails';
import { isStaffMailKind, renderStaffMail, staffOrderData, type StaffMailKind } from '../staff-mails';
import { Undeliverable, type DeliveryAdapter, type NotificationChannel, type OrderNotice } from './channel';

/** The order e-mails (issue 15, docs/decisions/025): the shopper's account gets one per notice that has a mail. */

/** The mail a notice sends, if any: `packed` (and `pending`) send none. */
function mailOf(notice: OrderNotice): { kind: OrderMailKind; data: OrderMailData } | null {
  switch (notice.kind) {
    case 'placed':
      return { kind: 'order.placed', data: orderMailData(notice.order, notice.lines) };
    case 'line_changed':
      return { kind: 'order.line_changed', data: { ...orderMailData(notice.order), change: notice.change } };
    case 'adjusted':
      return { kind: 'order.adjusted', data: { ...orderMailData(notice.order), adjustment: notice.adjustment } };
    case 'status': {
      const kind = STATUS_MAIL[notice.status];
      if (!kind) return null;
      const data = orderMailData(notice.order);
      if (kind === 'order.cancelled') data.refundAmount = notice.refundAmount;
      return { kind, data };
    }
  }
}

/**
 * The staff alert a notice sends (docs/decisions/057), if any: a new order, and a cancellation by the shopper
 * (staff who cancel know already).
 */
function staffMailOf(notice: OrderNotice): { kind: StaffMailKind; data: unknown } | null {
  if (notice.kind === 'placed') return { kind: 'staff.order_placed', data: staffOrderData(notice.order, notice.lines) };
  if (notice.kind === 'status' && notice.status === 'cancelled' && notice.by === 'shopper') {
    return { kind: 'staff.order_cancelled', data: staffOrderData(notice.order) };
  }
  return null;
}

const isOrderMailKind = (kind: string): kind is OrderMailKind => (ORDER_MAIL_KINDS as readonly string[]).includes(kind);

/** The e-mail channel's adapter: renders the row (in the shop's name) and hands it to the mailer's transport. */
export function emailAdapter(deps: {
  /** The mailer's transport (SMTP or the outbox directory): resolves once the message is handed over. */
  deliver: (message: MailMessage) => Promise<void>;
  /** The shop, or how to read it when a row is sent (the store settings as they are then, decision 052). */
  shop: ShopForMail | (() => Promise<ShopForMail>);
  /** The language of a shopper's mail to this address (issue 33): their account's; English without one. */
  languageOf?: (email: string) => Promise<Language>;
}): DeliveryAdapter {
  return async (row: OutboxRow) => {
    const shop = typeof deps.shop === 'function' ? await deps.shop() : deps.shop;
    // Staff alerts speak the back office's English; a shopper's mail their account's language, whoever caused it
    // (a run kicked by a request would otherwise read the texts in that request's language).
    const language = isStaffMailKind(row.kind) || !deps.languageOf ? 'en' : await deps.languageOf(row.to);
    let message: MailMessage;
    try {
      message = runInLanguage(language, () => {
        if (isStaffMailKind(row.kind)) return renderStaffMail(row.kind, row.to, row.data, shop);
        if (isOrderMailKind(row.kind)) return renderOrderMail(row.kind, row.to, row.data, shop);
        if (isShopperMailKind(row.kind)) return renderShopperMail(row.kind, row.to, row.data, shop);
        throw new Error(`unknown mail kind ${row.kind}`);
      });
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
    // The shopper's mail and one row per back-office user who opted in to the alerts (docs/decisions/057).
    const staffMail = staffMailOf(notice);
    if (!mail && !staffMail) return [];
    const to = await orderMailRecipients(tx, notice.order.userId, staffMail !== null);
    const orderId = notice.order.id;
    return [
      ...(mail && to.account ? [{ channel: 'email', kind: mail.kind, to: to.account, orderId, data: mail.data }] : []),
      ...(staffMail
        ? to.staff.map((email) => ({
            channel: 'email',
            kind: staffMail.kind,
            to: email,
            orderId,
            data: staffMail.data,
          }))
        : []),
    ];
  },
  adapter: (app: FastifyInstance) =>
    emailAdapter({
      deliver: (message) => app.mailer.deliver(message),
      shop: () => shopForMail(app.db, app.config.mailLinkBase),
      languageOf: (email) => mailLanguageOfAddress(app.db, email),
    }),
};
