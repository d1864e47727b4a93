import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client';
import type { MailMessage } from '#src/server/lib/mailer';
import {
  MAIL_BATCH,
  MAIL_CLAIM_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_POLL_MS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_MAX_MS,
  type OrderStatus,
} from '#src/shared/constants';
import { userEmails } from '#src/server/modules/accounts/index';
import * as repo from './mail.repository';
import {
  ORDER_MAIL_KINDS,
  STATUS_MAIL,
  orderMailData,
  renderOrderMail,
  type MailOrder,
  type LineChangeMail,
  type MailOrderLine,
  type OrderMailInput,
  type OrderMailKind,
  type ShopForMail,
} from './order-mails';

/**
 * The outbox of order e-mails (docs/decisions/025). A change writes its mail in its own transaction
 * (`enqueue…`), so the mail exists exactly when the change committed; the dispatcher sends it afterwards — kicked
 * by the writer after its commit (`kickMail`), every MAIL_POLL_MS, and at start for mail left by a stopped server —
 * and retries a failure with exponential backoff, up to MAIL_MAX_ATTEMPTS.
 */

export type QueuedMail = { kind: OrderMailKind; to: string; orderId: number | null; data: OrderMailInput };

/** Inside the caller's transaction: the mail commits or rolls back with the change it tells about. */
export async function enqueueMail(tx: Database, mail: QueuedMail): Promise<void> {
  await repo.insertMail(tx, { kind: mail.kind, to: mail.to, orderId: mail.orderId, data: mail.data });
}

/**
 * Where an order's mail goes: the e-mail of the account that placed it, never the order's contact e-mail (typed in
 * the request; kept on the order and the slip for the grocer), so no shopper makes the shop mail an address of
 * their choosing. None when the account is gone.
 */
async function accountEmailOf(tx: Database, order: MailOrder): Promise<string | undefined> {
  return (await userEmails(tx, [order.userId])).get(order.userId);
}

/** The "order placed" mail (the place-order workflow's transaction): its lines, totals and delivery address. */
export async function enqueueOrderPlacedMail(
  tx: Database,
  placed: { order: MailOrder; lines: readonly MailOrderLine[] },
): Promise<void> {
  const { order, lines } = placed;
  const to = await accountEmailOf(tx, order);
  if (!to) return;
  await enqueueMail(tx, {
    kind: 'order.placed',
    to,
    orderId: order.id,
    data: orderMailData(order, lines),
  });
}

/**
 * The mail of an order's move to `status`, in the moving transaction; `packed` (and `pending`) send none. A
 * cancellation's mail says `refundAmount`: the amount the orders service starts the refund for — the whole order
 * (decision 024), less what changed lines refunded already (docs/decisions/032).
 */
export async function enqueueOrderStatusMail(
  tx: Database,
  order: MailOrder,
  status: OrderStatus,
  refundAmount: number = order.amount,
): Promise<void> {
  const kind = STATUS_MAIL[status];
  if (!kind) return;
  const to = await accountEmailOf(tx, order);
  if (!to) return;
  const data = orderMailData(order);
  if (kind === 'order.cancelled') data.refundAmount = refundAmount;
  await enqueueMail(tx, { kind, to, orderId: order.id, data });
}

/**
 * "An item in your order changed" (docs/decisions/032), in the changing transaction: which line, unavailable or
 * substituted (with what), and the refund the change starts.
 */
export async function enqueueOrderLineChangedMail(
  tx: Database,
  order: MailOrder,
  change: LineChangeMail,
): Promise<void> {
  const to = await accountEmailOf(tx, order);
  if (!to) return;
  await enqueueMail(tx, {
    kind: 'order.line_changed',
    to,
    orderId: order.id,
    data: { ...orderMailData(order), change },
  });
}

