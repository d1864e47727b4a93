import { describe, expect, it } from 'vitest';
import { shopForFile } from '#src/test/shop';
import { uniqueEmail } from '#src/test/accounts';
import { addLine } from '#src/test/checkout';

// Issue 11 §2: what had no limit. Each answers 429 with the limiter's message once spent.
const { t, asha, ravi, rice } = shopForFile({ rice: { name: 'Basmati Rice', price: 649, countInStock: 10 } });

const TOO_MANY = { error: true, msg: expect.stringMatching(/^Too many attempts\. Please try again in \d+ \w+\.$/) };

const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('limits on what had none', () => {
  it('uncached searches and suggestions: 120 a minute per address; cached answers and other addresses go on', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 60; i += 1) expect((await get(`/api/search?q=made-up-${i}`, ip)).statusCode).toBe(200);
    for (let i = 0; i < 60; i += 1) expect((await get(`/api/search/suggest?q=typed-${i}`, ip)).statusCode).toBe(200);
    const refused = await get('/api/search/results?q=one-more', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/search/suggest?q=another-one', ip)).statusCode).toBe(429);
    // A search the cache holds costs the database nothing: it is answered.
    expect((await get('/api/search?q=made-up-0', ip)).statusCode).toBe(200);
    expect((await get('/api/search/results?q=one-more', '203.0.113.91')).statusCode).toBe(200);
  });

  it('payment orders: 20 per shopper in 15 minutes', async () => {
    await addLine(t, asha, rice.id, 1);
    const order = () => t.app.inject({ method: 'POST', url: '/api/payments/order', headers: asha.headers });
    for (let i = 0; i < 20; i += 1) expect((await order()).statusCode).toBe(201);
    const refused = await order();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(TOO_MANY);
    // Another shopper is not affected.
    await addLine(t, ravi, rice.id, 1);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/order', headers: ravi.headers })).statusCode).toBe(
      201,
    );
  });

  it('sign-ups per e-mail address: 5 an hour from any address, new or existing alike', async () => {
    const email = uniqueEmail();
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        remoteAddress: `198.51.100.${i + 100}`,
        payload: { name: 'Someone', email, phone: '9876543210', password: 'long enough pw' },
      });
    for (let i = 0; i < 5; i += 1) expect((await signUp(i)).statusCode).toBe(201);
    const refused = await signUp(9);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(TOO_MANY);
  });
});
