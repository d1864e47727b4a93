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
 * A new answer is kept on probation (decision 072): within this share of the budget and PROBATION_MAX_ENTRIES, the
 * oldest going first, until it is asked for again, which moves it to the main part. A walk through the catalogue —
 * a crawler, a shopper paging on, the bench's rotation — so holds no more than that share: it neither fills the
 * budget with answers nobody asks for again nor pushes out those shoppers keep asking for, and its answers die
 * young (little copying into V8's old generation, whose growth set the server's peak memory).
 */
const PROBATION_SHARE = 8;
const PROBATION_MAX_ENTRIES = MAX_ENTRIES / 8;

type Entry = { value: Promise<unknown>; bytes: number; tags: Tags };

/**
 * The catalogue cache's answers for one version: on probation when new, then in the main part, at most MAX_ENTRIES,
 * within a memory budget, least recently used first out. A load in flight is shared by every caller of its key.
 */
export class CatalogAnswers {
  private readonly main = new Map<string, Entry>();
  private readonly probation = new Map<string, Entry>();
  private mainBytes = 0;
  private probationBytes = 0;

  constructor(private readonly maxBytes = CACHE_MAX_BYTES) {}

  /** Forgets every answer. Loads in flight finish for their callers but are not kept (their entries are gone). */
  clear(): void {
    this.main.clear();
    this.probation.clear();
    this.mainBytes = 0;
    this.probationBytes = 0;
  }

  /** Forgets the answers a change touches. Loads in flight finish for their callers but are not kept. */
  drop(change: Change): void {
    if (change === 'all') return this.clear();
    for (const part of [this.main, this.probation]) {
      for (const [key, entry] of part) if (touches(change, entry.tags)) this.remove(key, entry);
    }
  }

  /** Whether an answer for `key` is held or loading (a hint: a newer version may still empty the cache). */
  has(key: string): boolean {
    return this.main.has(key) || this.probation.has(key);
  }

  lookup<T>(key: string, tags: Tags, load: () => Promise<T>): Promise<T> {
    const kept = this.main.get(key);
    if (kept) {
      // Re-insert so the Map's order is least-recently-used first.
      this.main.delete(key);
      this.main.set(key, kept);
      return kept.value as Promise<T>;
    }
    const trial = this.probation.get(key);
    if (trial) {
      this.probation.delete(key);
      this.probationBytes -= trial.bytes;
      this.main.set(key, trial);
      this.mainBytes += trial.bytes;
      this.trim();
      return trial.value as Promise<T>;
    }
    const pending = load();
    const entry: Entry = { value: pending, bytes: 0, tags };
    this.probation.set(key, entry);
    pending.then(
      (value) => this.account(key, entry, value),
      () => this.remove(key, entry),
    );
    this.trim();
    return pending;
  }

  /** Once loaded, an answer's size counts against the budget; the least recently used answers make room. */
  private account(key: string, entry: Entry, value: unknown): void {
    const part = this.partOf(key, entry);
    if (!part) return;
    const bytes = (JSON.stringify(value)?.length ?? 0) * BYTES_PER_JSON_BYTE;
    if (bytes > this.maxBytes / MAX_ENTRY_SHARE) {
      this.remove(key, entry);
      return;
    }
    entry.bytes = bytes;
    if (part === this.main) this.mainBytes += bytes;
    else this.probationBytes += bytes;
    this.trim();
  }

  /** Probation within its share (the newest answer stays), then everything within the budget and MAX_ENTRIES. */
  private trim(): void {
    while (
      this.probation.size > 1 &&
      (this.probation.size > PROBATION_MAX_ENTRIES || this.probationBytes > this.maxBytes / PROBATION_SHARE)
    ) {
      this.evictOldest(this.probation);
    }
    while (
      this.main.size > 0 &&
      (this.main.size + this.probation.size > MAX_ENTRIES || this.mainBytes + this.probationBytes > this.maxBytes)
    ) {
      this.evictOldest(this.main);
    }
  }

  private partOf(key: string, entry: Entry): Map<string, Entry> | undefined {
    if (this.main.get(key) === entry) return this.main;
    if (this.probation.get(key) === entry) return this.probation;
    return undefined;
  }

  private remove(key: string, entry: Entry): void {
    const part = this.partOf(key, entry);
    if (!part) return;
    part.delete(key);
    if (part === this.main) this.mainBytes -= entry.bytes;
    else this.probationBytes -= entry.bytes;
  }

  private evictOldest(part: Map<string, Entry>): void {
    const oldest = part.entries().next().value;
    if (oldest) this.remove(oldest[0], oldest[1]);
  }

  /** Estimated bytes held by the loaded answers. */
  get byteSize(): number {
    return this.mainBytes + this.probationBytes;
  }

  get size(): number {
    return this.main.size + this.probation.size;
  }
}
