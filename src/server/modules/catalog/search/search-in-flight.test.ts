import { describe, expect, it } from 'vitest';
import type { InFlightLimit } from '#src/server/lib/in-flight';
import { expensiveWorkKey } from '#src/server/plugins/rate-limit';
import { createCategory, createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';

/**
 * Issue 27 §5: one shopper's searches, inside their minute's allowance, took every database connection and slowed
 * other shoppers' reads 20- to 60-fold. Uncached searches now run within their address's share of expensive work in
 * flight (decision 014). Set here to two at a time per address and one waiting, four in all and two waiting, without
 * rests, so the test can hold them.
 */
let work: InFlightLimit | undefined;
const t = testAppForFile({
  template: 'empty',
  env: {
    RATE_LIMITS:
      'expensive-ip=2,expensive-ip-queue=1,expensive=4,expensive-queue=2,expensive-ip-rest=0,expensive-rest=0',
  },
  // The shop's own bound, as its routes see it (the app's decorations live in its plugin's scope).
  before: (app) =>
    app.addHook('onRequest', async (request) => {
      work ??= request.server.expensiveWork;
    }),
});
const expensiveWork = () => {
  if (!work) throw new Error('no request has reached the shop yet');
  return work;
};
const SHOPPER = '203.0.113.10';
const OTHER = '203.0.113.20';

beforeAllValue(async () => {
  const category = await createCategory(t.db, { name: 'Dairy' });
  await createProduct(t.db, { name: 'Amul Butter', catId: category.id });
  await createProduct(t.db, { name: 'Mother Dairy Paneer', catId: category.id });
  await t.app.inject({ method: 'GET', url: '/api/health' });
  return category;
});

const search = (q: string, from: string) =>
  t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: from });

/** Holds `count` of the address's slots, as that many slow searches would, until `release()`. */
function hold(address: string, count: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: count }, () => expensiveWork().run(expensiveWorkKey(address), () => gate));
  return {
    release: async () => {
      release();
      await Promise.all(held);
    },
  };
}

describe('uncached searches in flight per address', () => {
  it('with two in flight, the third waits its turn, the fourth is refused with 429; other addresses and cached answers are served', async () => {
    const cached = await search('butter', OTHER);
    expect(cached.statusCode).toBe(200);

    const busy = hold(SHOPPER, 2);
    let answered = false;
    const third = search('paneer', SHOPPER).then((response) => {
      answered = true;
      return response;
    });

    // Another shopper's search the cache cannot answer goes straight through.
    const other = await search('dairy', OTHER);
    expect(other.statusCode).toBe(200);
    expect(other.json().map((p: { name: string }) => p.name)).toContain('Mother Dairy Paneer');
    expect(answered).toBe(false);
    expect(expensiveWork().size(expensiveWorkKey(SHOPPER))).toEqual({ taken: 2, waiting: 1 });

    const fourth = await search('ghee', SHOPPER);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('1');
    expect(fourth.json().msg).toBe('Too many attempts. Please try again in 1 second.');
    // A cached answer costs nothing and is never held back.
    expect((await search('butter', SHOPPER)).statusCode).toBe(200);
    expect(answered).toBe(false);

    await busy.release();
    const waited = await third;
    expect(waited.statusCode).toBe(200);
    expect(waited.json().map((p: { name: string }) => p.name)).toEqual(['Mother Dairy Paneer']);
    expect(expensiveWork().size(expensiveWorkKey(SHOPPER))).toEqual({ taken: 0, waiting: 0 });
  });

  it('suggestions share the same bound', async () => {
    const busy = hold(SHOPPER, 2);
    // `then` sends it now (an inject chain waits to be awaited).
    const waiting = t.app
      .inject({ method: 'GET', url: '/api/search/suggest?q=amu', remoteAddress: SHOPPER })
      .then((response) => response);
    const other = await t.app.inject({ method: 'GET', url: '/api/search/suggest?q=mot', remoteAddress: OTHER });
    expect(other.statusCode).toBe(200);
    expect(expensiveWork().size(expensiveWorkKey(SHOPPER))).toEqual({ taken: 2, waiting: 1 });
    const refused = await t.app.inject({ method: 'GET', url: '/api/search/suggest?q=pan', remoteAddress: SHOPPER });
    expect(refused.statusCode).toBe(429);
    await busy.release();
    expect((await waiting).statusCode).toBe(200);
  });

  it('with every slot taken, other addresses wait their turn; past the shared queue, 503 with Retry-After', async () => {
    const busy = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((address) => hold(address, 1));
    const queued = ['198.51.100.5', '198.51.100.6'].map((address, i) =>
      search(['amul', 'mother'][i]!, address).then((response) => response),
    );
    // A request that takes the whole way meanwhile: both have reached the queue when it is answered.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(expensiveWork().size()).toEqual({ taken: 4, waiting: 2 });
    const refused = await search('paneer butter', '198.51.100.7');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    for (const held of busy) await held.release();
    expect((await Promise.all(queued)).map((response) => response.statusCode)).toEqual([200, 200]);
  });
});
