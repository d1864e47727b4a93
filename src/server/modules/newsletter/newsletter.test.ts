import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#src/db/schema/newsletter';
import { mailerOf } from '#src/server/lib/mailer';
import { signedInUserForFile } from '#src/test/shop';
import { smtpStandInForFile, type CapturedMail } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';

/** Issue 16: the footer's newsletter box, double opt-in; the back office's list and CSV. */
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({
  template: 'empty',
  env: {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    PAYMENT_PROVIDER: 'test',
    RATE_LIMITS: 'newsletter-email=3',
  },
}));
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const post = async (url: string, payload: object, ip = '203.0.113.7') => {
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  return { status: response.statusCode, body: response.json() };
};
const subscribe = (email: string, ip?: string) => post('/api/newsletter/subscribe', { email }, ip);
const rowOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const tokenIn = (mail: CapturedMail, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`https://shop\\.example/newsletter/${page}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in "${mail.subject}": ${mail.text}`);
  expect(mail.html).toContain(`https://shop.example/newsletter/${page}?token=${match[1]}`);
  return match[1]!;
};
const settle = () => mailerOf(t.app)!.idle();

describe('double opt-in', () => {
  it('subscribe → confirmation e-mail → confirm → welcome e-mail with an unsubscribe link → unsubscribe', async () => {
    const email = 'asha@example.com';
    const answer = await subscribe(' Asha@Example.com ');
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Thank you! Please confirm your subscription with the link we have e-mailed you.',
      },
    });
    const mail = await smtp.waitFor(email, (m) => m.subject === 'Confirm your subscription to Kirana');
    expect(mail.text).toContain('If this was not you, ignore this e-mail');
    const token = tokenIn(mail, 'confirm');
    const pending = await rowOf(email);
    expect(pending).toMatchObject({ status: 'pending', confirmedAt: null });
    // Only the token's hash is stored.
    expect(pending!.confirmTokenHash).not.toContain(token);
    expect(JSON.stringify(pending)).not.toContain(token);
    // Not listed before it is confirmed.
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter', headers: admin.headers });
    expect(before.json().subscribers.map((s: { email: string }) => s.email)).not.toContain(email);

    expect(await post('/api/newsletter/confirm', { token })).toEqual({
      status: 200,
      body: { success: true, message: 'Your subscription is confirmed. Welcome!' },
    });
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    // Following the link twice answers the same and mails no second welcome.
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
    const welcome = await smtp.waitFor(email, (m) => m.subject === 'Welcome to the Kirana newsletter');
    await settle();
    expect(smtp.messages.filter((m) => m.subject === 'Welcome to the Kirana newsletter')).toHaveLength(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter', headers: admin.headers });
    expect(list.json()).toMatchObject({ total: 1, page: 1, subscribers: [{ email, confirmedAt: expect.any(String) }] });

    const unsubscribeToken = tokenIn(welcome, 'unsubscribe');
    expect(await post('/api/newsletter/unsubscribe', { token: unsubscribeToken })).toEqual({
      status: 200,
      body: { success: true, message: 'You are unsubscribed and will get no more newsletters.' },
    });
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect((await post('/api/newsletter/unsubscribe', { token: unsubscribeToken })).status).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter', headers: admin.headers });
    expect(after.json().total).toBe(0);
  });

  it('the answer is the same for a new, a pending and a confirmed address; a confirmed one gets no mail', async () => {
    const fresh = await subscribe('new@example.com');
    await smtp.waitFor('new@example.com');
    const again = await subscribe('new@example.com');
    expect(again).toEqual(fresh);

    const email = 'known@example.com';
    await subscribe(email);
    const token = tokenIn(await smtp.waitFor(email), 'confirm');
    await post('/api/newsletter/confirm', { token });
    await smtp.waitFor(email, (m) => m.subject.startsWith('Welcome'));
    await settle();
    const mailsBefore = smtp.messages.filter((m) => m.to.includes(email)).length;
    const known = await subscribe(email);
    expect(known).toEqual(fresh);
    await settle();
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(mailsBefore);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
  });

  it('only the newest link works, an expired or made-up one is refused, and a forged unsubscribe token too', async () => {
    const email = 'twice@example.com';
    await subscribe(email);
    const first = tokenIn(await smtp.waitFor(email), 'confirm');
    await subscribe(email);
    const second = tokenIn(await smtp.waitFor(email, (m) => !m.text.includes(first)), 'confirm');
    const invalid = {
      status: 404,
      body: expect.objectContaining({
        msg: 'This link is not valid or has expired. Please subscribe again from the footer of any page.',
      }),
    };
    expect(await post('/api/newsletter/confirm', { token: first })).toEqual(invalid);
    expect(await post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).toEqual(invalid);
    expect((await post('/api/newsletter/confirm', { token: '<script>' })).status).toBe(400);
    // Eight days old: expired.
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(newsletterSubscribers.email, email));
    expect(await post('/api/newsletter/confirm', { token: second })).toEqual(invalid);
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });

    const row = await rowOf(email);
    expect(await post('/api/newsletter/unsubscribe', { token: `${row!.id}.${'A'.repeat(43)}` })).toEqual(invalid);
    expect(await post('/api/newsletter/unsubscribe', { token: `${row!.id + 1}.${'A'.repeat(43)}` })).toEqual(invalid);
  });

  it('a malformed address is a 400; requests are limited per address and per IP', async () => {
    expect((await subscribe('not-an-email')).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await subscribe('flood@example.com', `198.51.100.${i}`)).status).toBe(200);
    const limited = await subscribe('flood@example.com', '198.51.100.99');
    expect(limited.status).toBe(429);
    let refused = 0;
    for (let i = 0; i < 32; i++) if ((await subscribe(`ip${i}@example.com`, '192.0.2.50')).status === 429) refused++;
    expect(refused).toBe(2);
  });
});

