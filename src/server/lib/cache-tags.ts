import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a cached answer or page shows, and what a catalogue change touched (docs/decisions/067): the caches drop only
 * what a change touches. When unsure, both sides widen: an answer of unknown content is `any` (dropped by every
 * change), a change of unknown reach is `all` (drops everything).
 */
export type Tags = 'any' | { readonly products: readonly number[]; readonly cards: boolean };
/**
 * `cards`: what a product card shows changed (price, stock flip, name, rating…), so every answer showing cards goes;
 * otherwise only the listed products' own pages and answers (a stock count that moved without flipping).
 */
export type Change = 'all' | { readonly products: readonly number[]; readonly cards: boolean };

export const NO_TAGS: Tags = { products: [], cards: false };

export function touches(change: Change, tags: Tags): boolean {
  if (change === 'all' || tags === 'any') return true;
  if (change.cards && tags.cards) return true;
  return change.products.some((id) => tags.products.includes(id));
}

/** What two answers shown together show. */
export function mergeTags(a: Tags, b: Tags): Tags {
  if (a === 'any' || b === 'any') return 'any';
  const products = b.products.every((id) => a.products.includes(id))
    ? a.products
    : [...new Set([...a.products, ...b.products])];
  return { products, cards: a.cards || b.cards };
}

/**
 * A notification's payload (migration 0048): `{"v":n,"p":id,"c":bool}` for one product, `{"v":n}` (or a bare version
 * number, from a bump by hand) for everything.
 */
export function changeOfPayload(payload: string): Change {
  try {
    const parsed = JSON.parse(payload) as { p?: unknown; c?: unknown };
    if (typeof parsed === 'object' && parsed !== null && Number.isInteger(parsed.p)) {
      return { products: [parsed.p as number], cards: parsed.c !== false };
    }
  } catch {
    // Not JSON: everything.
  }
  return 'all';
}

/** How many recent changes are remembered for `changedSince`; an older start counts as changed. */
const REMEMBERED_CHANGES = 512;

/**
 * The changes seen so far, numbered: a load or render that started at `seq` may keep its result only if no change
 * since touched what it shows (a change that lands while it runs may have been read half).
 */
export class ChangeLog {
  private count = 0;
  private readonly recent: Change[] = [];

  get seq(): number {
    return this.count;
  }

  record(change: Change): void {
    this.count += 1;
    this.recent.push(change);
    if (this.recent.length > REMEMBERED_CHANGES) this.recent.shift();
  }

  changedSince(seq: number, tags: Tags): boolean {
    const missed = this.count - seq;
    if (missed <= 0) return false;
    if (missed > this.recent.length) return true;
    return this.recent.slice(-missed).some((change) => touches(change, tags));
  }
}

type Collector = { tags: Tags };
const collecting = new AsyncLocalStorage<Collector>();

/** Runs `run`, gathering the tags of every cached answer it reads (a page render). */
export async function collectTags<T>(run: () => Promise<T>): Promise<{ value: T; tags: Tags }> {
  const collector: Collector = { tags: NO_TAGS };
  const value = await collecting.run(collector, run);
  return { value, tags: collector.tags };
}

/** Called by whatever a page's data comes from: the catalogue cache with its answer's tags, anything else `any`. */
export function noteTags(tags: Tags): void {
  const collector = collecting.getStore();
  if (collector) collector.tags = mergeTags(collector.tags, tags);
}
