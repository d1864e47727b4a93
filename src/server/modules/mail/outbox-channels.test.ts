import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#src/db/schema/index';
import { testAppForFile } from '#src/test/test-app';
import type { OutboxRow } from './mail.repository';
import { enqueue, outboxDispatcherOf } from './mail.service';
import { OutboxDispatcher } from './outbox-dispatcher';

/**
 * The outbox's channels (docs/decisions/044): one dispatcher claims, retries and backs off for every channel; an
 * adapter only delivers. A second channel here (a stand-in for an outgoing webhook) fails once and is retried a
 * minute later like an e-mail; a row whose channel has no adapter is given up at once, with the reason.
 */
const t = testAppForFile({ template: 'empty' });
const MINUTE = 60_000;

describe('a second channel', () => {
  it('its failure is retried with the e-mail’s back-off; an unknown channel is given up at once', async () => {
    await outboxDispatcherOf(t.db)!.stop();
    const delivered: string[] = [];
    let webhookUp = false;
    const dispatcher = new OutboxDispatcher({
      db: t.db,
      log: t.app.log,
      adapters: {
        email: async (row: OutboxRow) => void delivered.push(`email ${row.to}`),
        webhook: async (row: OutboxRow) => {
          if (!webhookUp) throw new Error('connect ECONNREFUSED');
          delivered.push(`webhook ${row.to}`);
        },
      },
    });
    const data = { orderId: 1 };
    await enqueue(t.db, { channel: 'email', kind: 'order.placed', to: 'asha@example.com', orderId: null, data });
    await enqueue(t.db, {
      channel: 'webhook',
      kind: 'order.placed',
      to: 'https://erp.example/hook',
      orderId: null,
      data,
    });
    await enqueue(t.db, { channel: 'whatsapp', kind: 'order.placed', to: '+919800000000', orderId: null, data });

    const started = Date.now();
    expect(await dispatcher.runOnce()).toEqual({ sent: 1, failed: 1, gaveUp: 1 });
    const rows = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(rows).toMatchObject([
      { channel: 'email', attempts: 1, nextAttemptAt: null, lastError: null },
      { channel: 'webhook', attempts: 1, sentAt: null, lastError: 'connect ECONNREFUSED' },
      { channel: 'whatsapp', attempts: 1, sentAt: null, nextAttemptAt: null, lastError: 'unknown channel whatsapp' },
    ]);
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    // Due again one minute after the failed attempt (MAIL_RETRY_BASE_MS), as an e-mail would be.
    expect(rows[1]!.nextAttemptAt!.getTime() - started).toBeGreaterThan(0.5 * MINUTE);
    expect(rows[1]!.nextAttemptAt!.getTime() - started).toBeLessThanOrEqual(MINUTE + 5_000);

    webhookUp = true;
    expect(await dispatcher.runOnce(rows[1]!.nextAttemptAt!)).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(delivered).toEqual(['email asha@example.com', 'webhook https://erp.example/hook']);
  });
});
