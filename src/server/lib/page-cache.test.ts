import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_MAX_AGE_MS, STALE_WHILE_RENDER_MS } from '#src/shared/constants';
import { ChangeLog, NO_TAGS, noteTags, type Change, type Tags } from './cache-tags';
import { Page, PageCache } from './page-cache';

/** A stand-in for the catalogue's changes: `change()` is a committed catalogue write (of everything by default). */
function catalogue() {
  const log = new ChangeLog();
  const listeners: ((change: Change) => void)[] = [];
  return {
    stamp: async () => log.seq,
    changedSince: (stamp: number, tags: Tags) => log.changedSince(stamp, tags),
    onChange: (listener: (change: Change) => void) => void listeners.push(listener),
    change: (change: Change = 'all') => {
      log.record(change);
      for (const listener of listeners) listener(change);
    },
  };
}

const html = (text: string, repeat = 1) => Buffer.from(`<!DOCTYPE html><p>${text}</p>`.repeat(repeat));
const page = (body: Buffer, options: { status?: number; storable?: boolean; cookie?: boolean } = {}) =>
  new Page(
    options.status ?? 200,
    [['content-type', 'text/html; charset=utf-8'], ...(options.cookie ? [['set-cookie', 'a=b'] as const] : [])],
    body,
    ["'sha256-abc='"],
    options.storable ?? true,
  );
/** What a request does: read the stamp, answer from the cache or render (counting renders). */
async function serve(cache: PageCache, key: string, produce: () => Promise<Page>) {
  const stamp = await cache.stamp();
  return cache.get(key, stamp) ?? cache.render(key, stamp, produce);
}

