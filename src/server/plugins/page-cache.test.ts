import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '#src/db/client';
import { BACK_OFFICE_COOKIE, MODULE_PRELOADS_TEMPLATE_ID, SCRIPT_AFTER_FIRST_PAINT_TYPE } from '#src/shared/constants';
import { signedInUser } from '#src/test/auth';
import { testAppForFile, type TestApp } from '#src/test/test-app';
import { pageCacheOf } from './web';

/**
 * The page cache (docs/decisions/033-page-cache.md) through the whole app and the real web build: what is kept, for
 * whom, until when, and with which Content-Security-Policy. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL
 * (where the catalogue version is read per request instead of announced).
 */

/** A test hook: a cookie set on the way in. */
const t = testAppForFile({
  web: true,
  before: (app) =>
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-test-set-cookie']) reply.header('set-cookie', 'visited=1; Path=/');
    }),
});
/** The same shop with the page cache off: every request renders. */
const uncached = testAppForFile({ web: true, env: { PAGE_CACHE_MAX_MB: '0' } });
/** A cache of 1 MB, which a dozen product pages overflow. */
const small = testAppForFile({ web: true, env: { PAGE_CACHE_MAX_MB: '1' } });

const get = (app: TestApp, url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.app.inject({ method, url, headers });
const cacheState = (answer: LightMyRequestResponse) => answer.headers['x-page-cache'];
const scriptSources = (answer: LightMyRequestResponse) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))![1]!.split(' ');

/** Products of the demo catalogue with a single variant (their page's price is that variant's). */
async function singleVariantProducts(app: TestApp, count: number, offset = 0) {
  return rowsOf<{ productId: number; variantId: number; price: number; oldPrice: number }>(
    await app.db.execute(sql`
      select p.id as "productId", v.id as "variantId", v.price, v.old_price as "oldPrice"
      from products p join product_variants v on v.product_id = p.id
      where p.variant_count = 1 and v.count_in_stock > 0 order by p.id limit ${count} offset ${offset}`),
  );
}
/** Loaders log a section they render without (src/test/setup.ts fails a test on an unexpected console.error). */
function expectLoggedOnly(what: RegExp) {
  const calls = vi.mocked(console.error).mock.calls;
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(String(call[0])).toMatch(what);
  vi.mocked(console.error).mockClear();
}
const priceOnPage = (html: string) => Number(/property="product:price:amount" content="(\d+)"/.exec(html)?.[1]);

