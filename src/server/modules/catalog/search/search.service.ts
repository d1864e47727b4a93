import type { TProductListing, TSuggestion } from '#src/contracts/catalog';
import type { Database } from '#src/db/client';
import { SEARCH_QUERY_MAX, SEARCH_SUGGEST_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '#src/shared/constants';
import { catalogCacheFor } from '../catalog.cache';
import { toProduct } from '../catalog.mappers';
import { resolveLocation } from '#src/server/modules/locations/index';
import * as repo from './search.repository';
import { pickCorrection, wordsOf } from './spelling';

/** Trigram similarity of the last resort: pg_trgm's own default for 'similar'. */
const LOOSE_SIMILARITY = 0.3;
/** Suggestions appear while typing: partial words ('choc' → 0.8 for 'chocolate') stay well above this. */
const SUGGEST_THRESHOLD = 0.5;
const SUGGEST_CATEGORIES_MAX = 3;
/** Names read per suggestion request: two letters can match half the catalogue. */
const SUGGEST_CANDIDATES = 50;
/** Matches ranked per search: bounded work however common the word (see rankedPage). */
export const SEARCH_RANK_WINDOW = 500;
/** Words of a text we try to correct, and nearest catalogue words we compare each with. */
const CORRECT_WORDS_MAX = 8;
const CORRECTION_CANDIDATES = 8;

export type SearchInput = {
  q: string;
  page: number;
  perPage: number;
  location?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  rating?: number | undefined;
};

/** An HTML tag (`<script>`, `</b>`, `<img src=x onerror=…>`): markup pasted into the box, not words looked for. */
const MARKUP_TAG = /<\/?[a-z][^<>]*>/giu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The text we search for: Unicode-normalised, control and format characters (NUL included, which PostgreSQL
 * refuses) and HTML tags turned into spaces, whitespace collapsed, cut to SEARCH_QUERY_MAX characters. Empty means
 * no search — also when no letter or digit is left ('%', '_', quotes, `<script>`): there is no word to look for,
 * and spelling correction must not guess one (issue 13).
 */
export function normalizeQuery(q: string): string {
  const text = q
    .normalize('NFKC')
    .replace(/[\p{C}]/gu, ' ')
    .replace(MARKUP_TAG, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!LETTER_OR_DIGIT.test(text)) return '';
  // Cut at a code point, never inside a surrogate pair.
  return Array.from(text).slice(0, SEARCH_QUERY_MAX).join('').trim();
}

type WordFix = { words: string[]; corrected: string[]; loose: string[] };

/** The words of a text (at most CORRECT_WORDS_MAX) and those worth looking up in the catalogue's words. */
function wordsToFix(text: string): { words: string[]; lookup: string[] } {
  const words = wordsOf(text, CORRECT_WORDS_MAX);
  return { words, lookup: [...new Set(words.filter((w) => w.length >= 3))] };
}

/**
 * From each word's nearest catalogue words: `corrected` replaces each unknown word by the closest one within the
 * allowed edits ('dairy milk choclate' → dairy, milk, chocolate); `loose` holds, for each unknown word, the nearest
 * catalogue word that is merely similar (trigram similarity ≥ 0.3: 'galaxyx5' → galaxy).
 */
function fixFrom(words: string[], nearest: Map<string, repo.NearTerm[]>): WordFix {
  const known = (word: string) => nearest.get(word)?.[0]?.term === word;
  const corrected = words.map((word) => {
    if (known(word) || !nearest.has(word)) return word;
    return (
      pickCorrection(
        word,
        (nearest.get(word) ?? []).map((n) => n.term),
      ) ?? word
    );
  });
  const loose = [...nearest.keys()].flatMap((word) => {
    const best = nearest.get(word)?.[0];
    return !known(word) && best && best.similarity >= LOOSE_SIMILARITY ? [best.term] : [];
  });
  return { words, corrected, loose };
}

/**
 * Ranked products for `q`, trying in turn until something matches: full-text search of the text; the same with
 * misspelt words corrected; any of the (corrected) words; any word similar to an unknown one. The first try also
 * brings the nearest catalogue words when it finds nothing, so a typo costs two statements, not three.
 */
async function findProducts(db: Database, text: string, range: repo.SearchPage): Promise<repo.SearchHits> {
  const none = { rows: [], total: 0 };
  const { words, lookup } = wordsToFix(text);
  // Several words: 'any of them' comes in the same statement when none needs correcting (the common case).
  const anyOfWords = words.length > 1 ? repo.anyOf(words) : null;
  const first = await repo.fullTextOrNearest(db, repo.allOf(text), range, lookup, CORRECTION_CANDIDATES, anyOfWords);
  if (first.hits.total > 0) return first.hits;
  const { corrected, loose } = fixFrom(words, first.nearest);
  if (corrected.some((word, i) => word !== words[i])) {
    const fixed = await repo.fullTextSearch(db, repo.allOf(corrected.join(' ')), range);
    if (fixed.total > 0) return fixed;
  }
  if (corrected.length > 1) {
    const some = await repo.fullTextSearch(db, repo.anyOf(corrected), range);
    if (some.total > 0) return some;
  }
  return loose.length > 0 ? repo.fullTextSearch(db, repo.anyOf(loose), range) : none;
}

/**
 * Wraps a search that the cache cannot answer (a load shared with a request already running is not a miss): the
 * client's limits of uncached searches and of expensive work in flight (decision 014). It runs `read` when they
 * allow it, or throws to refuse; a cached answer never goes through it.
 */
export type OnMiss = <T>(read: () => Promise<T>) => Promise<T>;

async function cached<T>(db: Database, key: string, load: () => Promise<T>, onMiss?: OnMiss): Promise<T> {
  const cache = catalogCacheFor(db);
  if (!onMiss || cache.has(key)) return cache.get(key, load);
  return onMiss(() => cache.get(key, load));
}

export async function searchProducts(db: Database, input: SearchInput, onMiss?: OnMiss): Promise<TProductListing> {
  const text = normalizeQuery(input.q);
  const iso2 = resolveLocation(input.location);
  const { page, perPage, minPrice, maxPrice, rating } = input;
  if (!text) return { products: [], total: 0, page, totalPages: 0 };
  const key = `search:${JSON.stringify([text, iso2, page, perPage, minPrice, maxPrice, rating])}`;
  return cached(
    db,
    key,
    async () => {
      const range = {
        limit: perPage,
        offset: (page - 1) * perPage,
        window: SEARCH_RANK_WINDOW,
        iso2,
        minPrice,
        maxPrice,
        rating,
      };
      const hits = await findProducts(db, text, range);
      return {
        products: hits.rows.map(toProduct),
        total: hits.total,
        page,
        totalPages: Math.ceil(hits.total / perPage),
      };
    },
    onMiss,
  );
}

/** At most 8: matching categories first (at most 3), then product names. Nothing under 2 characters. */
export async function suggest(db: Database, q: string, location?: string, onMiss?: OnMiss): Promise<TSuggestion[]> {
  const text = normalizeQuery(q);
  const iso2 = resolveLocation(location);
  if (Array.from(text).length < SEARCH_SUGGEST_MIN_CHARS) return [];
  return cached(
    db,
    `suggest:${JSON.stringify([text, iso2])}`,
    async () => {
      const found = await repo.suggestCategories(db, text, SUGGEST_THRESHOLD, SUGGEST_CATEGORIES_MAX);
      const categories = found.map((c): TSuggestion => ({
        type: 'category',
        id: c.id,
        _id: c.id,
        name: c.name,
        image: c.images[0] ?? null,
        catId: c.parentId,
      }));
      const names = await repo.suggestProducts(db, text, SUGGEST_THRESHOLD, iso2, {
        limit: SEARCH_SUGGESTIONS_MAX - categories.length,
        candidates: SUGGEST_CANDIDATES,
      });
      const products = names.map((p): TSuggestion => ({
        type: 'product',
        id: p.id,
        _id: p.id,
        name: p.name,
        image: p.images[0] ?? null,
        catId: p.catId,
      }));
      return [...categories, ...products];
    },
    onMiss,
  );
}