/** Where an order's mail stands, for the back office: waiting (with its next try), sent, or given up (with why). */
export type OrderMailState = {
  id: number;
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
  return (await repo.listMailsOfOrder(db, orderId)).map((row) => ({
    id: row.id,
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

/** Wait before the next attempt after `attempts` failed ones: 1 min, 2, 4, … at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);

const isOrderMailKind = (kind: string): kind is OrderMailKind => (ORDER_MAIL_KINDS as readonly string[]).includes(kind);

/** What an error may say in the outbox row (the back office shows it): its message, one line, bounded. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500) || 'unknown error';

export type DispatcherDeps = {
  db: Database;
  /** The mailer's transport (SMTP or the outbox directory): resolves once the message is handed over. */
  deliver: (message: MailMessage) => Promise<void>;
  shop: ShopForMail;
  log: FastifyBaseLogger;
};

export type DispatchResult = { sent: number; failed: number; gaveUp: number };

/** Sends the outbox's due mail of one database; one per app. */
export class MailDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: DispatcherDeps) {}

  /** Sends what is due now (mail left by a stopped server), then looks again every MAIL_POLL_MS. */
  start(): void {
    this.timer = setInterval(() => this.kick(), MAIL_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a run soon (after the caller's answer); a kick during a run makes it look once more when done. */
  kick(): void {
    if (this.stopped) return;
    this.again = true;
    if (this.running) return;
    this.running = this.loop().finally(() => {
      this.running = null;
      // A kick between the loop's last look and here found it still running: look again for it.
      if (this.again) this.kick();
    });
  }

  private async loop(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.again && !this.stopped) {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        // The database is down or closing: the mail stays due, and the timer (or the next kick) tries again.
        this.deps.log.error({ err: error }, 'mail outbox: dispatch failed');
      }
    }
  }

  /**
   * Sends every mail due at `now`: claims MAIL_BATCH at a time (until a claim finds fewer), sends them at once,
   * and records each outcome. A failure is due again after `retryDelayMs`, or given up after MAIL_MAX_ATTEMPTS.
   */
  async runOnce(now: Date = new Date()): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, failed: 0, gaveUp: 0 };
    for (;;) {
      const claimed = await repo.claimDueMails(this.deps.db, now, new Date(now.getTime() + MAIL_CLAIM_MS), MAIL_BATCH);
      await Promise.all(claimed.map((row) => this.send(row, now, result)));
      if (claimed.length < MAIL_BATCH || this.stopped) return result;
    }
  }

  private async send(row: repo.MailRow, now: Date, result: DispatchResult): Promise<void> {
    const { db, log } = this.deps;
    const about = { mailId: row.id, kind: row.kind, orderId: row.orderId, attempts: row.attempts };
    let message: MailMessage;
    try {
      if (!isOrderMailKind(row.kind)) throw new Error(`unknown mail kind ${row.kind}`);
      message = renderOrderMail(row.kind, row.to, row.data, this.deps.shop);
    } catch (error) {
      // A row this code cannot render fails the same way on every try: given up at once, not retried for hours.
      await repo.markFailed(db, row.id, errorText(error), null);
      result.gaveUp++;
      log.error({ ...about, err: error }, 'mail outbox: e-mail cannot be rendered; given up (kept with its error)');
      return;
    }
    try {
      await this.deps.deliver(message);
    } catch (error) {
      const gaveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = gaveUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await repo.markFailed(db, row.id, errorText(error), retryAt);
      if (gaveUp) {
        result.gaveUp++;
        log.error(
          { ...about, err: error },
          'mail outbox: e-mail given up after its last attempt (kept with its error)',
        );
      } else {
        result.failed++;
        log.warn({ ...about, err: error, retryAt }, 'mail outbox: e-mail not sent; will retry');
      }
      return;
    }
    await repo.markSent(db, row.id, new Date());
    result.sent++;
  }

  /** Resolves once no run is in progress (tests; closing). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No more runs; waits for the one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }
}

// The dispatcher of each app's database, so a service holding only `db` can kick it after its commit.
const dispatchers = new WeakMap<Database, MailDispatcher>();

/** After the transaction that enqueued mail has committed: send it now rather than at the next poll. */
export function kickMail(db: Database): void {
  dispatchers.get(db)?.kick();
}

/** The dispatcher of an app's database (tests run it, wait for it). */
export const mailDispatcherOf = (db: Database): MailDispatcher | undefined => dispatchers.get(db);

/** Starts the app's dispatcher (sending what a stopped server left), and stops it when the app closes. */
export async function startMailOutbox(app: FastifyInstance): Promise<void> {
  const dispatcher = new MailDispatcher({
    db: app.db,
    deliver: (message) => app.mailer.deliver(message),
    shop: { name: app.config.SHOP_NAME, url: app.config.PUBLIC_URL },
    log: app.log,
  });
  dispatchers.set(app.db, dispatcher);
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    if (dispatchers.get(app.db) === dispatcher) dispatchers.delete(app.db);
  });
  dispatcher.start();
}