describe('page cache: what is kept', () => {
  it('answers every public page from the cache the second time, with an ETag, 304 and HEAD', async () => {
    const [product] = await singleVariantProducts(t, 1);
    const category = rowsOf<{ id: number; sub: number }>(
      await t.db.execute(sql`select c.id, s.id as sub from categories c join categories s on s.parent_id = c.id
        order by c.id, s.id limit 1`),
    )[0]!;
    const pages = [
      '/',
      `/products/category/${category.id}`,
      `/products/category/${category.id}?sort=price-asc&minPrice=100&rating=3`,
      `/products/subCat/${category.sub}`,
      `/product/${product!.productId}`,
      '/search?q=apple',
      '/robots.txt',
      '/sitemap.xml',
    ];
    for (const url of pages) {
      const first = await get(t, url);
      const second = await get(t, url);
      expect([first.statusCode, cacheState(first), second.statusCode, cacheState(second)], url).toEqual([
        200,
        'miss',
        200,
        'hit',
      ]);
      expect(second.body, url).toBe(first.body);
      expect(second.headers['content-type'], url).toBe(first.headers['content-type']);
      const etag = String(second.headers.etag);
      expect(etag, url).toMatch(/^W\/"/);
      expect(second.headers.etag).toBe(first.headers.etag);

      const notModified = await get(t, url, { 'if-none-match': `"other", ${etag}` });
      expect([notModified.statusCode, notModified.body, notModified.headers.etag], url).toEqual([304, '', etag]);
      expect(notModified.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
      const head = await get(t, url, {}, 'HEAD');
      expect([head.statusCode, cacheState(head), head.body, head.headers.etag], url).toEqual([200, 'hit', '', etag]);
    }
    // Page Not Found, for an unknown address and an unknown product: kept too, without an ETag.
    for (const url of ['/no-such-page', '/product/99999999']) {
      const [first, second] = [await get(t, url), await get(t, url)];
      expect([first.statusCode, cacheState(first), second.statusCode, cacheState(second)], url).toEqual([
        404,
        'miss',
        404,
        'hit',
      ]);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBeUndefined();
    }
  });

  it('sends the compressed bytes the client accepts', async () => {
    const plain = await get(t, '/');
    const br = await get(t, '/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(t, '/', { 'accept-encoding': 'gzip' });
    expect([cacheState(br), br.headers['content-encoding'], br.headers.vary]).toEqual(['hit', 'br', 'accept-encoding']);
    expect([cacheState(gzip), gzip.headers['content-encoding']]).toEqual(['hit', 'gzip']);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('keeps one page per location cookie, and ignores every other cookie and header', async () => {
    const india = { cookie: 'location=India' };
    const [first, again] = [await get(t, '/', india), await get(t, '/', india)];
    expect([cacheState(first), cacheState(again)]).toEqual(['miss', 'hit']);
    const everywhere = await get(t, '/');
    expect(everywhere.body).not.toBe(first.body);
    expect(first.body).toContain('India');
    // A signed-in shopper's token, the back office's cookie, the remembered pincode (the header shows it after
    // hydration), other cookies, another browser: the same page.
    const shopper = await signedInUser(t);
    const others = await get(t, '/', {
      cookie: `theme=dark; ${BACK_OFFICE_COOKIE}=${shopper.token}; location=India; pincode=560001`,
      authorization: `Bearer ${shopper.token}`,
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'accept-language': 'hi-IN',
    });
    expect([cacheState(others), others.body === first.body]).toEqual(['hit', true]);
  });

  it('leaves every other page alone: rendered each time, with a nonce', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    for (const [url, headers] of [
      ['/cart', {}],
      ['/signIn', {}],
      ['/my-account', {}],
      ['/admin', { cookie: `${BACK_OFFICE_COOKIE}=${admin.token}` }],
      ['/_root.data', {}],
      ['/product/1.data', {}],
      ['/newsletter/confirm?token=abc', {}],
    ] as const) {
      const answer = await get(t, url, headers);
      expect(cacheState(answer), url).toBeUndefined();
      expect(scriptSources(answer)[1], url).toMatch(/^'nonce-/);
    }
  });

  it("keeps the page's scripts inert until its first paint (decision 078) in kept and streamed pages alike", async () => {
    const preloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    for (const url of ['/', '/', '/cart']) {
      const answer = await get(t, url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html; charset=utf-8/);
      expect(answer.body, url).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
      // Every module preload is inside the inert template, none outside it.
      const template =
        new RegExp(`<template id="${MODULE_PRELOADS_TEMPLATE_ID}">(.*?)</template>`, 's').exec(answer.body)?.[1] ?? '';
      expect(preloads(template).length, url).toBeGreaterThan(2);
      expect(preloads(answer.body).length, url).toBe(preloads(template).length);
      // No module runs from the HTML: React Router's module waits under the inert type, its starter right after it.
      expect(answer.body, url).not.toMatch(/<script[^>]* type="module"/);
      const inert = new RegExp(`<script[^>]* type="${SCRIPT_AFTER_FIRST_PAINT_TYPE}">(.*?)</script><script[^>]*>`, 's');
      const module = inert.exec(answer.body)?.[1];
      expect(module, url).toContain('import(');
      // The page's Content-Security-Policy lets the module's running copy run: its nonce, or its hash when kept.
      const sources = scriptSources(answer);
      if (cacheState(answer) === undefined) expect(sources[1], url).toMatch(/^'nonce-/);
      else expect(sources, url).toContain(`'sha256-${createHash('sha256').update(module!).digest('base64')}'`);
    }
  });

  it('never keeps an answer that sets a cookie or that a failed API call left incomplete', async () => {
    const [cookiePage, failingPage] = await singleVariantProducts(t, 2, 10);
    const url = `/product/${cookiePage!.productId}`;
    const withCookie = [
      await get(t, url, { 'x-test-set-cookie': '1' }),
      await get(t, url, { 'x-test-set-cookie': '1' }),
    ];
    expect(withCookie.map(cacheState)).toEqual(['miss', 'miss']);
    expect(withCookie.map((answer) => answer.headers['set-cookie'])).toEqual([
      'visited=1; Path=/',
      'visited=1; Path=/',
    ]);
    const [plain, kept] = [await get(t, url), await get(t, url)];
    expect([cacheState(plain), cacheState(kept), kept.headers['set-cookie']]).toEqual(['miss', 'hit', undefined]);

    const failing = `/product/${failingPage!.productId}`;
    // The reviews section fails in the database itself, which the loaders' direct reads and the API both meet.
    await t.db.execute(sql`alter table reviews rename to reviews_away`);
    try {
      const partial = [await get(t, failing), await get(t, failing)];
      // The page still renders (without its reviews), and is rendered again until the reviews answer.
      expect(partial.map((answer) => [answer.statusCode, cacheState(answer)])).toEqual([
        [200, 'miss'],
        [200, 'miss'],
      ]);
      expectLoggedOnly(/^product reviews unavailable/);
    } finally {
      await t.db.execute(sql`alter table reviews_away rename to reviews`);
    }
    expect([cacheState(await get(t, failing)), cacheState(await get(t, failing))]).toEqual(['miss', 'hit']);
  });
});

describe('page cache: invalidation', () => {
  it("shows an admin's price edit on the next request of the cached product page", async () => {
    const [product] = await singleVariantProducts(t, 1, 20);
    const url = `/product/${product!.productId}`;
    await get(t, url);
    const before = await get(t, url);
    expect([cacheState(before), priceOnPage(before.body)]).toEqual(['hit', product!.price]);
    const admin = await signedInUser(t, { isAdmin: true });
    const price = product!.price + 7;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/variants/${product!.variantId}`,
      headers: admin.headers,
      payload: { price, oldPrice: Math.max(product!.oldPrice, price) },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(t, url);
    expect([cacheState(after), priceOnPage(after.body)]).toEqual(['miss', price]);
    expect(cacheState(await get(t, url))).toBe('hit');
  });

  it('shows changed banners and categories on the next request, and not a rolled-back change', async () => {
    await get(t, '/');
    expect(cacheState(await get(t, '/'))).toBe('hit');
    const [banner] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from banners where kind = 'home' and active order by position, id limit 1`),
    );
    await t.db.execute(sql`update banners set title = 'Mango season is here' where id = ${banner!.id}`);
    const home = await get(t, '/');
    expect([cacheState(home), home.body.includes('Mango season is here')]).toEqual(['miss', true]);

    const [category] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from categories where parent_id is null order by id limit 1`),
    );
    const listing = `/products/category/${category!.id}`;
    await get(t, listing);
    await t.db.execute(sql`update categories set name = 'Fresh Produce Hall' where id = ${category!.id}`);
    const renamed = await get(t, listing);
    expect([cacheState(renamed), renamed.body.includes('Fresh Produce Hall')]).toEqual(['miss', true]);

    expect(cacheState(await get(t, listing))).toBe('hit');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update categories set name = 'Never Seen' where id = ${category!.id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const still = await get(t, listing);
    expect([cacheState(still), still.body.includes('Never Seen')]).toEqual(['hit', false]);
  });
});

describe('page cache: nothing personal, and scripts allowed by hash', () => {
  it('renders the same bytes for a guest, a signed-in shopper and a signed-in admin', async () => {
    const [product] = await singleVariantProducts(uncached, 1);
    const shopper = await signedInUser(uncached, { name: 'Meera Unique-Shopper', email: 'meera.unique@example.com' });
    const admin = await signedInUser(uncached, { isAdmin: true, name: 'Ravi Unique-Admin' });
    const visitors: Record<string, string>[] = [
      {},
      {
        authorization: `Bearer ${shopper.token}`,
        cookie: 'theme=dark',
        'accept-language': 'hi-IN',
        'x-forwarded-proto': 'https',
      },
      // Another host too: a page kept for everyone must not hold the host someone sent (decision 013).
      {
        cookie: `${BACK_OFFICE_COOKIE}=${admin.token}`,
        authorization: `Bearer ${admin.token}`,
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
      },
    ];
    for (const url of ['/', '/products/category/1', `/product/${product!.productId}`, '/search?q=milk', '/nowhere']) {
      const answers = [];
      for (const headers of visitors) answers.push(await get(uncached, url, headers));
      expect(answers.map(cacheState), url).toEqual(['miss', 'miss', 'miss']);
      expect(answers[1]!.body, url).toBe(answers[0]!.body);
      expect(answers[2]!.body, url).toBe(answers[0]!.body);
      for (const secret of ['Meera', 'meera.unique', 'Ravi Unique', shopper.token, admin.token]) {
        expect(answers[0]!.body.includes(secret), `${url} shows ${secret}`).toBe(false);
      }
    }
    expect(pageCacheOf(uncached.app)?.size).toBe(0);
  });

  it('renders no remembered pincode, and of the delivery zones only the free-delivery promise, which is versioned', async () => {
    // The pincode is not in the key: the header shows it after hydration. The zones' one part in the pages is the
    // footer's free-delivery promise (decision 052), and a zone write bumps the catalogue version (migration 0036),
    // so a kept page with it is never stale; nothing else of a zone (a fee, a minimum) may appear (decision 033).
    const [product] = await singleVariantProducts(uncached, 1);
    const pincode = { cookie: 'pincode=560001' };
    const urls = ['/', `/product/${product!.productId}`, '/search?q=milk'];
    const before = await Promise.all(urls.map((url) => get(uncached, url, pincode)));
    const withoutPincode = await Promise.all(urls.map((url) => get(uncached, url)));
    for (const [index, url] of urls.entries()) {
      expect(before[index]!.body, url).not.toContain('560001');
      expect(withoutPincode[index]!.body, url).toBe(before[index]!.body);
    }
    await uncached.db.execute(sql`
      insert into delivery_zones (name, codes, fee, free_from, minimum_order) values ('Koramangala', '{560001}', 49, 999, 199)`);
    await uncached.db.execute(sql`update delivery_zones set fee = 30, minimum_order = 150 where is_default`);
    const after = await Promise.all(urls.map((url) => get(uncached, url, pincode)));
    const afterWithout = await Promise.all(urls.map((url) => get(uncached, url)));
    for (const [index, url] of urls.entries()) {
      // The default zone now always charges: no promise holds everywhere. Still nothing of the pincode or its zone.
      expect(after[index]!.body, url).toContain('Fee by pincode');
      expect(before[index]!.body, url).not.toContain('Fee by pincode');
      expect(after[index]!.body, url).not.toContain('560001');
      expect(after[index]!.body, url).not.toContain('Koramangala');
      expect(afterWithout[index]!.body, url).toBe(after[index]!.body);
    }
    await uncached.db.execute(sql`delete from delivery_zones where name = 'Koramangala'`);
    await uncached.db.execute(sql`update delivery_zones set fee = 0, minimum_order = 0 where is_default`);
  });

  it("allows exactly the cached page's inline scripts by their SHA-256, and no other script", async () => {
    const [product] = await singleVariantProducts(t, 1);
    for (const url of ['/', `/product/${product!.productId}`, '/no-such-page']) {
      await get(t, url);
      const answer = await get(t, url);
      expect(cacheState(answer), url).toBe('hit');
      const sources = scriptSources(answer);
      expect(sources[0]).toBe("'self'");
      expect(sources.some((source) => /nonce|unsafe/.test(source))).toBe(false);
      expect(answer.body).not.toMatch(/\snonce="/);

      // The browser's view: every inline script it would run, parsed by a DOM (happy-dom), hashed as CSP does.
      const window = new Window();
      window.document.write(answer.body);
      const inline = [...window.document.querySelectorAll('script')].filter(
        (script) => !script.hasAttribute('src') && script.getAttribute('type') !== 'application/ld+json',
      );
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect(inline.length, url).toBeGreaterThan(3);
      expect(new Set(sources.slice(1))).toEqual(new Set(inline.map((script) => hash(script.textContent ?? ''))));
      // One changed character (an injected statement, say) and the script's hash is no longer allowed.
      const boot = inline.find((script) => script.textContent?.includes('__reactRouterContext ='))!;
      expect(sources).not.toContain(hash(`${boot.textContent};alert(1)`));
      await window.happyDOM.close();
    }
  });

  it('holds at most its byte budget, letting the least recently used pages go', async () => {
    const cache = pageCacheOf(small.app)!;
    expect(cache.maxBytes).toBe(1024 * 1024);
    // As many product pages as take the budget and three more, from what the first one costs (pages shrink: a fixed
    // count of 12 had stopped overflowing it once they were under ~60 kB).
    const [first] = await singleVariantProducts(small, 1);
    await get(small, `/product/${first!.productId}`, { 'accept-encoding': 'br' });
    const perPage = cache.byteSize;
    expect(perPage).toBeGreaterThan(0);
    const products = await singleVariantProducts(small, Math.ceil(cache.maxBytes / perPage) + 3);
    expect(products.length * perPage).toBeGreaterThan(cache.maxBytes);
    for (const { productId } of products) {
      await get(small, `/product/${productId}`, { 'accept-encoding': 'br' });
      expect(cache.byteSize).toBeGreaterThan(0);
      expect(cache.byteSize).toBeLessThanOrEqual(cache.maxBytes);
    }
    expect(cache.size).toBeLessThan(products.length);
    const [oldest, newest] = [products[0]!, products.at(-1)!];
    expect(cacheState(await get(small, `/product/${newest.productId}`))).toBe('hit');
    expect(cacheState(await get(small, `/product/${oldest.productId}`))).toBe('miss');
  });
});
