import { PassThrough } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#src/db/schema/index';
import { createServer } from '#src/server/app';
import { MAIL_MAX_ATTEMPTS } from '#src/shared/constants';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct, variantsOf } from '#src/test/factories';
import { setOrderStatus } from '#src/test/orders';
import { startSmtpStandIn } from '#src/test/smtp';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { outboxDispatcherOf, mailsOfOrder } from './mail.service';

/**
 * Order e-mails are not lost when the mail server is down or the server restarts (issue 15, docs/decisions/025):
 * the real SMTP stand-in is stopped and started again on the same port, and the app is closed and opened again on
 * the same database. Time is the dispatcher's `runOnce(now)`: a retry's due time is passed to it, never waited for.
 */

const MINUTE = 60_000;

const mailRowsOf = (t: Pick<TestApp, 'db'>, orderId: number) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));

const portOf = (url: string) => Number(new URL(url).port);

/** A shopper buys 3 × "Toor Dal 1 kg" through the API: Rs 540. */
async function buy(t: TestApp, user: TestUser): Promise<number> {
  const dal = await createProduct(t.db, { name: 'Toor Dal', price: 180 }, [
    { label: '1 kg', price: 180, countInStock: 10 },
  ]);
  await addLine(t, user, dal.id, 3, { variantId: (await variantsOf(t.db, dal.id))[0]!.id });
  const proof = await payForCart(t, user);
  const response = await placeOrder(t, user, orderPayload(user, proof, { name: 'Meera <i>Iyer</i>' }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('the mail server is down, then back', () => {
  it('placed and confirmed: the rows stay unsent with their attempt and error; once back, both are delivered', async () => {
    let smtp = await startSmtpStandIn();
    const t = await createTestApp({ template: 'empty', env: { SMTP_URL: smtp.url } });
    try {
      const dispatcher = outboxDispatcherOf(t.db)!;
      const shopper = await signedInUser(t, { name: 'Meera' });
      const staff = await signedInUser(t, { role: 'staff' });
      await smtp.close();

      const id = await buy(t, shopper);
      const confirmed = await setOrderStatus(t, staff, id, { status: 'confirmed' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await dispatcher.idle();

      const failed = await mailRowsOf(t, id);
      expect(failed.map((row) => row.kind)).toEqual(['order.placed', 'order.confirmed']);
      for (const row of failed) {
        expect(row).toMatchObject({ sentAt: null, attempts: 1 });
        expect(row.lastError).toMatch(/ECONNREFUSED/);
        // Retried a minute after the failed attempt (MAIL_RETRY_BASE_MS), not sooner.
        expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 0.5 * MINUTE);
      }
      expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
      expect(await mailsOfOrder(t.db, id)).toMatchObject([
        {
          kind: 'order.placed',
          state: 'waiting',
          attempts: 1,
          sentAt: null,
          lastError: expect.stringMatching(/ECONN/),
        },
        { kind: 'order.confirmed', state: 'waiting', attempts: 1, sentAt: null },
      ]);

      smtp = await startSmtpStandIn({ port: portOf(t.config.SMTP_URL!) });
      expect(await dispatcher.runOnce(new Date(Date.now() + 2 * MINUTE))).toEqual({ sent: 2, failed: 0, gaveUp: 0 });

      const placed = await smtp.waitFor(shopper.email, (mail) => mail.subject === `Your Kirana order #${id} is placed`);
      expect(placed.text).toContain('Hello Meera <i>Iyer</i>,');
      expect(placed.text).toContain('- Toor Dal (1 kg) × 3: Rs 180 each, Rs 540');
      expect(placed.html).toContain('Hello Meera &lt;i&gt;Iyer&lt;/i&gt;,');
      expect(placed.html).not.toContain('<i>Iyer');
      expect(placed.html).toContain('Toor Dal<br><span style="color:#6b7280;font-size:13px">1 kg</span>');
      const sent = await smtp.waitFor(
        shopper.email,
        (mail) => mail.subject === `Your Kirana order #${id} is confirmed`,
      );
      expect(sent.text).toContain('Order total: Rs 540');

      const rows = await mailRowsOf(t, id);
      for (const row of rows) {
        expect(row).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });
        expect(row.sentAt).toBeInstanceOf(Date);
      }
      expect((await mailsOfOrder(t.db, id)).map((mail) => mail.state)).toEqual(['sent', 'sent']);
      // Sent rows are not due again: nothing more reaches the shopper.
      expect(await dispatcher.runOnce(new Date(Date.now() + 24 * 60 * MINUTE))).toEqual({
        sent: 0,
        failed: 0,
        gaveUp: 0,
      });
      expect(smtp.messages.filter((mail) => mail.to.includes(shopper.email))).toHaveLength(2);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it(`backs off 1, 2, 4 … 60 minutes, and after ${MAIL_MAX_ATTEMPTS} attempts gives up, keeps the row and logs it`, async () => {
    const down = await startSmtpStandIn();
    await down.close();
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const t = await createTestApp({ template: 'empty', env: { SMTP_URL: down.url, LOG_LEVEL: 'warn' }, logStream });
    try {
      const dispatcher = outboxDispatcherOf(t.db)!;
      const id = await buy(t, await signedInUser(t));
      await dispatcher.idle();

      const waits: number[] = [];
      let [row] = await mailRowsOf(t, id);
      // The first failure (the kick after the order's commit) waits one minute.
      expect(row!.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(0.5 * MINUTE);
      expect(row!.nextAttemptAt!.getTime() - Date.now()).toBeLessThanOrEqual(MINUTE);
      while (row!.nextAttemptAt) {
        const at = row!.nextAttemptAt;
        expect(await dispatcher.runOnce(at)).toMatchObject({ sent: 0 });
        [row] = await mailRowsOf(t, id);
        if (row!.nextAttemptAt) waits.push((row!.nextAttemptAt.getTime() - at.getTime()) / MINUTE);
      }
      expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
      expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
      expect(await mailsOfOrder(t.db, id)).toMatchObject([
        { state: 'given_up', attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null, lastError: row!.lastError },
      ]);

      const gaveUp = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.mailId);
      expect(gaveUp.at(-1)).toMatchObject({ level: 50, mailId: row!.id, attempts: MAIL_MAX_ATTEMPTS });
      expect(gaveUp.at(-1)!.msg).toContain('given up');
      // Given up is final: later runs leave it alone.
      expect(await dispatcher.runOnce(new Date(Date.now() + 365 * 24 * 60 * MINUTE))).toEqual({
        sent: 0,
        failed: 0,
        gaveUp: 0,
      });
    } finally {
      await t.close();
    }
  });
});

describe('a row the code cannot render', () => {
  it('an unknown kind or data that is not an order mail’s is given up at once, with the reason, and logged', async () => {
    const smtp = await startSmtpStandIn();
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const t = await createTestApp({ template: 'empty', env: { SMTP_URL: smtp.url, LOG_LEVEL: 'warn' }, logStream });
    try {
      const dispatcher = outboxDispatcherOf(t.db)!;
      await dispatcher.stop();
      const data = { orderId: 1, name: 'N', address: 'A', pincode: 'P', phoneNumber: '1', amount: 1 };
      const rows = await t.db
        .insert(mailOutbox)
        .values([
          { kind: 'order.lost', to: 'unknown-kind@example.com', orderId: null, data, nextAttemptAt: new Date() },
          {
            kind: 'order.confirmed',
            to: 'bad-data@example.com',
            orderId: null,
            data: { ...data, amount: 'a lot' },
            nextAttemptAt: new Date(),
          },
        ])
        .returning({ id: mailOutbox.id });

      expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 2 });
      const after = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
      expect(after).toMatchObject([
        { id: rows[0]!.id, attempts: 1, sentAt: null, nextAttemptAt: null, lastError: 'unknown mail kind order.lost' },
        { id: rows[1]!.id, attempts: 1, sentAt: null, nextAttemptAt: null, lastError: expect.stringMatching(/amount/) },
      ]);
      // Given up: a year later nothing is tried again, and nothing reached the mail server.
      expect(await dispatcher.runOnce(new Date(Date.now() + 365 * 24 * 60 * MINUTE))).toEqual({
        sent: 0,
        failed: 0,
        gaveUp: 0,
      });
      expect(smtp.messages).toEqual([]);
      // The claimed rows are sent side by side: their log lines come in either order.
      const logged = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.mailId)
        .sort((a, b) => Number(a.mailId) - Number(b.mailId));
      expect(logged.map((entry) => [entry.level, entry.mailId])).toEqual([
        [50, rows[0]!.id],
        [50, rows[1]!.id],
      ]);
      for (const entry of logged) expect(entry.msg).toContain('cannot be rendered');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('without a mail server', () => {
  it('order mails go to the outbox directory that /dev/outbox lists', async () => {
    const t = await createTestApp({ template: 'empty', env: { SHOP_NAME: 'Green Basket' } });
    try {
      const shopper = await signedInUser(t);
      const id = await buy(t, shopper);
      await outboxDispatcherOf(t.db)!.idle();
      const listed = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
      expect(listed.statusCode).toBe(200);
      const mails = listed.json<{ to: string; subject: string; text: string }[]>();
      expect(mails).toMatchObject([{ to: shopper.email, subject: `Your Green Basket order #${id} is placed` }]);
      expect(mails[0]!.text).toContain('- Toor Dal (1 kg) × 3: Rs 180 each, Rs 540');
      expect(await mailsOfOrder(t.db, id)).toMatchObject([{ state: 'sent', attempts: 1 }]);
    } finally {
      await t.close();
    }
  });
});

describe('a restart', () => {
  it('mail a stopped server left unsent is delivered by the next one at start', async () => {
    let smtp = await startSmtpStandIn();
    const t = await createTestApp({ template: 'empty', env: { SMTP_URL: smtp.url } });
    let next: Awaited<ReturnType<typeof createServer>> | undefined;
    try {
      const shopper = await signedInUser(t);
      await smtp.close();
      const id = await buy(t, shopper);
      await outboxDispatcherOf(t.db)!.idle();
      expect(await mailRowsOf(t, id)).toMatchObject([{ kind: 'order.placed', sentAt: null, attempts: 1 }]);

      await t.app.close();
      expect(outboxDispatcherOf(t.db)).toBeUndefined();
      // While it was down, the retry time came; the mail server is back.
      await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      smtp = await startSmtpStandIn({ port: portOf(t.config.SMTP_URL!) });

      next = await createServer({ config: t.config, database: t.database });
      const mail = await smtp.waitFor(shopper.email, (m) => m.subject === `Your Kirana order #${id} is placed`);
      expect(mail.text).toContain('- Toor Dal (1 kg) × 3: Rs 180 each, Rs 540');
      await outboxDispatcherOf(t.db)!.idle();
      expect(await mailRowsOf(t, id)).toMatchObject([{ sentAt: expect.any(Date), attempts: 2, lastError: null }]);
    } finally {
      await next?.close();
      await t.close();
      await smtp.close();
    }
  });
});
