import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogState } from '../../../db/schema/index';

const MAX_ENTRIES = 2000;
/** Announced by the database whenever the catalogue version changes (migration 0008), at the writer's commit. */
export const CATALOG_CHANNEL = 'kirana_catalog';

/**
 * In-process cache of catalogue answers, valid for one catalogue version (docs/decisions/003-catalogue-cache.md,
 * 009-catalogue-cache-invalidation.md). Two ways to know the version:
 * - by default every read first fetches it (one primary-key lookup); a newer version empties the cache, so a
 *   committed change by any module or any server process sharing the database shows on the next read;
 * - on the embedded database (PGlite: this process is the only one that can open it) `listen()` subscribes to the
 *   version's notifications instead: a committed write empties the cache before the writer's own code goes on, and
 *   a read costs no database round trip at all.
 */
export class CatalogCache {
  private version = -1;
  private readonly entries = new Map<string, Promise<unknown>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {}

  /** True once reads no longer fetch the version (PGlite, after `listen()`). */
  get listening(): boolean {
    return this.stopListening !== null;
  }

  async currentVersion(): Promise<number> {
    const [row] = await this.db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
    return Number(row?.version ?? 0);
  }

  /**
   * On PGlite: from now on, learn of catalogue changes from the database's notifications instead of a version read
   * per request. Does nothing on PostgreSQL, where other processes write to the same database (a missed
   * notification there would leave stale answers for good; the version read cannot miss).
   */
  async listen(): Promise<void> {
    const client = (this.db as unknown as { $client?: unknown }).$client;
    if (!(client instanceof PGlite) || this.stopListening) return;
    const unlisten = await client.listen(CATALOG_CHANNEL, () => this.invalidate());
    // Writes committed before the subscription sent nothing we heard: start from an empty cache.
    this.invalidate();
    this.stopListening = unlisten;
  }

  /** Back to version reads (the app closes; the database may be closed next). */
  async unlisten(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    this.version = -1;
    this.entries.clear();
    if (stop) await stop().catch(() => undefined);
  }

  /** Forgets every answer. Loads in flight finish for their callers but are not kept (their entries are gone). */
  invalidate(): void {
    this.entries.clear();
  }

  /** The cached answer for `key` at the current version, loading it once (concurrent misses share the load). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.stopListening) return this.lookup(key, load);
    const version = await this.currentVersion();
    // Subscribed while the version was being read: the notification decides from now on.
    if (this.stopListening) return this.lookup(key, load);
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    // A reader that saw an older version than a concurrent one must not store its answer under the newer one.
    if (version < this.version) return load();
    return this.lookup(key, load);
  }

  private lookup<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert so the Map's order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
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
