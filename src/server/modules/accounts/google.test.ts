import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { startGoogleStandIn, googleStandInForFile } from '#src/test/google';
import { createTestApp, testAppForFile } from '#src/test/test-app';
import { call, uniqueEmail } from '#src/test/accounts';

const google = googleStandInForFile();
const t = testAppForFile(() => ({ template: 'empty', env: google.env }));

const googleSignIn = (credential: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/user/authWithGoogle', { credential, ...extra });

describe('Sign in with Google', () => {
  it('publishes whether it is configured and the client id', async () => {
    expect((await call(t.app, 'GET', '/api/user/authWithGoogle/config')).body).toEqual({
      enabled: true,
      clientId: google.clientId,
    });
  });

  it('creates a verified account without a usable password, then signs the same person in again', async () => {
    const email = uniqueEmail('g');
    const credential = await google.sign({
      sub: 'google-sub-1',
      email,
      name: 'Gita',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
    // The spec's fields are ignored: only the verified token counts.
    const first = await googleSignIn(credential, { email: 'someone-else@example.com', isAdmin: true, password: 'x' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      error: false,
      msg: 'User Login Successfully!',
      token: expect.any(String),
      user: { name: 'Gita', email, images: ['https://lh3.googleusercontent.com/a/photo'], isAdmin: false },
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isVerified: true, passwordHash: null, googleSubject: 'google-sub-1', role: null });

    const again = await googleSignIn(await google.sign({ sub: 'google-sub-1', email }));
    expect((again.body['user'] as { id: number }).id).toBe(row!.id);
    const profile = await call(t.app, 'GET', `/api/user/${row!.id}`, undefined, {
      authorization: `Bearer ${String(again.body['token'])}`,
    });
    expect(profile.body).toMatchObject({ hasPassword: false });
    // No password works for it.
    expect((await call(t.app, 'POST', '/api/user/signin', { email, password: '' })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/user/signin', { email, password: 'null' })).status).toBe(401);
  });

  it('accepts the short issuer spelling only when the configured issuer is Google', async () => {
    const answer = await googleSignIn(await google.sign({ iss: 'accounts.google.com' }));
    expect(answer.status).toBe(401);
  });

  it('links an existing verified account by e-mail and keeps its password', async () => {
    const email = uniqueEmail('linked');
    await call(t.app, 'POST', '/api/user/signup', {
      name: 'L',
      email,
      phone: '9876543210',
      password: 'my own password',
    });
    await t.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
    expect((await googleSignIn(await google.sign({ email }))).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/user/signin', { email, password: 'my own password' })).status).toBe(200);
  });

  it("voids a squatter's password on an unverified account with the same e-mail", async () => {
    const email = uniqueEmail('victim');
    await call(t.app, 'POST', '/api/user/signup', {
      name: 'Squatter',
      email,
      phone: '9876543210',
      password: 'squatter password',
    });
    expect((await googleSignIn(await google.sign({ email }))).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isVerified: true, passwordHash: null });
    expect((await call(t.app, 'POST', '/api/user/signin', { email, password: 'squatter password' })).status).toBe(401);
  });

  it('refuses a wrong audience, a wrong issuer, an expired token, an unverified e-mail and a bad signature', async () => {
    const cases: [string, string, number][] = [
      ['audience', await google.sign({ aud: 'another-app.apps.googleusercontent.com' }), 401],
      ['issuer', await google.sign({ iss: 'https://evil.example' }), 401],
      ['expired', await google.sign({}, { expiresIn: -60 }), 401],
      ['unverified', await google.sign({ email_verified: false }), 401],
      ['signature', await google.sign({}, { foreignKey: true }), 401],
      ['garbage', 'not-a-jwt', 401],
      ['blank', '', 400],
    ];
    const before = (await t.db.select().from(users)).length;
    for (const [name, credential, status] of cases) {
      const answer = await googleSignIn(credential);
      expect(answer.status, name).toBe(status);
      expect(answer.body, name).toMatchObject({ error: true, msg: expect.any(String) });
      expect(answer.body['token'], name).toBeUndefined();
    }
    expect((await t.db.select().from(users)).length).toBe(before);
    expect((await googleSignIn(await google.sign({ email_verified: false }))).body).toMatchObject({
      msg: 'Your Google email address is not verified',
    });
  });

  it('refuses an unsigned token that names a published key', async () => {
    const real = await google.sign();
    const [, payload] = real.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await googleSignIn(`${header}.${payload}.`)).status).toBe(401);
  });
});

describe('Sign in with Google when not configured', () => {
  it('answers 404 (not an outage) with a clear message', async () => {
    const bare = await createTestApp({ template: 'empty' });
    try {
      const answer = await call(bare.app, 'POST', '/api/user/authWithGoogle', { credential: await google.sign() });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        msg: 'Sign-in with Google is not set up on this shop. Please use your email and password.',
      });
      expect((await call(bare.app, 'GET', '/api/user/authWithGoogle/config')).body).toEqual({
        enabled: false,
        clientId: null,
      });
    } finally {
      await bare.close();
    }
  });
});

describe("Google's own issuer", () => {
  it('accepts both spellings of it, and nothing else', async () => {
    const real = await startGoogleStandIn({ issuer: 'https://accounts.google.com' });
    const app = await createTestApp({ template: 'empty', env: real.env });
    try {
      const post = async (iss: string) =>
        (await call(app.app, 'POST', '/api/user/authWithGoogle', { credential: await real.sign({ iss }) })).status;
      expect(await post('https://accounts.google.com')).toBe(200);
      expect(await post('accounts.google.com')).toBe(200);
      expect(await post('https://accounts.google.com.evil.example')).toBe(401);
    } finally {
      await app.close();
      await real.close();
    }
  });
});
