import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailerOf } from '#src/server/lib/mailer';
import { statementCountingApp } from '#src/test/statements';
import { codeIn, smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { registerShopper, uniqueEmail } from '#src/test/accounts';

// Issue 11 §2 and §4: the attacks, replayed against the real app and database.
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({ template: 'empty', env: { SMTP_URL: smtp.url } }));

const from = (ip: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

const RESET_SUBJECT = 'Your Kirana password reset code';

describe('guessing a password in parallel', () => {
  // The clock stands still during the burst: on a loaded machine 200 requests can take longer than the first
  // progressive delay, and a delay that has run out rightly admits another attempt. What is tested is the
  // reservation, not the machine's speed. (Only Date is faked: timers, sockets and argon2 run as usual.)
  const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  afterEach(() => vi.useRealTimers());

  it('checks only the reserved attempts: of 200 parallel guesses, the right password late in them fails', async () => {
    const shopper = await registerShopper(t.app, smtp);
    freezeClock();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        from('203.0.113.66', '/api/user/signin', {
          email: shopper.email,
          password: i === 150 ? shopper.password : `guess number ${i}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses[150]).toBe(429);
    expect(answers[150]!.json()).toMatchObject({ error: true, msg: expect.stringMatching(/^Too many attempts/) });
  });

  it('reserves change-password attempts too: 200 parallel wrong current passwords are checked at most 10 times', async () => {
    const shopper = await registerShopper(t.app, smtp);
    freezeClock();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/user/changePassword/${shopper.id}`,
          headers: shopper.headers,
          payload: {
            password: i === 150 ? shopper.password : `guess number ${i}`,
            newPass: 'taken over account',
            confirmPass: 'taken over account',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses[150]).toBe(429);
    expect(statuses).not.toContain(200);
  });
});

describe('targeted lock-out', () => {
  it("an attacker's wrong passwords from other addresses block neither the owner's sign-in nor reset", async () => {
    const owner = await registerShopper(t.app, smtp);
    // One address hammering, and nine more chipping in: 30 failures in all, many refused with 429 on the way.
    for (let i = 0; i < 20; i += 1)
      await from('198.18.0.1', '/api/user/signin', { email: owner.email, password: `x${i}` });
    for (let i = 0; i < 9; i += 1) {
      const ip = `198.18.1.${i + 1}`;
      expect((await from(ip, '/api/user/signin', { email: owner.email, password: `y${i}` })).statusCode).toBe(401);
    }
    // The attacker also floods reset requests from their addresses.
    for (let i = 0; i < 10; i += 1) await from(`198.18.2.${i + 1}`, '/api/user/forgotPassword', { email: owner.email });

    const ownerIp = '192.0.2.77';
    const signIn = await from(ownerIp, '/api/user/signin', { email: owner.email, password: owner.password });
    expect(signIn.statusCode).toBe(200);

    const forgot = await from(ownerIp, '/api/user/forgotPassword', { email: owner.email });
    expect(forgot.statusCode).toBe(200);
    await mailerOf(t.app)!.idle();
    const resets = smtp.messages.filter((m) => m.to.includes(owner.email) && m.subject === RESET_SUBJECT);
    expect(resets.length).toBeGreaterThan(0);
    // The newest reset e-mail holds the live code: the attacker's requests did not replace it.
    const verify = await from(ownerIp, '/api/user/verifyemail', { email: owner.email, otp: codeIn(resets.at(-1)!) });
    expect(verify.json()).toMatchObject({ success: true, resetToken: expect.any(String) });
    const reset = await from(ownerIp, '/api/user/forgotPassword/changePassword', {
      email: owner.email,
      newPass: 'owner again',
      confirmPass: 'owner again',
      resetToken: verify.json().resetToken,
    });
    expect(reset.statusCode).toBe(200);
    expect((await from(ownerIp, '/api/user/signin', { email: owner.email, password: 'owner again' })).statusCode).toBe(
      200,
    );
  });

  it('sends at most one reset e-mail a minute per address, whoever asks, and keeps its code live', async () => {
    const owner = await registerShopper(t.app, smtp);
    for (let i = 0; i < 5; i += 1) await from(`198.18.3.${i + 1}`, '/api/user/forgotPassword', { email: owner.email });
    await mailerOf(t.app)!.idle();
    const resets = smtp.messages.filter((m) => m.to.includes(owner.email) && m.subject === RESET_SUBJECT);
    expect(resets).toHaveLength(1);
    const verify = await from('192.0.2.78', '/api/user/verifyemail', { email: owner.email, otp: codeIn(resets[0]!) });
    expect(verify.json()).toMatchObject({ success: true });
  });
});

describe('enumeration and mail contents', () => {
  it('does the same database work before answering forgotPassword for a known and an unknown address', async () => {
    const owner = await registerShopper(t.app, smtp);
    const counting = await statementCountingApp(t);
    try {
      // The statements sent until the answer is out (the work queued after it is waited for, then not counted).
      const until = async (email: string) => {
        await mailerOf(counting.app)!.idle();
        counting.statements.length = 0;
        const answer = await counting.app.inject({
          method: 'POST',
          url: '/api/user/forgotPassword',
          payload: { email },
          remoteAddress: '192.0.2.82',
        });
        return { status: answer.statusCode, body: answer.json(), statements: [...counting.statements] };
      };
      const known = await until(owner.email);
      const unknown = await until(uniqueEmail('ghost'));
      expect(known).toEqual(unknown);
      await mailerOf(counting.app)!.idle();
    } finally {
      await counting.close();
    }
  });

  it('answers forgotPassword for a known and an unknown address with the same work in the request', async () => {
    const owner = await registerShopper(t.app, smtp);
    const known = await from('192.0.2.79', '/api/user/forgotPassword', { email: owner.email });
    const unknown = await from('192.0.2.79', '/api/user/forgotPassword', { email: uniqueEmail('ghost') });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // The account is looked up after the answer: nothing was mailed before it went out.
    expect(smtp.messages.some((m) => m.to.includes(owner.email) && m.subject === RESET_SUBJECT)).toBe(false);
    await smtp.waitFor(owner.email, (m) => m.subject === RESET_SUBJECT);
  });

  it('code e-mails carry no text the requester chose', async () => {
    const name = 'Win a prize at https://evil.example <a href="https://evil.example">now</a>';
    const email = uniqueEmail();
    await from('192.0.2.80', '/api/user/signup', { name, email, phone: '9876543210', password: 'long enough pw' });
    const verifyMail = await smtp.waitFor(email);
    await from('192.0.2.80', '/api/user/forgotPassword', { email });
    const resetMail = await smtp.waitFor(email, (m) => m.subject === RESET_SUBJECT);
    for (const mail of [verifyMail, resetMail]) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.text).not.toContain('prize');
    }
  });

  it("the owner's warning shows a verified account's own name escaped and cut", async () => {
    const owner = await registerShopper(t.app, smtp, { name: `<b>Asha</b> ${'x'.repeat(80)}` });
    await from('192.0.2.81', '/api/user/signup', {
      name: 'Someone',
      email: owner.email,
      phone: '9876543210',
      password: 'another password',
    });
    const warning = await smtp.waitFor(owner.email, (m) => m.subject.startsWith('Someone tried'));
    expect(warning.html).toContain('&lt;b&gt;Asha&lt;/b&gt;');
    expect(warning.html).not.toContain('<b>Asha');
    expect(warning.text).not.toContain('x'.repeat(40));
    expect(warning.text).toContain('…');
  });
});
