import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import { signedInUserForFile } from '#src/test/shop';
import { call } from '#src/test/accounts';

const t = testAppForFile({ template: 'empty' });
const alice = signedInUserForFile(t, { name: 'Alice', phone: '9000000001' });
const bob = signedInUserForFile(t, { name: 'Bob' });

const me = (user: TestUser) => call(t.app, 'GET', `/api/user/${user.id}`, undefined, user.headers);

describe('GET /api/user/{id}', () => {
  it('shows the own profile without any secret', async () => {
    const answer = await me(alice);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: alice.id,
      _id: alice.id,
      name: 'Alice',
      email: alice.email,
      phone: '9000000001',
      images: [],
      isAdmin: false,
      isVerified: true,
      hasPassword: true,
    });
    expect(answer.text).not.toMatch(/argon2|passwordHash|googleSubject/);
  });

  it("answers 403 for another user's id and 401 without a token", async () => {
    const foreign = await call(t.app, 'GET', `/api/user/${bob.id}`, undefined, alice.headers);
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain(bob.email);
    expect((await call(t.app, 'GET', `/api/user/${bob.id}`)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/abc', undefined, alice.headers)).status).toBe(400);
  });
});

describe('PUT /api/user/{id}', () => {
  it('changes name and phone, ignoring e-mail, isAdmin, role and password', async () => {
    const answer = await call(
      t.app,
      'PUT',
      `/api/user/${alice.id}`,
      {
        name: 'Alice Cooper',
        phone: '+91 98765 43210',
        email: 'evil@example.com',
        isAdmin: true,
        role: 'owner',
        password: 'hijacked pw',
        images: [],
      },
      alice.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Alice Cooper',
      phone: '+91 98765 43210',
      email: alice.email,
      isAdmin: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, alice.id));
    expect(row).toMatchObject({ email: alice.email, role: null, name: 'Alice Cooper' });
    expect(
      (await call(t.app, 'POST', '/api/user/signin', { email: alice.email, password: alice.password })).status,
    ).toBe(200);
  });

  it("answers 403 for another user's profile and changes nothing", async () => {
    const answer = await call(t.app, 'PUT', `/api/user/${bob.id}`, { name: 'Pwned' }, alice.headers);
    expect(answer.status).toBe(403);
    expect((await me(bob)).body).toMatchObject({ name: 'Bob' });
  });

  it('refuses a blank name, a bad phone and images that are not the own uploads', async () => {
    expect((await call(t.app, 'PUT', `/api/user/${alice.id}`, { name: ' ' }, alice.headers)).body).toMatchObject({
      msg: 'name can not be blank!',
    });
    expect((await call(t.app, 'PUT', `/api/user/${alice.id}`, { phone: 'x' }, alice.headers)).status).toBe(400);
    for (const images of [
      ['https://evil.example/x.png'],
      ['../../package.json'],
      ['u-0123456789abcdef0123456789abcdef.webp'],
    ]) {
      const answer = await call(t.app, 'PUT', `/api/user/${alice.id}`, { images }, alice.headers);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: 'Please upload the images before saving them on your profile' });
    }
  });
});

describe('PUT /api/user/changePassword/{id}', () => {
  const url = (user: TestUser) => `/api/user/changePassword/${user.id}`;

  it('needs every field, a matching confirmation and the current password', async () => {
    const user = await signedInUser(t);
    expect(
      (await call(t.app, 'PUT', url(user), { password: '', newPass: 'new password 1' }, user.headers)).body,
    ).toMatchObject({ msg: 'Please fill all the details' });
    expect(
      (
        await call(
          t.app,
          'PUT',
          url(user),
          { password: user.password, newPass: 'new password 1', confirmPass: '' },
          user.headers,
        )
      ).body,
    ).toMatchObject({
      msg: 'Please fill all the details',
    });
    expect(
      (
        await call(
          t.app,
          'PUT',
          url(user),
          { password: user.password, newPass: 'new password 1', confirmPass: 'new password 2' },
          user.headers,
        )
      ).body,
    ).toMatchObject({
      msg: 'Password and confirm password not match',
    });
    const wrong = await call(
      t.app,
      'PUT',
      url(user),
      { password: 'not my password', newPass: 'new password 1' },
      user.headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ msg: 'Your current password is not correct' });
    expect((await call(t.app, 'POST', '/api/user/signin', { email: user.email, password: user.password })).status).toBe(
      200,
    );
  });

  it('changes the password, answers a fresh token and ends the other sessions', async () => {
    const user = await signedInUser(t);
    const answer = await call(
      t.app,
      'PUT',
      url(user),
      {
        name: user.name,
        email: user.email,
        phone: user.phone,
        images: [],
        password: user.password,
        newPass: 'fresh password 1',
        confirmPass: 'fresh password 1',
      },
      user.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'SUCCESS',
      msg: 'Your password has been changed.',
      token: expect.any(String),
    });
    expect((await me(user)).status).toBe(401);
    expect(
      (
        await call(t.app, 'GET', `/api/user/${user.id}`, undefined, {
          authorization: `Bearer ${String(answer.body['token'])}`,
        })
      ).status,
    ).toBe(200);
    expect((await call(t.app, 'POST', '/api/user/signin', { email: user.email, password: user.password })).status).toBe(
      401,
    );
    expect(
      (await call(t.app, 'POST', '/api/user/signin', { email: user.email, password: 'fresh password 1' })).status,
    ).toBe(200);
  });

  it("answers 403 for another user's id, even with the other's current password", async () => {
    const answer = await call(
      t.app,
      'PUT',
      url(bob),
      { password: bob.password, newPass: 'taken over 1' },
      alice.headers,
    );
    expect(answer.status).toBe(403);
    expect((await call(t.app, 'POST', '/api/user/signin', { email: bob.email, password: bob.password })).status).toBe(
      200,
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists every accounts and media call with its tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const expected: [string, string, string][] = [
      ['post', '/api/user/signup', 'accounts'],
      ['post', '/api/user/signin', 'accounts'],
      ['post', '/api/user/authWithGoogle', 'accounts'],
      ['get', '/api/user/authWithGoogle/config', 'accounts'],
      ['post', '/api/user/verifyAccount/resendOtp', 'accounts'],
      ['get', '/api/user/resendotp', 'accounts'],
      ['put', '/api/user/verifyAccount/emailVerify/{userId}', 'accounts'],
      ['post', '/api/user/verifyemail', 'accounts'],
      ['post', '/api/user/forgotPassword', 'accounts'],
      ['post', '/api/user/forgotPassword/changePassword', 'accounts'],
      ['get', '/api/user/{id}', 'accounts'],
      ['put', '/api/user/{id}', 'accounts'],
      ['put', '/api/user/changePassword/{id}', 'accounts'],
      ['post', '/api/user/upload', 'media'],
      ['get', '/api/imageUpload', 'media'],
      ['delete', '/api/imageUpload/deleteAllImages', 'media'],
    ];
    for (const [method, url, tag] of expected)
      expect(document.paths[url]?.[method]?.tags, `${method} ${url}`).toEqual([tag]);
    expect(Object.keys(document.paths).some((p) => p.startsWith('/dev'))).toBe(false);
  });
});
