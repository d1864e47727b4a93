import { NO_TAGS, touches, type Change, type Tags } from '#src/server/lib/cache-tags';

const MAX_ENTRIES = 2000;
/**
 * Memory the cached answers may hold, estimated from their JSON (kept beside them with its brotli and gzip bytes by
 * send-cached.ts, and strings may take two bytes a character): without it, 2,000 distinct listing or search pages
 * took the server from ~120 MB to ~470 MB resident, a cheap way to exhaust a small machine.
 */
export const CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** An answer bigger than this share of the budget is served but not kept. */
const MAX_ENTRY_SHARE = 4;
/** JSON bytes → estimated resident bytes (object graph + JSON string + compressed copies). */
const BYTES_PER_JSON_BYTE = 3;

type Entry = { value: Promise<unknown>; bytes: number; tags: Tags };

/** Answers that show product cards (or count them, `count:`): a card change of any product drops them all. */
const CARD_KEYS = /^(?:list|count|featured|related|search|suggest):/;
/** Answers no product write changes: only a change of everything drops them. */
const STATIC_KEYS = /^(?:categories$|category:|banners:|settings:|search-synonyms$)/;
/** Answers of one product's own page: its stock count shows there. */
const PRODUCT_KEYS = /^(?:product|reviews):(\d+)$/;

/**
 * What the answer under an (English) key shows (docs/decisions/067). Anything not named here — the sitemap's ids with
 * their last change, the back office's counts by stock — is `any`: dropped by every change, as before.
 */
export function tagsOfKey(key: string): Tags {
  if (CARD_KEYS.test(key)) return { products: [], cards: true };
  if (STATIC_KEYS.test(key)) return NO_TAGS;
  const product = PRODUCT_KEYS.exec(key);
  return product ? { products: [Number(product[1])], cards: false } : 'any';
}

/**
 * The catalogue cache's answers for one version: at most MAX_ENTRIES, within a memory budget, least recently used
 * first out. A load in flight is shared by every caller of its key.
 */
export class CatalogAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = CACHE_MAX_BYTES) {}

  /** Forgets every answer. Loads in flight finish for their callers but are not kept (their entries are gone). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Forgets the answers a change touches. Loads in flight finish for their callers but are not kept. */
  drop(change: Change): void {
    if (change === 'all') return this.clear();
    for (const [key, entry] of this.entries) if (touches(change, entry.tags)) this.remove(key, entry);
  }

  /** Whether an answer for `key` is held or loading (a hint: a newer version may still empty the cache). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  lookup<T>(key: string, tags: Tags, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert so the Map's order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const pending = load();
    const entry: Entry = { value: pending, bytes: 0, tags };
    this.entries.set(key, entry);
    pending.then(
      (value) => this.account(key, entry, value),
      () => this.remove(key, entry),
    );
    if (this.entries.size > MAX_ENTRIES) this.evictOldest();
    return pending;
  }

  /** Once loaded, an answer's size counts against the budget; the least recently used answers make room. */
  private account(key: string, entry: Entry, value: unknown): void {
    if (this.entries.get(key) !== entry) return;
    const bytes = (JSON.stringify(value)?.length ?? 0) * BYTES_PER_JSON_BYTE;
    if (bytes > this.maxBytes / MAX_ENTRY_SHARE) {
      this.entries.delete(key);
      return;
    }
    entry.bytes = bytes;
    this.bytes += bytes;
    while (this.bytes > this.maxBytes && this.entries.size > 1) this.evictOldest();
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evictOldest(): void {
    const oldest = this.entries.entries().next().value;
    if (oldest) this.remove(oldest[0], oldest[1]);
  }

  /** Estimated bytes held by the loaded answers. */
  get byteSize(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}
