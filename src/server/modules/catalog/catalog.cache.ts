import { PGlite } from '@electric-sql/pglite';
import type { Database } from '#src/db/client';
import { currentLanguage, DEFAULT_LANGUAGE } from '#src/shared/texts/language';
import { changeOfPayload, ChangeLog, noteTags, type Change, type Tags } from '#src/server/lib/cache-tags';
import { readCatalogChanges, readCatalogVersion } from './catalog.repository';
import { CatalogAnswers, CACHE_MAX_BYTES, tagsOfKey } from './catalog-answers';

export { CACHE_MAX_BYTES } from './catalog-answers';

/**
 * Announced by the database whenever the catalogue version changes (migrations 0008, 0048), at the writer's commit,
 * with what changed.
 */
export const CATALOG_CHANNEL = 'kirana_catalog';

/**
 * In-process cache of catalogue answers, valid for one catalogue version (docs/decisions/003-catalogue-cache.md,
 * 009-catalogue-cache-invalidation.md). Two ways to know the version:
 * - by default every read first fetches it (one primary-key lookup, shared by concurrent readers: `currentVersion`);
 *   a newer version drops what the versions since changed (their rows in catalog_changes, one read; everything when
 *   they cannot be read), so a committed change by any module or any server process sharing the database shows on
 *   the next read;
 * - on the embedded database (PGlite: this process is the only one that can open it) `listen()` subscribes to the
 *   version's notifications instead, which say what changed: a committed write drops what it touched before the
 *   writer's own code goes on, and a read costs no database round trip at all.
 * What a change touches and what an answer shows: docs/decisions/067-precise-cache-invalidation.md.
 */
export class CatalogCache {
  private version = -1;
  private readonly answers: CatalogAnswers;
  /** The changes applied so far (see `changeStamp`). */
  private readonly log = new ChangeLog();
  /** Caches built on this one's changes (the page cache). */
  private readonly listeners = new Set<(change: Change) => void>();
  /** The catch-up to a newer version, one at a time (see `advance`). */
  private advancing: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | null = null;
  /** The version read in flight, and the one that waits for it to end (see `currentVersion`). */
  private sentRead: Promise<number> | null = null;
  private queuedRead: Promise<number> | null = null;
  /** Version reads sent so far (tests of the sharing). */
  versionReads = 0;

  constructor(
    private readonly db: Database,
    maxBytes = CACHE_MAX_BYTES,
    /** One read of the version row (a test may pace it). */
    private readonly readVersion: () => Promise<number> = () => readCatalogVersion(db),
    /** What the versions after `from` up to `to` changed, in order; fewer rows than versions: a gap (pruned). */
    private readonly readChanges: (from: number, to: number) => Promise<Change[] | null> = (from, to) =>
      readCatalogChanges(db, from, to),
  ) {
    this.answers = new CatalogAnswers(maxBytes);
  }

  /** True once reads no longer fetch the version (PGlite, after `listen()`). */
  get listening(): boolean {
    return this.stopListening !== null;
  }

