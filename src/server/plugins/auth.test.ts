import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import {
  assertOwnUserIds,
  assertSameUser,
  passwordStamp,
  signSessionToken,
  verifySessionToken,
  type AuthUser,
} from './auth';

const t = testAppForFile({ template: 'empty' });

const profile = (id: number, authorization?: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: authorization ? { authorization } : {} });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function claimsFor(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return {
    pws: passwordStamp(t.config.JWT_SECRET, row!.passwordHash),
    sub: String(id),
    jti: `token-${id}`,
    iss: 'kirana',
    aud: 'kirana-web',
  };
}

describe('session tokens', () => {
  it('are HS256 JWTs that expire after 7 days', async () => {
    const user = await signedInUser(t);
    const [header, payload] = user.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
    expect((await profile(user.id, `Bearer ${user.token}`)).statusCode).toBe(200);
  });

  it('answer 401 without a token or with a malformed header', async () => {
    const user = await signedInUser(t);
    for (const header of [undefined, 'Bearer', `Basic ${user.token}`, 'Bearer not.a.jwt', `Bearer ${user.token}x`]) {
      const response = await profile(user.id, header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(response.json()).toMatchObject({ error: true, msg: expect.any(String) });
    }
  });

  it('refuse an unsigned alg:none token', async () => {
    const user = await signedInUser(t);
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...(await claimsFor(user.id)), iat: now, exp: now + 3600 })}.`;
    expect((await profile(user.id, `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuse a token signed with another key, or with another algorithm', async () => {
    const user = await signedInUser(t);
    const claims = await claimsFor(user.id);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const otherAlg = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    expect((await profile(user.id, `Bearer ${otherKey}`)).statusCode).toBe(401);
    expect((await profile(user.id, `Bearer ${otherAlg}`)).statusCode).toBe(401);
  });

  it('refuse an expired token', async () => {
    const user = await signedInUser(t);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(await claimsFor(user.id))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 8 * 24 * 3600)
      .setExpirationTime(now - 24 * 3600)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    expect((await profile(user.id, `Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('refuse a token whose payload was edited to another user', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const [header, , signature] = alice.token.split('.');
    const payload = JSON.parse(Buffer.from(alice.token.split('.')[1]!, 'base64url').toString());
    const forged = `${header}.${b64({ ...payload, sub: String(bob.id) })}.${signature}`;
    expect((await profile(bob.id, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it("refuse a deleted user's token", async () => {
    const user = await signedInUser(t);
    expect((await profile(user.id, `Bearer ${user.token}`)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    const response = await profile(user.id, `Bearer ${user.token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ msg: 'Your session has expired. Please sign in again' });
  });

  it('verify only what we signed', async () => {
    const token = await signSessionToken(t.config.JWT_SECRET, { id: 7, passwordHash: null });
    expect(await verifySessionToken(t.config.JWT_SECRET, token)).toEqual({
      userId: 7,
      stamp: expect.any(String),
      tokenId: expect.stringMatching(/^[\w-]{22}$/),
      expiresAt: expect.any(Date),
    });
    expect(await verifySessionToken('x'.repeat(40), token)).toBeNull();
  });
});

describe('user id guards', () => {
  const me: AuthUser = { id: 5, email: 'me@example.com', name: 'Me', isAdmin: false, role: null };
  const request = (query: unknown, body: unknown) => ({ query, body }) as FastifyRequest;

  it('let the own id (as number or string) and absent ids through', () => {
    expect(() => assertSameUser(me, 5)).not.toThrow();
    expect(() => assertSameUser(me, '5')).not.toThrow();
    expect(() => assertSameUser(me, undefined)).not.toThrow();
    expect(() => assertOwnUserIds(request({ userId: '5' }, { customerId: 5, userid: 5 }), me)).not.toThrow();
    expect(() => assertOwnUserIds(request({}, undefined), me)).not.toThrow();
  });

  it("answer 403 for anyone else's id in the query or body", () => {
    for (const [query, body] of [
      [{ userId: '6' }, {}],
      [{}, { userid: 6 }],
      [{}, { customerId: '05x' }],
      [{ userid: '5' }, { userId: 4 }],
    ]) {
      expect(() => assertOwnUserIds(request(query, body), me)).toThrow(expect.objectContaining({ status: 403 }));
    }
  });
});
