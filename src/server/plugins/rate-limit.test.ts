import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, uniqueEmail } from '#src/test/accounts';
import { needsRedis, redisReachable, TEST_REDIS_URL } from '#src/test/redis';
import { createTestApp, type TestApp, testAppForFile } from '#src/test/test-app';
import { backoffDelay } from './rate-limit';

const t = testAppForFile({ template: 'empty' });
const hasRedis = await redisReachable();

const from = (app: TestApp, ip: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

/** Date stands still inside: on a slow machine a progressive delay (1 s) could otherwise end between two requests. */
async function withStillClock<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

const TOO_MANY = {
  error: true,
  msg: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/),
};

describe('progressive delay', () => {
  it('lets the free attempts through, then doubles the wait up to its cap', () => {
    const rule = { name: 'r', free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetMs: 60_000 };
    expect([1, 4, 5, 6, 7, 8, 14, 15, 40].map((count) => backoffDelay(rule, count))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 512_000, 900_000, 900_000,
    ]);
  });
});

describe('rate limits', () => {
  it('slows one address guessing an e-mail: 5 failures, then a wait even for the right password', () =>
    withStillClock(async () => {
      const email = uniqueEmail();
      await call(t.app, 'POST', '/api/user/signup', {
        name: 'R',
        email,
        phone: '9876543210',
        password: 'right password',
      });
      for (let i = 0; i < 5; i += 1)
        expect((await from(t, '198.51.100.1', '/api/user/signin', { email, password: `wrong ${i}` })).statusCode).toBe(
          401,
        );
      const blocked = await from(t, '198.51.100.1', '/api/user/signin', { email, password: 'right password' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another e-mail from the same address, and the same e-mail from another address, are not slowed.
      expect(
        (await from(t, '198.51.100.1', '/api/user/signin', { email: uniqueEmail(), password: 'x' })).statusCode,
      ).toBe(401);
      expect(
        (await from(t, '198.51.100.2', '/api/user/signin', { email, password: 'right password' })).statusCode,
      ).toBe(403);
    }));

  it('stops sign-in for an e-mail after 50 failures from any addresses (a distributed attack)', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 50; i += 1) {
      const ip = `198.51.101.${Math.floor(i / 5) + 1}`;
      expect((await from(t, ip, '/api/user/signin', { email, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const blocked = await from(t, '198.51.101.200', '/api/user/signin', { email, password: 'x' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
  });

  it('lets an office of 30+ sign up from one address, then limits that address', async () => {
    const ip = '203.0.113.10';
    const signUp = () =>
      from(t, ip, '/api/user/signup', {
        name: 'Office',
        email: uniqueEmail('office'),
        phone: '9876543210',
        password: 'office password',
      });
    for (let i = 0; i < 60; i += 1) expect((await signUp()).statusCode).toBe(201);
    const blocked = await signUp();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
    expect(
      (
        await from(t, '203.0.113.11', '/api/user/signup', {
          name: 'Other',
          email: uniqueEmail(),
          phone: '9876543210',
          password: 'other password',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('ignores X-Forwarded-For from clients that are not a trusted proxy', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 60; i += 1)
      await from(t, ip, '/api/user/signup', { name: '', email: '', phone: '', password: '' });
    const spoofed = await from(
      t,
      ip,
      '/api/user/signup',
      { name: 'S', email: uniqueEmail(), phone: '9876543210', password: 'password 123' },
      { 'x-forwarded-for': '192.0.2.99' },
    );
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits verification-code resends per e-mail address: 5 in 15 minutes', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1)
      expect((await from(t, `192.0.2.${i + 1}`, '/api/user/verifyAccount/resendOtp', { email })).statusCode).toBe(200);
    expect((await from(t, '192.0.2.9', '/api/user/verifyAccount/resendOtp', { email })).statusCode).toBe(429);
  });

  it('limits reset requests per (e-mail, address): 5 in 15 minutes, other addresses unaffected', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1)
      expect((await from(t, '192.0.2.20', '/api/user/forgotPassword', { email })).statusCode).toBe(200);
    expect((await from(t, '192.0.2.20', '/api/user/forgotPassword', { email })).statusCode).toBe(429);
    expect((await from(t, '192.0.2.21', '/api/user/forgotPassword', { email })).statusCode).toBe(200);
  });

  it('limits code checks per (e-mail, address) to 20 and per e-mail to 60 an hour', async () => {
    const email = uniqueEmail();
    const check = (ip: string) => from(t, ip, '/api/user/verifyemail', { email, otp: '000000' });
    for (let i = 0; i < 20; i += 1) expect((await check('192.0.2.30')).statusCode).toBe(400);
    expect((await check('192.0.2.30')).statusCode).toBe(429);
    for (let i = 0; i < 40; i += 1) expect((await check(`192.0.2.${31 + Math.floor(i / 20)}`)).statusCode).toBe(400);
    expect((await check('192.0.2.40')).statusCode).toBe(429);
  });
});

describe.skipIf(!hasRedis)(needsRedis('rate limits in Redis', hasRedis), () => {
  const prefix = `kirana-test-${randomBytes(4).toString('hex')}:`;
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ template: 'empty', env });
    b = await createTestApp({ template: 'empty', env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const redis = new Redis(env.REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('are shared by several servers', () =>
    withStillClock(async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i += 1)
        expect((await from(a, '192.0.2.40', '/api/user/signin', { email, password: 'nope' })).statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1)
        expect((await from(b, '192.0.2.40', '/api/user/signin', { email, password: 'nope' })).statusCode).toBe(401);
      expect((await from(a, '192.0.2.40', '/api/user/signin', { email, password: 'nope' })).statusCode).toBe(429);
      expect((await from(b, '192.0.2.40', '/api/user/signin', { email, password: 'nope' })).statusCode).toBe(429);
      const redis = new Redis(env.REDIS_URL);
      const keys = await redis.keys(`${prefix}rl:signin-fail-email-ip:*`);
      await redis.quit();
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(email);
    }));

  it('give a reserved attempt back when the password is right (a floored DECR)', async () => {
    const email = uniqueEmail();
    await call(a.app, 'POST', '/api/user/signup', {
      name: 'R',
      email,
      phone: '9876543210',
      password: 'right password',
    });
    const key = `${prefix}rl:signin-fail-email:${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;
    const redis = new Redis(env.REDIS_URL);
    expect((await from(a, '192.0.2.43', '/api/user/signin', { email, password: 'nope' })).statusCode).toBe(401);
    expect(await redis.get(key)).toBe('1');
    // Unverified: 403 comes after the password was checked, so its reservation is given back.
    expect((await from(a, '192.0.2.44', '/api/user/signin', { email, password: 'right password' })).statusCode).toBe(
      403,
    );
    expect(await redis.get(key)).toBe('1');
    await redis.quit();
  });

  it('reserve atomically: of 200 parallel guesses through two servers, 5 are checked and the right one late fails', async () => {
    const email = uniqueEmail();
    // Each test app has its own database: the account exists on both, the limits are shared in Redis.
    for (const app of [a, b]) {
      await call(app.app, 'POST', '/api/user/signup', {
        name: 'R',
        email,
        phone: '9876543210',
        password: 'right password',
      });
    }
    // The clock stands still during the burst, so the first wait (1 s) cannot end while requests still arrive.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        from(i % 2 ? a : b, '192.0.2.41', '/api/user/signin', {
          email,
          password: i === 150 ? 'right password' : `wrong ${i}`,
        }),
      ),
    ).finally(() => vi.useRealTimers());
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    expect(statuses[150]).toBe(429);
  });
});
