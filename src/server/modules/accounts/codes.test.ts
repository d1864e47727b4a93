import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { codeIn, smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { call, uniqueEmail } from '#src/test/accounts';

const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({ template: 'empty', env: { SMTP_URL: smtp.url } }));
/** Every answer body of this file, to prove afterwards that none ever carried a code. */
const bodies: string[] = [];

async function api(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) {
  const answer = await call(t.app, method, url, payload, headers);
  bodies.push(answer.text);
  return answer;
}

async function newAccount() {
  const email = uniqueEmail();
  const answer = await api('POST', '/api/user/signup', {
    name: 'Meera',
    email,
    phone: '9876543210',
    password: 'long enough pw',
  });
  expect(answer.status).toBe(201);
  return { email, otp: await smtp.codeFor(email) };
}

const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const isVerified = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.isVerified;

describe('one-time codes', () => {
  it('verifies the account with the e-mailed code, once', async () => {
    const { email, otp } = await newAccount();
    const answer = await api('POST', '/api/user/verifyemail', { email, otp });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Your email address is verified.' });
    expect(await isVerified(email)).toBe(true);
    const again = await api('POST', '/api/user/verifyemail', { email, otp });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, error: true });
  });

  it('voids a code after 5 wrong tries: even the right code fails then, until a new one is sent', async () => {
    const { email, otp } = await newAccount();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await api('POST', '/api/user/verifyemail', { email, otp: wrongCode(otp) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        msg: 'The code is wrong or has expired. Please try again or request a new code.',
      });
    }
    expect((await api('POST', '/api/user/verifyemail', { email, otp })).status).toBe(400);
    expect(await isVerified(email)).toBe(false);

    const resend = await api('POST', '/api/user/verifyAccount/resendOtp', { email });
    expect(resend.body).toEqual({ success: true, message: expect.any(String) });
    const fresh = await smtp.codeFor(email);
    expect((await api('POST', '/api/user/verifyemail', { email, otp: fresh })).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  it('refuses parallel guessing beyond 5 comparisons', async () => {
    const { email, otp } = await newAccount();
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => api('POST', '/api/user/verifyemail', { email, otp: guess })));
    const [code] = await t.db
      .select()
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .where(eq(users.email, email));
    expect(code!.one_time_codes.failedAttempts).toBe(5);
    expect((await api('POST', '/api/user/verifyemail', { email, otp })).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { email, otp } = await newAccount();
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'verify')));
    expect((await api('POST', '/api/user/verifyemail', { email, otp })).status).toBe(400);
    expect(await isVerified(email)).toBe(false);
  });

  it('stores codes hashed, never the digits', async () => {
    const { email, otp } = await newAccount();
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .where(eq(users.email, email));
    expect(row!.one_time_codes.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.one_time_codes.codeHash).not.toContain(otp);
  });

  it('answers resendOtp the same for unknown e-mails and sends nothing to them', async () => {
    const { email } = await newAccount();
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await api('POST', '/api/user/verifyAccount/resendOtp', { email: unknownEmail });
    const known = await api('POST', '/api/user/verifyAccount/resendOtp', { email });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).not.toHaveProperty('otp');
    expect(known.body).not.toHaveProperty('existingUserId');
    // The known address's mail was queued after the unknown one would have been.
    await smtp.codeFor(email);
    expect(smtp.messages.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it('checks a blank e-mail and a malformed code with clear messages', async () => {
    expect((await api('POST', '/api/user/verifyAccount/resendOtp', { email: '' })).body).toMatchObject({
      msg: 'Please enter your email',
    });
    expect((await api('POST', '/api/user/verifyemail', { email: 'a@example.com', otp: '12a' })).body).toMatchObject({
      msg: 'Please enter the 6-digit code from the email',
    });
  });

  it('verifies through PUT verifyAccount/emailVerify/{userId} only for that user', async () => {
    const { email, otp } = await newAccount();
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const other = await api('PUT', `/api/user/verifyAccount/emailVerify/${user!.id + 1000}`, { email, otp });
    expect(other.status).toBe(400);
    const answer = await api('PUT', `/api/user/verifyAccount/emailVerify/${user!.id}`, { email, otp });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
    expect(await isVerified(email)).toBe(true);
  });

  it('sends the signed-in user a fresh code through GET /api/user/resendotp (bearer only)', async () => {
    expect((await api('GET', '/api/user/resendotp')).status).toBe(401);
    const user = await signedInUser(t, { isVerified: false });
    const answer = await api('GET', '/api/user/resendotp', undefined, user.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'OTP resent successfully!' });
    const otp = await smtp.codeFor(user.email);
    expect((await api('POST', '/api/user/verifyemail', { email: user.email, otp })).status).toBe(200);
  });

  it('never put a code received by e-mail into any answer of this file', async () => {
    const codes = smtp.messages.map(codeIn);
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) for (const body of bodies) expect(body).not.toContain(code);
  });
});
