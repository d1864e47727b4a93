import type { ApiModule } from '#src/server/lib/route';
import { startMailOutbox } from './mail.service';

/**
 * Order e-mails through an outbox table (docs/decisions/025): `enqueue…` inside the transaction of the change,
 * `kickMail(db)` after its commit; the dispatcher sends, retries and gives up. Account e-mails (codes) keep the
 * mailer's `sendLater` (decision 004's timing rule).
 */
export const mailApi: ApiModule = { routes: [], setup: startMailOutbox };
export {
  enqueueMail,
  enqueueOrderLineChangedMail,
  enqueueOrderPlacedMail,
  enqueueOrderStatusMail,
  kickMail,
  mailDispatcherOf,
  mailsOfOrder,
  type OrderMailState,
  type QueuedMail,
} from './mail.service';
export type { LineChangeMail, MailOrder, MailOrderLine, OrderMailKind } from './order-mails';
