import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '#src/server/lib/mailer';
import { createTestApp, testAppForFile } from '#src/test/test-app';
import { parseMail } from '#src/test/mime';
import { eventually } from '#src/test/wait';

const t = testAppForFile({ template: 'empty' });

const outbox = async () => (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as OutboxEntry[];

/** Messages are written after the answer is sent: wait (a bounded number of tries) until the one for `to` is there. */
const outboxEntryFor = (to: string): Promise<OutboxEntry> =>
  eventually(`an outbox e-mail to ${to}`, async () => (await outbox()).find((e) => e.to === to));

describe('the outbox (no SMTP_URL)', () => {
  it('writes each e-mail as a .eml file in DATA_DIR/outbox and lists it at /dev/outbox.json, newest first', async () => {
    const signUp = {
      name: 'Outbox <b>Tester</b>',
      email: 'outbox@example.com',
      phone: '9876543210',
      password: 'outbox password',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUp })).statusCode).toBe(201);
    const entry = await outboxEntryFor('outbox@example.com');
    expect(entry.subject).toBe('Your Kirana verification code');
    const code = /\b(\d{6})\b/.exec(entry.text)![1]!;

    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const eml = readdirSync(dir).find((name) => name.endsWith('.eml'))!;
    const mail = parseMail(readFileSync(path.join(dir, eml), 'utf8'));
    expect(mail.subject).toBe('Your Kirana verification code');
    expect(mail.to).toContain('outbox@example.com');
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    // A code mail carries no text the requester chose (issue 11 §4): not even the name typed at sign-up.
    expect(mail.html).not.toContain('Tester');
    expect(mail.text).not.toContain('Tester');

    // The code read from the outbox verifies the account.
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/user/verifyemail',
      payload: { email: 'outbox@example.com', otp: code },
    });
    expect(verify.statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: 'outbox@example.com' } });
    const entries = await eventually('a second outbox e-mail', async () => {
      const all = await outbox();
      return all.length === 2 ? all : undefined;
    });
    expect(entries.map((e) => e.subject)).toEqual(['Your Kirana password reset code', 'Your Kirana verification code']);
  });

  it('shows the messages on an HTML page a person can read', async () => {
    await outboxEntryFor('outbox@example.com');
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Outbox</h1>');
    expect(page.body).toContain('Your Kirana verification code');
    expect(page.body).toContain('outbox@example.com');
    expect(page.body).not.toContain('Tester');
    expect(page.body).toContain('valid for 10 minutes');
  });
});

describe('the outbox in production', () => {
  it('is not served', async () => {
    const production = await createTestApp({ template: 'empty', env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe("the shop's name in e-mails", () => {
  it('comes from SHOP_NAME, in the subject, the text and the HTML frame', async () => {
    const shop = await createTestApp({ template: 'empty', env: { SHOP_NAME: 'Sharma <Stores>' } });
    try {
      const email = 'named-shop@example.com';
      const payload = { name: 'Asha', email, phone: '9876543210', password: 'named shop password' };
      expect((await shop.app.inject({ method: 'POST', url: '/api/user/signup', payload })).statusCode).toBe(201);
      const entry = await eventually(`an outbox e-mail to ${email}`, async () =>
        ((await shop.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as OutboxEntry[]).find(
          (e) => e.to === email,
        ),
      );
      expect(entry.subject).toBe('Your Sharma <Stores> verification code');
      expect(entry.text).toContain('Welcome to Sharma <Stores>!');
      expect(entry.text).toContain('— Sharma <Stores>');
      expect(entry.text).not.toContain('Kirana');
      const dir = path.join(shop.config.DATA_DIR, 'outbox');
      const eml = readdirSync(dir).find((name) => name.endsWith('.eml'))!;
      const html = parseMail(readFileSync(path.join(dir, eml), 'utf8')).html;
      expect(html).toContain('Sharma &lt;Stores&gt;</p>');
      expect(html).not.toContain('Kirana');
    } finally {
      await shop.close();
    }
  });
});
