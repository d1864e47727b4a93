import type { ApiModule } from '#src/server/lib/route';
import { startOutbox } from './mail.service';

/**
 * The notification outbox (docs/decisions/025, 044): the orders module's `recordOrderEvent` calls `notifyOrder`
 * inside the transaction of the change, which writes one row per channel (e-mail today, `channels/`); the writer
 * calls `kickOutbox(db)` after its commit; one dispatcher sends, retries and gives up, whatever the channel.
 * Account e-mails (codes) keep the mailer's `sendLater` (decision 004's timing rule).
 */
export const mailApi: ApiModule = { routes: [], setup: startOutbox };
export { kickOutbox, mailsOfOrder, notifyOrder, outboxDispatcherOf, type OrderMailState } from './mail.service';
export type { OrderNotice } from './channels/channel';
export type { LineChangeMail, MailOrder, MailOrderLine } from './order-mail-data';
