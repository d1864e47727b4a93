import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import {
  MAIL_BATCH,
  MAIL_CLAIM_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_POLL_MS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_MAX_MS,
} from '#src/shared/constants';
import { Undeliverable, type DeliveryAdapter } from './channels/channel';
import * as repo from './mail.repository';

/**
 * The outbox's one sending loop (docs/decisions/025, 044): it claims due rows of every channel, hands each to its
 * channel's adapter, and records the outcome. A failure is due again after `retryDelayMs`, or given up after
 * MAIL_MAX_ATTEMPTS; a row no adapter can send (`Undeliverable`, or a channel without an adapter) is given up at
 * once. Adapters only deliver: the retries and the back-off are the same for every channel.
 */

/** Wait before the next attempt after `attempts` failed ones: 1 min, 2, 4, … at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);

/** What an error may say in the outbox row (the back office shows it): its message, one line, bounded. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500) || 'unknown error';

export type DispatcherDeps = {
  db: Database;
  /** Each channel's adapter, by the rows' `channel`. */
  adapters: Readonly<Record<string, DeliveryAdapter>>;
  log: FastifyBaseLogger;
};

export type DispatchResult = { sent: number; failed: number; gaveUp: number };

/** Sends the outbox's due rows of one database; one per app. */
export class OutboxDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: DispatcherDeps) {}

  /** Sends what is due now (rows left by a stopped server), then looks again every MAIL_POLL_MS. */
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
        // The database is down or closing: the rows stay due, and the timer (or the next kick) tries again.
        this.deps.log.error({ err: error }, 'outbox: dispatch failed');
      }
    }
  }

  /** Sends every row due at `now`: claims MAIL_BATCH at a time (until a claim finds fewer), sends them at once. */
  async runOnce(now: Date = new Date()): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, failed: 0, gaveUp: 0 };
    for (;;) {
      const claimed = await repo.claimDueRows(this.deps.db, now, new Date(now.getTime() + MAIL_CLAIM_MS), MAIL_BATCH);
      await Promise.all(claimed.map((row) => this.send(row, now, result)));
      if (claimed.length < MAIL_BATCH || this.stopped) return result;
    }
  }

  private async send(row: repo.OutboxRow, now: Date, result: DispatchResult): Promise<void> {
    const { db, log } = this.deps;
    const about = {
      mailId: row.id,
      channel: row.channel,
      kind: row.kind,
      orderId: row.orderId,
      attempts: row.attempts,
    };
    try {
      const adapter = this.deps.adapters[row.channel];
      if (!adapter) throw new Undeliverable(`unknown channel ${row.channel}`);
      await adapter(row);
    } catch (error) {
      if (error instanceof Undeliverable) {
        // It fails the same way on every try: given up at once, not retried for hours.
        await repo.markFailed(db, row.id, errorText(error), null);
        result.gaveUp++;
        log.error({ ...about, err: error }, 'outbox: notice cannot be rendered; given up (kept with its error)');
        return;
      }
      const gaveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = gaveUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await repo.markFailed(db, row.id, errorText(error), retryAt);
      if (gaveUp) {
        result.gaveUp++;
        log.error({ ...about, err: error }, 'outbox: notice given up after its last attempt (kept with its error)');
      } else {
        result.failed++;
        log.warn({ ...about, err: error, retryAt }, 'outbox: notice not sent; will retry');
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
