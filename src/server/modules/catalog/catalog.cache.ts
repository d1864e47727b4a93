import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogState } from '../../../db/schema/index';

const MAX_ENTRIES = 2000;

/**
 * In-process cache of catalogue answers, valid for one catalogue version (docs/decisions/003-catalogue-cache.md).
 * Every read first fetches the version (one primary-key lookup); a newer version empties the cache, so a committed
 * change by any module or any server process sharing the database shows on the next read.
 */
export class CatalogCache {
  private version = -1;
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Database) {}

  async currentVersion(): Promise<number> {
    const [row] = await this.db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
    return Number(row?.version ?? 0);
  }

  /** The cached answer for `key` at the current version, loading it once (concurrent misses share the load). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    // A reader that saw an older version than a concurrent one must not store its answer under the newer one.
    if (version < this.version) return load();
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
