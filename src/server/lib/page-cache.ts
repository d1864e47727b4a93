import { PAGE_CACHE_MAX_AGE_MS } from '#src/shared/constants';
import { stringBytes, type Page } from './page';

export { Page, type Encoding } from './page';

/**
 * The shared page cache of the public pages (docs/decisions/033-page-cache.md): rendered answers kept per catalogue
 * change, with their compressed bytes, bounded in bytes. The web plugin decides what may be cached and how a page is
 * rendered and sent; this file keeps pages and counts their bytes.
 */

/** What the cache needs of the catalogue cache's invalidation (the catalogue module's `catalogChanges`). */
export type ChangeSource = { stamp(): Promise<number | null>; readonly count: number };

/** A page bigger than this share of the budget is sent but not kept (like the catalogue cache). */
const MAX_PAGE_SHARE = 4;

/**
 * Pages by key, each valid for the catalogue change stamp it was rendered at and for `maxAgeMs`: a newer stamp or an
 * older page is never answered as fresh, and a page rendered while the catalogue changed is not kept. Concurrent
 * misses of one key share one render when its page can be kept. At most `maxBytes` (0: nothing is kept), the least
 * recently used pages going first.
 *
 * A page that is no longer fresh is not thrown away at once: it stays, within the same budget, as the last good copy
 * of its address, which `stale` answers while the database is unreachable (docs/decisions/040-error-pages.md). A
 * fresh render of the address replaces it.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: Page; keptAt: number; stamp: number }>();
  private readonly rendering = new Map<string, Promise<Page | null>>();
  private stampSeen = -1;
  private held = 0;

  constructor(
    private readonly changes: ChangeSource,
    readonly maxBytes: number,
    /** A kept page is rendered again after this long even if the catalogue stood still (see PAGE_CACHE_MAX_AGE_MS). */
    private readonly maxAgeMs = PAGE_CACHE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held by the kept pages, fresh and stale (bodies, headers, hashes, keys). */
  get byteSize(): number {
    return this.held;
  }

  /** Pages held, fresh and stale. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * The catalogue's change stamp for this request (a version read on PostgreSQL, nothing on PGlite): a newer one
   * makes every kept page stale. `null`: nothing rendered now may be kept (caching is off, or another request saw a
   * newer catalogue). Throws what the version read throws (the database unreachable).
   */
  async stamp(): Promise<number | null> {
    if (this.maxBytes === 0) return null;
    const stamp = await this.changes.stamp();
    if (stamp !== null && stamp > this.stampSeen) this.stampSeen = stamp;
    return stamp;
  }

  /** The kept page for `key`, if it is still fresh at `stamp`. */
  get(key: string, stamp: number | null): Page | undefined {
    if (stamp === null || !this.current(stamp)) return undefined;
    const kept = this.pages.get(key);
    if (!kept || kept.stamp !== stamp || this.now() - kept.keptAt > this.maxAgeMs) return undefined;
    this.touch(key, kept);
    return kept.page;
  }

  /**
   * The last page kept for `key`, fresh or not: only for when a fresh one cannot be had because the database is
   * unreachable (the caller marks it stale). Never a page that could not be kept (cookies, a failed section).
   */
  stale(key: string): Page | undefined {
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    this.touch(key, kept);
    return kept.page;
  }

  /**
   * Renders the page for `key` (a miss), keeping it when it may be kept. A render of the same key at the same stamp
   * already running is awaited instead, and its page used if it was kept; otherwise this request renders its own
   * (a page that sets a cookie or failed in part is never handed to another request).
   */
  async render(key: string, stamp: number | null, produce: () => Promise<Page>): Promise<Page> {
    if (stamp === null) return produce();
    const slot = `${stamp}\n${key}`;
    const running = this.rendering.get(slot);
    if (running) return (await running) ?? produce();
    const rendered = produce();
    const kept = rendered.then(
      (page) => (this.keep(key, stamp, page) ? page : null),
      () => null,
    );
    this.rendering.set(slot, kept);
    void kept.then(() => this.rendering.delete(slot));
    return rendered;
  }

  private current(stamp: number): boolean {
    return stamp === this.stampSeen && this.changes.count === stamp;
  }

  /** Re-inserted so that the Map's order is least recently used first. */
  private touch(key: string, kept: { page: Page; keptAt: number; stamp: number }): void {
    this.pages.delete(key);
    this.pages.set(key, kept);
  }

  private keep(key: string, stamp: number, page: Page): boolean {
    if (!page.storable || page.headers.some(([name]) => name === 'set-cookie')) return false;
    // The catalogue changed while it rendered (or a newer version was seen): it may hold older data.
    if (!this.current(stamp)) return false;
    const bytes = page.bytes + stringBytes(key);
    if (bytes > this.maxBytes / MAX_PAGE_SHARE) return false;
    const previous = this.pages.get(key);
    if (previous) this.remove(key, previous.page);
    this.pages.set(key, { page, keptAt: this.now(), stamp });
    this.held += bytes;
    page.onResize = (delta) => {
      if (this.pages.get(key)?.page !== page) return;
      this.held += delta;
      this.evict();
    };
    this.evict();
    return this.pages.get(key)?.page === page;
  }

  private remove(key: string, page: Page): void {
    this.pages.delete(key);
    this.held -= page.bytes + stringBytes(key);
    page.onResize = null;
  }

  private evict(): void {
    while (this.held > this.maxBytes) {
      const oldest = this.pages.entries().next().value;
      if (!oldest) break;
      this.remove(oldest[0], oldest[1].page);
    }
  }
}
