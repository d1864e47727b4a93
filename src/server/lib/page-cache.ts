import { PAGE_CACHE_MAX_AGE_MS, STALE_WHILE_RENDER_MS } from '#src/shared/constants';
import { collectTags, touches, type Change, type Tags } from './cache-tags';
import { stringBytes, type Page } from './page';

export { Page, type Encoding } from './page';

/**
 * The shared page cache of the public pages (docs/decisions/033-page-cache.md): rendered answers kept per catalogue
 * change, with their compressed bytes, bounded in bytes. The web plugin decides what may be cached and how a page is
 * rendered and sent; this file keeps pages and counts their bytes.
 */

/** What the cache needs of the catalogue cache's invalidation (the catalogue module's `catalogChanges`). */
export type ChangeSource = {
  stamp(): Promise<number | null>;
  changedSince(stamp: number, tags: Tags): boolean;
  onChange(listener: (change: Change) => void): void;
};

type Kept = { page: Page; keptAt: number; tags: Tags; droppedAt: number | null };

/** A page bigger than this share of the budget is sent but not kept (like the catalogue cache). */
const MAX_PAGE_SHARE = 4;

/**
 * Pages by key, each with the tags of the catalogue answers its render read (docs/decisions/067): fresh until a
 * catalogue change touches them, and for `maxAgeMs`; a page whose render a change touching it overlapped is not
 * kept. Concurrent misses of one key share one render when its page can be kept. At most `maxBytes` (0: nothing is
 * kept), the least recently used pages going first.
 *
 * A page that is no longer fresh is not thrown away at once: it stays, within the same budget, as the last good copy
 * of its address, which `stale` answers while the database is unreachable (docs/decisions/040-error-pages.md), and
 * `refreshing` while its next render runs, for STALE_WHILE_RENDER_MS after the change at most. A fresh render of the
 * address replaces it.
 */
export class PageCache {
  private readonly pages = new Map<string, Kept>();
  private readonly rendering = new Map<string, Promise<Page | null>>();
  /** Renders running per key, whatever their stamp (see `refreshing`). */
  private readonly renderingKeys = new Map<string, number>();
  private held = 0;

  constructor(
    private readonly changes: ChangeSource,
    readonly maxBytes: number,
    /** A kept page is rendered again after this long even if the catalogue stood still (see PAGE_CACHE_MAX_AGE_MS). */
    private readonly maxAgeMs = PAGE_CACHE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {
    changes.onChange((change) => this.drop(change));
  }

  /** A change makes the pages it touches stale (kept as last good copies). */
  private drop(change: Change): void {
    const at = this.now();
    for (const kept of this.pages.values()) {
      if (kept.droppedAt === null && touches(change, kept.tags)) kept.droppedAt = at;
    }
  }

  /** Bytes held by the kept pages, fresh and stale (bodies, headers, hashes, keys). */
  get byteSize(): number {
    return this.held;
  }

  /** Pages held, fresh and stale. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * The catalogue's change stamp for this request (a version read on PostgreSQL, nothing on PGlite): the changes of
   * a newer version make the pages they touch stale first. `null`: nothing rendered now may be kept (caching is off,
   * or another request saw a newer catalogue). Throws what the version read throws (the database unreachable).
   */
  async stamp(): Promise<number | null> {
    if (this.maxBytes === 0) return null;
    return this.changes.stamp();
  }

  /** The kept page for `key`, if no change touched it and it is not too old. */
  get(key: string, stamp: number | null): Page | undefined {
    if (stamp === null) return undefined;
    const kept = this.pages.get(key);
    if (!kept || kept.droppedAt !== null || this.now() - kept.keptAt > this.maxAgeMs) return undefined;
    this.touch(key, kept);
    return kept.page;
  }

  /**
   * The copy of `key` a change made stale moments ago, while a render of `key` that will replace it runs: answered
   * instead of waiting for that render (a page is re-rendered once, its readers never queue behind it).
   */
  refreshing(key: string): Page | undefined {
    if (!this.renderingKeys.has(key)) return undefined;
    const kept = this.pages.get(key);
    if (!kept || kept.droppedAt === null || this.now() - kept.droppedAt > STALE_WHILE_RENDER_MS) return undefined;
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
    this.renderingKeys.set(key, (this.renderingKeys.get(key) ?? 0) + 1);
    const rendered = collectTags(produce);
    const kept = rendered.then(
      ({ value, tags }) => (this.keep(key, stamp, value, tags) ? value : null),
      () => null,
    );
    this.rendering.set(slot, kept);
    void kept.then(() => {
      this.rendering.delete(slot);
      const left = (this.renderingKeys.get(key) ?? 1) - 1;
      if (left > 0) this.renderingKeys.set(key, left);
      else this.renderingKeys.delete(key);
    });
    return (await rendered).value;
  }

  /** Re-inserted so that the Map's order is least recently used first. */
  private touch(key: string, kept: Kept): void {
    this.pages.delete(key);
    this.pages.set(key, kept);
  }

  private keep(key: string, stamp: number, page: Page, tags: Tags): boolean {
    if (!page.storable || page.headers.some(([name]) => name === 'set-cookie')) return false;
    // A change of what it shows landed while it rendered: it may hold older data.
    if (this.changes.changedSince(stamp, tags)) return false;
    const bytes = page.bytes + stringBytes(key);
    if (bytes > this.maxBytes / MAX_PAGE_SHARE) return false;
    const previous = this.pages.get(key);
    if (previous) this.remove(key, previous.page);
    this.pages.set(key, { page, keptAt: this.now(), tags, droppedAt: null });
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