describe('links in the mails (security, docs/decisions/030)', () => {
  // The same shop without PUBLIC_URL: the demo (its own address), and a real shop in production that did not set it.
  const demo = testAppForFile(() => ({
    template: 'empty',
    env: { SMTP_URL: smtp.url, PAYMENT_PROVIDER: 'test', PORT: '3456' },
  }));
  const bare = testAppForFile(() => ({
    template: 'empty',
    env: {
      SMTP_URL: smtp.url,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
    },
  }));
  const forged = (app: typeof t.app, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { host: 'evil.example' }, remoteAddress: '203.0.113.80' });

  it('never carry a forged Host: with PUBLIC_URL they use it', async () => {
    const email = 'victim@example.com';
    expect((await forged(t.app, '/api/newsletter/subscribe', { email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    const token = tokenIn(mail, 'confirm');
    expect((await forged(t.app, '/api/newsletter/confirm', { token })).statusCode).toBe(200);
    const welcome = await smtp.waitFor(email, (m) => m.subject.startsWith('Welcome'));
    expect(`${welcome.text}${welcome.html}`).not.toContain('evil.example');
    tokenIn(welcome, 'unsubscribe');
  });

  it('the demo without PUBLIC_URL links to the server’s own address (issue 32 §5), never the forged Host', async () => {
    const email = 'newcomer@example.com';
    expect((await forged(demo.app, '/api/newsletter/subscribe', { email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    const link = /http:\/\/localhost:3456\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);
    expect((await forged(demo.app, '/api/newsletter/confirm', { token: link![1] })).json()).toMatchObject({
      success: true,
    });
  });

  it('a real shop without PUBLIC_URL leaves them out: the mail names the page’s path, which works', async () => {
    const email = 'victim2@example.com';
    expect((await forged(bare.app, '/api/newsletter/subscribe', { email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    expect(mail.html).not.toContain('href');
    expect(mail.text).toContain('To confirm, open the Kirana website and add this to its address:');
    const token = /\n\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)\n/.exec(mail.text)?.[1] ?? '';
    expect(mail.html).toContain(`/newsletter/confirm?token=${token}`);
    expect((await forged(bare.app, '/api/newsletter/confirm', { token })).json()).toMatchObject({ success: true });

    const welcome = await smtp.waitFor(email, (m) => m.subject.startsWith('Welcome'));
    expect(`${welcome.text}${welcome.html}`).not.toContain('evil.example');
    expect(welcome.html).not.toContain('href');
    const unsubscribe = /\n\/newsletter\/unsubscribe\?token=([A-Za-z0-9_.-]+)\n/.exec(welcome.text)?.[1] ?? '';
    expect((await forged(bare.app, '/api/newsletter/unsubscribe', { token: unsubscribe })).json()).toMatchObject({
      success: true,
    });
  });
});

describe('back office', () => {
  it('the CSV lists confirmed subscribers, formulas escaped; admins only', async () => {
    const email = '=cmd@example.com';
    await t.db.insert(newsletterSubscribers).values([
      { email, status: 'confirmed', confirmedAt: new Date('2026-11-20T10:00:00Z') },
      { email: 'waiting@example.com', status: 'pending' },
    ]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('email,confirmed_at');
    expect(lines).toContain("'=cmd@example.com,2026-11-20T10:00:00.000Z");
    expect(csv.body).not.toContain('waiting@example.com');
    for (const url of ['/api/admin/newsletter', '/api/admin/newsletter.csv']) {
      expect((await t.app.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('in Hindi (issue 33, decision 066)', () => {
  it('a subscription from a Hindi page (cookie lang=hi) is answered, confirmed and welcomed in Hindi', async () => {
    const email = 'meena-hindi@example.com';
    const hindi = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: 'lang=hi' } });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await hindi('/api/newsletter/subscribe', { email })).toEqual({
      status: 200,
      body: { success: true, message: 'धन्यवाद! हमने आपको एक लिंक ईमेल किया है, कृपया उससे अपना सब्सक्रिप्शन कन्फ़र्म करें।' },
    });
    const mail = await smtp.waitFor(email, (m) => m.subject === 'Kirana का सब्सक्रिप्शन कन्फ़र्म करें');
    expect(mail.text).toContain('यह लिंक 7 दिन तक काम करेगा।');
    expect(mail.html).toContain('<html lang="hi">');
    const confirmed = await hindi('/api/newsletter/confirm', { token: tokenIn(mail, 'confirm') });
    expect(confirmed).toEqual({
      status: 200,
      body: { success: true, message: 'आपका सब्सक्रिप्शन कन्फ़र्म हो गया है। स्वागत है!' },
    });
    const welcome = await smtp.waitFor(email, (m) => m.subject === 'Kirana न्यूज़लेटर में आपका स्वागत है');
    expect(welcome.text).toContain('इसे बंद करने के लिए यह लिंक इस्तेमाल करें:');
    tokenIn(welcome, 'unsubscribe');
  });
});
