import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetTokens, users } from '#src/db/schema/index';
import { smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { call, registerShopper, uniqueEmail } from '#src/test/accounts';

const smtp = smtpStandInForFile();
// One reset e-mail per address a minute is tested in abuse.test.ts; here a resend may mail a new code at once.
const t = testAppForFile(() => ({
  template: 'empty',
  env: { SMTP_URL: smtp.url, RATE_LIMITS: 'reset-mail-email=100' },
}));

const post = (url: string, body: unknown) => call(t.app, 'POST', url, body);

/** Reset e-mails already read by a test. */
const used = new Set<unknown>();

/** forgotPassword → code from the e-mail → verifyemail → resetToken. */
async function resetTokenFor(email: string): Promise<string> {
  const forgot = await post('/api/user/forgotPassword', { email });
  expect(forgot.body).toEqual({ status: 'SUCCESS', msg: expect.any(String) });
  const mail = await smtp.waitFor(email, (m) => m.subject === 'Your Kirana password reset code' && !used.has(m));
  used.add(mail);
  const otp = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const verify = await post('/api/user/verifyemail', { email, otp });
  expect(verify.status).toBe(200);
  expect(verify.body).toMatchObject({ success: true, resetToken: expect.any(String) });
  expect(verify.text).not.toContain(otp);
  return String(verify.body['resetToken']);
}
describe('password reset', () => {
  it('resets with the e-mailed code and the single-use reset token, then signs in with the new password only', async () => {
    const shopper = await registerShopper(t.app, smtp);
    const resetToken = await resetTokenFor(shopper.email);
    const mail = smtp.messages.find(
      (m) => m.subject === 'Your Kirana password reset code' && m.to.includes(shopper.email),
    )!;
    expect(mail.text).toContain('If this was not you');
    expect(mail.text).toContain('valid for 10 minutes');

    const answer = await post('/api/user/forgotPassword/changePassword', {
      email: shopper.email,
      newPass: 'brand new secret',
      confirmPass: 'brand new secret',
      resetToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'SUCCESS', message: expect.any(String) });
    expect((await post('/api/user/signin', { email: shopper.email, password: shopper.password })).status).toBe(401);
    expect((await post('/api/user/signin', { email: shopper.email, password: 'brand new secret' })).status).toBe(200);
    // The session signed in before the reset has ended.
    expect((await call(t.app, 'GET', `/api/user/${shopper.id}`, undefined, shopper.headers)).status).toBe(401);

    const replay = await post('/api/user/forgotPassword/changePassword', {
      email: shopper.email,
      newPass: 'attacker pass 1',
      confirmPass: 'attacker pass 1',
      resetToken,
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ msg: 'This password reset is no longer valid. Please request a new code.' });
    expect((await post('/api/user/signin', { email: shopper.email, password: 'attacker pass 1' })).status).toBe(401);
  });

  it("changes nothing without a reset token, with a made-up one, or with another account's token", async () => {
    const victim = await registerShopper(t.app, smtp);
    const attacker = await registerShopper(t.app, smtp);
    const attackerToken = await resetTokenFor(attacker.email);
    for (const resetToken of [undefined, '', 'made-up-token', attackerToken]) {
      const answer = await post('/api/user/forgotPassword/changePassword', {
        email: victim.email,
        newPass: 'taken over 123',
        confirmPass: 'taken over 123',
        resetToken,
      });
      expect(answer.status).toBe(400);
    }
    expect((await post('/api/user/signin', { email: victim.email, password: victim.password })).status).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const shopper = await registerShopper(t.app, smtp);
    const resetToken = await resetTokenFor(shopper.email);
    await t.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.userId, shopper.id));
    const answer = await post('/api/user/forgotPassword/changePassword', {
      email: shopper.email,
      newPass: 'late password',
      confirmPass: 'late password',
      resetToken,
    });
    expect(answer.status).toBe(400);
  });

  it('checks the fields with the spec messages', async () => {
    const email = 'x@example.com';
    expect(
      (await post('/api/user/forgotPassword/changePassword', { email, newPass: '', confirmPass: 'a', resetToken: 'x' }))
        .body,
    ).toMatchObject({ msg: 'Please enter new password' });
    expect(
      (
        await post('/api/user/forgotPassword/changePassword', {
          email,
          newPass: 'abcdefgh',
          confirmPass: '',
          resetToken: 'x',
        })
      ).body,
    ).toMatchObject({ msg: 'Please confirm password' });
    const mismatch = await post('/api/user/forgotPassword/changePassword', {
      email,
      newPass: 'abcdefgh',
      confirmPass: 'abcdefgx',
      resetToken: 'x',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ msg: 'Password and confirm password not match' });
    expect(
      (
        await post('/api/user/forgotPassword/changePassword', {
          email,
          newPass: 'short',
          confirmPass: 'short',
          resetToken: 'x',
        })
      ).body,
    ).toMatchObject({
      msg: 'Password must be at least 8 characters',
    });
    expect((await post('/api/user/forgotPassword', { email: '' })).body).toMatchObject({
      msg: 'Please enter your email',
    });
  });

  it('answers forgotPassword the same for unknown e-mails', async () => {
    const shopper = await registerShopper(t.app, smtp);
    const unknown = await post('/api/user/forgotPassword', { email: uniqueEmail('ghost') });
    const known = await post('/api/user/forgotPassword', { email: shopper.email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('resends a reset code (not a verification code) while a reset is pending', async () => {
    const shopper = await registerShopper(t.app, smtp);
    await post('/api/user/forgotPassword', { email: shopper.email });
    const first = await smtp.waitFor(shopper.email, (m) => m.subject.includes('reset') && !used.has(m));
    used.add(first);
    await post('/api/user/verifyAccount/resendOtp', { email: shopper.email });
    const second = await smtp.waitFor(shopper.email, (m) => m.subject.includes('reset') && !used.has(m));
    used.add(second);
    const oldCode = /\b(\d{6})\b/.exec(first.text)![1]!;
    const newCode = /\b(\d{6})\b/.exec(second.text)![1]!;
    if (oldCode !== newCode)
      expect((await post('/api/user/verifyemail', { email: shopper.email, otp: oldCode })).status).toBe(400);
    const verify = await post('/api/user/verifyemail', { email: shopper.email, otp: newCode });
    expect(verify.body).toMatchObject({ success: true, resetToken: expect.any(String) });
  });

  it('pre-registration: a reset code voids the unverified password; the account is verified with the new one', async () => {
    // The attacker signs up the victim's address first, hoping to keep a way in once the victim uses it.
    const email = uniqueEmail('victim');
    await post('/api/user/signup', { name: 'N', email, phone: '9876543210', password: 'attacker password' });
    const resetToken = await resetTokenFor(email);
    const [proven] = await t.db.select().from(users).where(eq(users.email, email));
    expect(proven).toMatchObject({ isVerified: false, passwordHash: null });
    expect((await post('/api/user/signin', { email, password: 'attacker password' })).status).toBe(401);
    await post('/api/user/forgotPassword/changePassword', {
      email,
      newPass: 'second password',
      confirmPass: 'second password',
      resetToken,
    });
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.isVerified).toBe(true);
    expect((await post('/api/user/signin', { email, password: 'second password' })).status).toBe(200);
    expect((await post('/api/user/signin', { email, password: 'attacker password' })).status).toBe(401);
  });
});