describe('page cache', () => {
  it('keeps a 200 or 404 page and answers it again until the catalogue changes', async () => {
    const source = catalogue();
    const cache = new PageCache(source, 1024 * 1024);
    let renders = 0;
    const produce = async () => (renders++, page(html(`render ${renders}`)));
    const first = await serve(cache, '/', produce);
    expect(await serve(cache, '/', produce)).toBe(first);
    expect(renders).toBe(1);
    expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);

    source.change();
    const after = await serve(cache, '/', produce);
    expect(after).not.toBe(first);
    expect(renders).toBe(2);
    expect(cache.size).toBe(1);

    const missing = await serve(cache, '/product/0', async () => page(html('Page Not Found'), { status: 404 }));
    expect(missing.etag).toBeNull();
    expect(await serve(cache, '/product/0', produce)).toBe(missing);
  });

  it('never keeps a page that sets a cookie, failed in part, or was rendered while the catalogue changed', async () => {
    const source = catalogue();
    const cache = new PageCache(source, 1024 * 1024);
    let renders = 0;
    const count = (make: () => Page) => async () => (renders++, make());
    await serve(
      cache,
      '/cookie',
      count(() => page(html('x'), { cookie: true, storable: true })),
    );
    await serve(
      cache,
      '/cookie',
      count(() => page(html('x'), { cookie: true, storable: true })),
    );
    await serve(
      cache,
      '/partial',
      count(() => page(html('x'), { storable: false })),
    );
    await serve(
      cache,
      '/partial',
      count(() => page(html('x'), { storable: false })),
    );
    expect(renders).toBe(4);
    // A write commits while the page renders: the page may show the old data, so it is sent but not kept.
    await serve(
      cache,
      '/racing',
      count(() => (source.change(), page(html('old price')))),
    );
    await serve(
      cache,
      '/racing',
      count(() => page(html('new price'))),
    );
    expect(renders).toBe(6);
    expect(cache.size).toBe(1);
    expect(
      (
        await (
          await serve(
            cache,
            '/racing',
            count(() => page(html('?'))),
          )
        ).body(null)
      ).bytes.toString(),
    ).toContain('new price');
    expect(renders).toBe(6);
  });

  it('renders a page once for concurrent misses, unless that render cannot be shared', async () => {
    const cache = new PageCache(catalogue(), 1024 * 1024);
    let renders = 0;
    const slow = (options: { cookie?: boolean }) => async () => {
      renders++;
      await new Promise((resolve) => setImmediate(resolve));
      return page(html(`render ${renders}`), options);
    };
    const shared = await Promise.all(Array.from({ length: 5 }, () => serve(cache, '/', slow({}))));
    expect(renders).toBe(1);
    expect(new Set(shared).size).toBe(1);

    renders = 0;
    const own = await Promise.all(Array.from({ length: 3 }, () => serve(cache, '/cookie', slow({ cookie: true }))));
    // The first render sets a cookie: each waiting request renders its own page (never someone else's cookie).
    expect(renders).toBe(3);
    expect(new Set(own).size).toBe(3);
  });

  it('holds at most its byte budget, letting the least recently used pages go first', async () => {
    const budget = 256 * 1024;
    const cache = new PageCache(catalogue(), budget);
    // Incompressible bodies of 40 KB: six fit, the seventh pushes out the least recently used.
    const body = () => randomBytes(40 * 1024);
    for (const key of ['/1', '/2', '/3', '/4', '/5', '/6']) {
      await serve(cache, key, async () => page(body()));
      expect(cache.byteSize).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBe(6);
    await serve(cache, '/1', async () => page(body())); // a hit: /1 is now the most recently used
    await serve(cache, '/7', async () => page(body()));
    expect(cache.byteSize).toBeLessThanOrEqual(budget);
    let renders = 0;
    await serve(cache, '/1', async () => (renders++, page(body())));
    expect(renders).toBe(0);
    await serve(cache, '/2', async () => (renders++, page(body())));
    expect(renders).toBe(1);

    // Compressed copies count too, and never take the cache over its budget.
    for (const key of ['/1', '/3', '/4', '/5', '/6', '/7']) {
      const kept = await serve(cache, key, async () => page(body()));
      await kept.body('br');
      await kept.body('gzip');
      expect(cache.byteSize).toBeLessThanOrEqual(budget);
    }
    // A page over a quarter of the budget is sent, not kept.
    const huge = await serve(cache, '/huge', async () => page(randomBytes(budget / 2)));
    expect(huge.status).toBe(200);
    expect(cache.get('/huge', await cache.stamp())).toBeUndefined();
  });

  it('compresses each encoding once, then lets the uncompressed bytes go', async () => {
    const cache = new PageCache(catalogue(), 4 * 1024 * 1024);
    const text = html('A cached page of fruit and vegetables. ', 2000);
    const kept = await serve(cache, '/', async () => page(text));
    const before = cache.byteSize;
    const br = await kept.body('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(text)).toBe(true);
    expect((await kept.body('br')).bytes).toBe(br.bytes);
    const gzip = await kept.body('gzip');
    expect(gunzipSync(gzip.bytes).equals(text)).toBe(true);
    // Both compressed copies held: the uncompressed bytes are gone, and a client that accepts neither still gets them.
    expect(cache.byteSize).toBeLessThan(before);
    expect(cache.byteSize).toBe(kept.bytes + '/'.length * 2);
    expect((await kept.body(null)).bytes.equals(text)).toBe(true);
    // Small answers (robots.txt) are not worth compressing.
    const small = await serve(cache, '/robots.txt', async () => page(Buffer.from('User-agent: *\n')));
    expect(await small.body('br')).toMatchObject({ encoding: null });
  });

  it('renders a kept page again once it is an hour old, even if the catalogue stood still', async () => {
    let now = 1_000_000;
    const cache = new PageCache(catalogue(), 1024 * 1024, PAGE_CACHE_MAX_AGE_MS, () => now);
    let renders = 0;
    const produce = async () => (renders++, page(html('© 2026')));
    await serve(cache, '/', produce);
    now += PAGE_CACHE_MAX_AGE_MS;
    await serve(cache, '/', produce);
    expect(renders).toBe(1);
    now += 1;
    await serve(cache, '/', produce);
    await serve(cache, '/', produce);
    expect(renders).toBe(2);
  });

  it('keeps the last good copy of a page that is no longer fresh, for an outage only, within the budget', async () => {
    const source = catalogue();
    let now = 1_000_000;
    const cache = new PageCache(source, 1024 * 1024, PAGE_CACHE_MAX_AGE_MS, () => now);
    const first = await serve(cache, '/', async () => page(html('price 100')));
    await serve(cache, '/cookie', async () => page(html('x'), { cookie: true }));
    // A catalogue change: the page is not answered as fresh any more, but stays as the address's last copy.
    source.change();
    const stamp = await cache.stamp();
    expect(cache.get('/', stamp)).toBeUndefined();
    expect(cache.stale('/')).toBe(first);
    // An hour old: the same.
    now += PAGE_CACHE_MAX_AGE_MS + 1;
    expect(cache.get('/', stamp)).toBeUndefined();
    expect(cache.stale('/')).toBe(first);
    // Never a page that could not be kept.
    expect(cache.stale('/cookie')).toBeUndefined();
    // A fresh render replaces it.
    const second = await serve(cache, '/', async () => page(html('price 120')));
    expect(cache.stale('/')).toBe(second);
    expect(cache.size).toBe(1);
  });

  it('keeps nothing with a budget of 0', async () => {
    const cache = new PageCache(catalogue(), 0);
    let renders = 0;
    await serve(cache, '/', async () => (renders++, page(html('x'))));
    await serve(cache, '/', async () => (renders++, page(html('x'))));
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("drops only the pages a change touches: a product's stock its own page, a card change every page of cards", async () => {
    const source = catalogue();
    const cache = new PageCache(source, 1024 * 1024);
    // What each page's render read from the catalogue cache (which notes its answers' tags the same way).
    const shows = (tags: Tags, text: string) => async () => (noteTags(tags), page(html(text)));
    const pages = {
      '/product/1': { products: [1], cards: true },
      '/product/2': { products: [2], cards: true },
      '/products/subCat/5': { products: [], cards: true },
      '/policy/terms': NO_TAGS,
    } satisfies Record<string, Tags>;
    const kept = new Map<string, Page>();
    for (const [key, tags] of Object.entries(pages)) kept.set(key, await serve(cache, key, shows(tags, key)));
    const fresh = async () => {
      const stamp = await cache.stamp();
      return Object.keys(pages).filter((key) => cache.get(key, stamp) === kept.get(key));
    };

    source.change({ products: [1], cards: false });
    expect(await fresh()).toEqual(['/product/2', '/products/subCat/5', '/policy/terms']);
    source.change({ products: [3], cards: true });
    expect(await fresh()).toEqual(['/policy/terms']);
    source.change();
    expect(await fresh()).toEqual([]);
  });

  it('does not keep a page whose render a change of what it shows overlapped, but one an unrelated change did', async () => {
    const source = catalogue();
    const cache = new PageCache(source, 1024 * 1024);
    const during = (change: Change, text: string) => async () => {
      noteTags({ products: [1], cards: false });
      source.change(change);
      return page(html(text));
    };
    await serve(cache, '/a', during({ products: [1], cards: false }, 'old stock'));
    const other = await serve(cache, '/b', during({ products: [2], cards: false }, 'other product'));
    const stamp = await cache.stamp();
    expect(cache.get('/a', stamp)).toBeUndefined();
    expect(cache.get('/b', stamp)).toBe(other);
  });

  it('answers the copy a change made stale while the one render that replaces it runs, for a second at most', async () => {
    const source = catalogue();
    let now = 1_000_000;
    const cache = new PageCache(source, 1024 * 1024, PAGE_CACHE_MAX_AGE_MS, () => now);
    const old = await serve(cache, '/', async () => page(html('price 100')));
    expect(cache.refreshing('/')).toBeUndefined();
    source.change();
    // Nothing renders it yet: the next reader renders, it does not get the old copy.
    expect(cache.refreshing('/')).toBeUndefined();
    let finish: (page: Page) => void = () => undefined;
    const rendering = cache.render('/', await cache.stamp(), () => new Promise<Page>((resolve) => (finish = resolve)));
    expect(cache.refreshing('/')).toBe(old);
    now += STALE_WHILE_RENDER_MS + 1;
    expect(cache.refreshing('/')).toBeUndefined();
    now -= STALE_WHILE_RENDER_MS;
    finish(page(html('price 120')));
    const fresh = await rendering;
    expect(cache.refreshing('/')).toBeUndefined();
    expect(cache.get('/', await cache.stamp())).toBe(fresh);
  });
});