  /**
   * The catalogue version as the database has it now. Concurrent readers share reads, but only one sent after they
   * asked: a caller that arrives while a read is in flight waits for the next one, sent when that one ends, with
   * every caller that arrived meanwhile. So a change committed before a call is always seen by it (the guarantee of
   * a read per request), while a busy server sends one read per round trip instead of one per request
   * (decision 035).
   */
  currentVersion(): Promise<number> {
    if (this.queuedRead) return this.queuedRead;
    if (!this.sentRead) return this.sendVersionRead();
    const queued = this.sentRead
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queuedRead = null;
        return this.sendVersionRead();
      });
    this.queuedRead = queued;
    return queued;
  }

  private sendVersionRead(): Promise<number> {
    this.versionReads += 1;
    const read = this.readVersion().finally(() => {
      if (this.sentRead === read) this.sentRead = null;
    });
    this.sentRead = read;
    return read;
  }

  /**
   * On PGlite: from now on, learn of catalogue changes from the database's notifications instead of a version read
   * per request. Does nothing on PostgreSQL, where other processes write to the same database (a missed
   * notification there would leave stale answers for good; the version read cannot miss).
   */
  async listen(): Promise<void> {
    const client = (this.db as unknown as { $client?: unknown }).$client;
    if (!(client instanceof PGlite) || this.stopListening) return;
    const unlisten = await client.listen(CATALOG_CHANNEL, (payload) => this.apply(changeOfPayload(payload)));
    // Writes committed before the subscription sent nothing we heard: start from an empty cache.
    this.invalidate();
    this.stopListening = unlisten;
  }

  /** Back to version reads (the app closes; the database may be closed next). */
  async unlisten(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    this.version = -1;
    this.clear();
    if (stop) await stop().catch(() => undefined);
  }

  /** Forgets every answer. Loads in flight finish for their callers but are not kept (their entries are gone). */
  invalidate(): void {
    this.clear();
  }

  private clear(): void {
    this.apply('all');
  }

  /** Drops what `change` touched, here and in the caches built on this one. */
  private apply(change: Change): void {
    this.answers.drop(change);
    this.log.record(change);
    for (const listener of this.listeners) listener(change);
  }

  /** Hears every change applied from now on (the page cache drops its pages with it). */
  onChange(listener: (change: Change) => void): void {
    this.listeners.add(listener);
  }

  /** Whether a change since `stamp` (a `changeStamp`) touched what `tags` show. */
  changedSince(stamp: number, tags: Tags): boolean {
    return this.log.changedSince(stamp, tags);
  }

  /**
   * For caches built on this one's invalidation (the page cache, docs/decisions/033-page-cache.md): the number of
   * changes applied so far. On PGlite (listening) it is known at once; otherwise the version is read first, exactly
   * as `get` does, and the changes of a newer version are applied. `null`: this reader saw an older version than
   * another reader already did, so nothing it builds may be kept.
   * What is built after a stamp holds data at least as new as that stamp; it stays valid while no change since
   * touched what it shows (`changedSince`).
   */
  async changeStamp(): Promise<number | null> {
    if (this.stopListening) return this.log.seq;
    const version = await this.currentVersion();
    if (this.stopListening) return this.log.seq;
    await this.advance(version);
    return version < this.version ? null : this.log.seq;
  }

  /**
   * A newer version than the cache's own drops what the versions between changed. Catch-ups run one after another,
   * so a reader that saw a version finds its changes applied when this resolves.
   */
  private advance(version: number): Promise<void> {
    if (version <= this.version) return this.advancing;
    this.advancing = this.advancing.then(() => this.catchUp(version));
    return this.advancing;
  }

  private async catchUp(version: number): Promise<void> {
    if (version <= this.version) return;
    const from = this.version;
    // The first version seen, or a read that failed: everything, as a cache that cannot tell must.
    const changes = from < 0 ? null : await this.readChanges(from, version).catch(() => null);
    if (version <= this.version) return;
    for (const change of changes ?? ['all' as const]) this.apply(change);
    this.version = version;
  }

  /** Whether an answer for `key` is held or loading (a hint: a newer version may still empty the cache). */
  has(key: string): boolean {
    return this.answers.has(inLanguage(key));
  }

  /**
   * The cached answer for `key` at the current version, loading it once (concurrent misses share the load). Answers
   * are kept per language (the catalogue's names are the request's language's, docs/decisions/066 § Catalogue):
   * English under `key` itself, another language under its own prefix, so neither is ever served to the other.
   */
  async get<T>(englishKey: string, load: () => Promise<T>): Promise<T> {
    const key = inLanguage(englishKey);
    const tags = tagsOfKey(englishKey);
    // A page rendering now shows this answer: it is dropped with it (lib/cache-tags.ts).
    noteTags(tags);
    if (this.stopListening) return this.answers.lookup(key, tags, load);
    const version = await this.currentVersion();
    // Subscribed while the version was being read: the notification decides from now on.
    if (this.stopListening) return this.answers.lookup(key, tags, load);
    await this.advance(version);
    // A reader that saw an older version than a concurrent one must not store its answer under the newer one.
    if (version < this.version) return load();
    return this.answers.lookup(key, tags, load);
  }

  /**
   * Inside a `get`'s load, which has read the version already: what the answer it builds is made of (the search
   * synonyms, decision 051), kept beside the answers and emptied with them, without a second version read.
   */
  held<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.lookup(key, tagsOfKey(key), load);
  }

  /** Estimated bytes held by the loaded answers. */
  get byteSize(): number {
    return this.answers.byteSize;
  }

  get size(): number {
    return this.answers.size;
  }
}

/** A cache key in the language of the moment: English keys stay as they were, Hindi ones are `hi:` + key. */
function inLanguage(key: string): string {
  const language = currentLanguage();
  return language === DEFAULT_LANGUAGE ? key : `${language}:${key}`;
}

const caches = new WeakMap<Database, CatalogCache>();

/** One cache per database handle, shared by the catalogue, search and reviews modules of one app. */
export function catalogCacheFor(db: Database): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** What a cache built on the catalogue's invalidation needs (the page cache, docs/decisions/033-page-cache.md). */
export type CatalogChanges = {
  /** See `CatalogCache.changeStamp`. */
  stamp(): Promise<number | null>;
  /** See `CatalogCache.changedSince`. */
  changedSince(stamp: number, tags: Tags): boolean;
  /** See `CatalogCache.onChange`. */
  onChange(listener: (change: Change) => void): void;
};

export function catalogChanges(db: Database): CatalogChanges {
  const cache = catalogCacheFor(db);
  return {
    stamp: () => cache.changeStamp(),
    changedSince: (stamp, tags) => cache.changedSince(stamp, tags),
    onChange: (listener) => cache.onChange(listener),
  };
}
