import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#src/db/schema/index';
import type { MailMessage } from '#src/server/lib/mailer';
import { MAIL_BATCH } from '#src/shared/constants';
import { testAppForFile } from '#src/test/test-app';
import { emailAdapter } from './channels/email';
import { enqueue, outboxDispatcherOf } from './mail.service';
import { OutboxDispatcher } from './outbox-dispatcher';

/**
 * Two servers on one database never send one mail twice (docs/decisions/025): each claim takes its rows with
 * `FOR UPDATE SKIP LOCKED` and moves their due time past the send. On the PostgreSQL server (decision 019), where
 * the two dispatchers' claims really overlap; PGlite would serialise them.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres' });

const MAILS = 5 * MAIL_BATCH + 7;

describe('two dispatchers on one database', () => {
  it(`${MAILS} due mails: each is sent exactly once, by one of them`, async () => {
    // Only the two dispatchers below send: the app's own stays out of the race.
    await outboxDispatcherOf(t.db)!.stop();
    for (let n = 0; n < MAILS; n++) {
      await enqueue(t.db, {
        channel: 'email',
        kind: 'order.delivered',
        to: `shopper-${n}@example.com`,
        orderId: null,
        data: { orderId: n, name: `Shopper ${n}`, address: 'A', pincode: '560038', phoneNumber: '1', amount: 10 },
      });
    }
    const sentBy = new Map<string, string[]>();
    // The four runs' first batches are held until all four are being sent: all four hold a batch at once, and none
    // claims again before each has claimed. (A short pause per send left that to the scheduler: on a busy machine
    // one run first claimed after the others had taken all but 7.)
    const firstBatches = 4 * MAIL_BATCH;
    let begun = 0;
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const dispatcher = (name: string) =>
      new OutboxDispatcher({
        db: t.db,
        log: t.app.log,
        adapters: {
          email: emailAdapter({
            shop: { name: 'Kirana' },
            deliver: async (message: MailMessage) => {
              begun += 1;
              if (begun === firstBatches) openGate();
              if (begun <= firstBatches) await gate;
              sentBy.set(message.to, [...(sentBy.get(message.to) ?? []), name]);
            },
          }),
        },
      });
    const a = dispatcher('a');
    const b = dispatcher('b');

    const results = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(MAILS);
    // The four runs claimed at once, a batch each: every run sent its share, none took all.
    for (const result of results) expect(result.sent).toBeGreaterThanOrEqual(MAIL_BATCH);
    expect(sentBy.size).toBe(MAILS);
    expect([...sentBy.values()].filter((senders) => senders.length !== 1)).toEqual([]);
    const [rows] = await t.db
      .select({
        sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is not null)::int`,
        claimedOnce: sql<number>`count(*) filter (where ${mailOutbox.attempts} = 1)::int`,
      })
      .from(mailOutbox);
    expect(rows).toEqual({ sent: MAILS, claimedOnce: MAILS });
    console.info(`[outbox] ${t.database.engine}: ${results.map((result) => result.sent).join(' + ')} sent`);
  });
});
