import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { call, registerShopper, uniqueEmail } from '#src/test/accounts';

const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({ template: 'empty', env: { SMTP_URL: smtp.url } }));

const signUp = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/user/signup', body);
const signIn = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/user/signin', body);
const valid = () => ({ name: 'Asha Rao', email: uniqueEmail(), phone: '9876543210', password: 'long enough pw' });

describe('sign-up', () => {
  it('checks blank fields in the spec order with its messages, answering FAILED', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name can not be blank!'],
      [{ name: '  ', email: '', phone: '', password: '' }, 'name can not be blank!'],
      [{ name: 'A', email: '', phone: '', password: '' }, 'email can not be blank!'],
      [{ name: 'A', email: 'a@example.com', phone: '', password: '' }, 'phone can not be blank!'],
      [{ name: 'A', email: 'a@example.com', phone: '98765', password: '' }, 'password can not be blank!'],
    ];
    for (const [body, msg] of cases) {
      const answer = await signUp(body);
      expect(answer.status, msg).toBe(400);
      expect(answer.body).toMatchObject({ status: 'FAILED', error: true, msg, message: msg });
    }
  });

  it('refuses a malformed e-mail, phone or a short password with a clear message', async () => {
    expect((await signUp({ ...valid(), email: 'not-an-email' })).body).toMatchObject({
      status: 'FAILED',
      msg: 'Please enter a valid email address',
    });
    expect((await signUp({ ...valid(), phone: 'call me' })).body).toMatchObject({
      status: 'FAILED',
      msg: 'Please enter a valid phone number',
    });
    const short = await signUp({ ...valid(), password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ status: 'FAILED', msg: 'Password must be at least 8 characters' });
  });

  it('creates an unverified shopper with an argon2id hash, ignoring a mass-assigned isAdmin or role, and e-mails a code', async () => {
    const body = { ...valid(), isAdmin: true, role: 'owner', isVerified: true };
    const answer = await signUp(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ status: 'SUCCESS', msg: expect.any(String) });
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ name: 'Asha Rao', phone: '9876543210', role: null, isVerified: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(body.password);
    const mail = await smtp.waitFor(body.email);
    expect(mail.subject).toBe('Your Kirana verification code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.text).toContain('If you did not create a Kirana account');
    expect(mail.html).toContain(/\b\d{6}\b/.exec(mail.text)![0]);
    expect(answer.text).not.toContain(/\b\d{6}\b/.exec(mail.text)![0]);
  });

  it('answers a taken e-mail like a new one and mails its owner a warning instead of a code', async () => {
    const first = valid();
    const created = await signUp(first);
    expect(created.status).toBe(201);
    await smtp.codeFor(first.email);
    const again = await signUp({ ...valid(), name: 'Mallory <b>', email: `  ${first.email.toUpperCase()} ` });
    expect(again.status).toBe(created.status);
    expect(again.body).toEqual(created.body);
    const warning = await smtp.waitFor(first.email, (m) => m.subject.startsWith('Someone tried'));
    expect(warning.subject).toBe('Someone tried to create a Kirana account with your address');
    expect(warning.text).not.toMatch(/\b\d{6}\b/);
    expect(warning.text).not.toContain('Mallory');
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, first.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Asha Rao');
  });
});

describe('sign-in', () => {
  it('signs a verified shopper in with the spec answer and no secrets in it', async () => {
    const shopper = await registerShopper(t.app, smtp, { name: 'Ravi' });
    const answer = await signIn({ email: shopper.email.toUpperCase(), password: shopper.password });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      error: false,
      isVerify: true,
      msg: 'User Login Successfully!',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: {
        id: shopper.id,
        _id: shopper.id,
        name: 'Ravi',
        email: shopper.email,
        phone: '9876543210',
        images: [],
        isAdmin: false,
      },
    });
    expect(answer.text).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('checks blank fields with the spec messages', async () => {
    expect((await signIn({ email: '', password: 'x' })).body).toMatchObject({ msg: 'Email can not be blank!' });
    expect((await signIn({ email: 'a@example.com', password: '' })).body).toMatchObject({
      msg: 'Password can not be blank!',
    });
  });

  it('gives unknown e-mail and wrong password the same answer', async () => {
    const shopper = await registerShopper(t.app, smtp);
    const unknown = await signIn({ email: uniqueEmail('nobody'), password: shopper.password });
    const wrong = await signIn({ email: shopper.email, password: 'not the password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ error: true, msg: 'Invalid email or password' });
  });

  it('answers an unverified account with error true and isVerify false, and no token', async () => {
    const body = valid();
    await signUp(body);
    const answer = await signIn({ email: body.email, password: body.password });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: true, isVerify: false, msg: expect.stringContaining('verify') });
    expect(answer.body['token']).toBeUndefined();
    // A wrong password on an unverified account does not reveal that it exists.
    expect((await signIn({ email: body.email, password: 'wrong password' })).body).toMatchObject({
      msg: 'Invalid email or password',
    });
  });
});

describe('sign-up from a numeric phone input', () => {
  it('accepts the phone as a JSON number', async () => {
    const body = { ...valid(), phone: 9123456780 };
    expect((await signUp(body)).status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.phone).toBe('9123456780');
  });
});
