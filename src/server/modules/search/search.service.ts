import type { TProductListing, TSuggestion } from '../../../contracts/catalog';
import type { Database } from '../../../db/client';
import { SEARCH_QUERY_MAX, SEARCH_SUGGEST_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '../../../shared/constants';
import { catalogCacheFor } from '../catalog/catalog.cache';
import { toProduct } from '../catalog/catalog.mappers';
import { resolveLocation } from '../locations/locations.service';
import * as repo from './search.repository';
import { pickCorrection, wordsOf } from './spelling';

/** Name similarity for text no spelling correction explains ('moblie' is 0.43 similar to 'mobile'). */
const TYPO_THRESHOLD = 0.4;
/** Suggestions appear while typing: partial words ('choc' → 0.8 for 'chocolate') stay well above this. */
const SUGGEST_THRESHOLD = 0.5;
const SUGGEST_CATEGORIES_MAX = 3;
/** Names read per suggestion request: two letters can match half the catalogue. */
const SUGGEST_CANDIDATES = 50;
/** Matches ranked per search: bounded work however common the word (see rankedPage). */
export const SEARCH_RANK_WINDOW = 1000;
/** The last resort's matches are guesses: a few pages of them are plenty. */
const SIMILAR_NAMES_WINDOW = 200;
/** Words of a text we try to correct, and nearest catalogue words we compare each with. */
const CORRECT_WORDS_MAX = 8;
const CORRECTION_CANDIDATES = 8;

export type SearchInput = { q: string; page: number; perPage: number; location?: string | undefined };

/**
 * The text we search for: Unicode-normalised, control and format characters (NUL included, which PostgreSQL
 * refuses) turned into spaces, whitespace collapsed, cut to SEARCH_QUERY_MAX characters. Empty means no search.
 */
export function normalizeQuery(q: string): string {
  const text = q
    .normalize('NFKC')
    .replace(/[\p{C}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  // Cut at a code point, never inside a surrogate pair.
  return Array.from(text).slice(0, SEARCH_QUERY_MAX).join('').trim();
}

/**
 * The words with each one the catalogue does not know replaced by its closest catalogue word
 * ('dairy milk choclate' → dairy, milk, chocolate); `changed` says whether any was.
 */
export async function correctSpelling(db: Database, text: string): Promise<{ words: string[]; changed: boolean }> {
  const words = wordsOf(text, CORRECT_WORDS_MAX);
  const known = await repo.knownTerms(db, words);
  const unknown = [...new Set(words.filter((w) => w.length >= 3 && !known.has(w)))];
  if (unknown.length === 0) return { words, changed: false };
  const nearest = await repo.nearestTerms(db, unknown, CORRECTION_CANDIDATES);
  const corrected = words.map((word) => pickCorrection(word, nearest.get(word) ?? []) ?? word);
  return { words: corrected, changed: corrected.some((word, i) => word !== words[i]) };
}

/**
 * Ranked products for `q`, trying in turn until something matches: full-text search of the text; the same with
 * misspelt words corrected; any of the (corrected) words; names similar to the text.
 */
async function findProducts(db: Database, text: string, range: repo.SearchPage): Promise<repo.SearchHits> {
  const exact = await repo.fullTextSearch(db, repo.allOf(text), range);
  if (exact.total > 0) return exact;
  const { words, changed } = await correctSpelling(db, text);
  if (changed) {
    const corrected = await repo.fullTextSearch(db, repo.allOf(words.join(' ')), range);
    if (corrected.total > 0) return corrected;
  }
  if (words.length > 1) {
    const some = await repo.fullTextSearch(db, repo.anyOf(words), range);
    if (some.total > 0) return some;
  }
  return repo.similarNameSearch(db, text, TYPO_THRESHOLD, { ...range, window: SIMILAR_NAMES_WINDOW });
}

export async function searchProducts(db: Database, input: SearchInput): Promise<TProductListing> {
  const text = normalizeQuery(input.q);
  const iso2 = resolveLocation(input.location);
  const { page, perPage } = input;
  if (!text) return { products: [], total: 0, page, totalPages: 0 };
  const key = `search:${JSON.stringify([text, iso2, page, perPage])}`;
  return catalogCacheFor(db).get(key, async () => {
    const range = { limit: perPage, offset: (page - 1) * perPage, iso2, window: SEARCH_RANK_WINDOW };
    const hits = await findProducts(db, text, range);
    return { products: hits.rows.map(toProduct), total: hits.total, page, totalPages: Math.ceil(hits.total / perPage) };
  });
}

/** At most 8: matching categories first (at most 3), then product names. Nothing under 2 characters. */
export async function suggest(db: Database, q: string, location?: string): Promise<TSuggestion[]> {
  const text = normalizeQuery(q);
  const iso2 = resolveLocation(location);
  if (Array.from(text).length < SEARCH_SUGGEST_MIN_CHARS) return [];
  return catalogCacheFor(db).get(`suggest:${JSON.stringify([text, iso2])}`, async () => {
    const found = await repo.suggestCategories(db, text, SUGGEST_THRESHOLD, SUGGEST_CATEGORIES_MAX);
    const categories = found.map(
      (c): TSuggestion => ({ type: 'category', id: c.id, _id: c.id, name: c.name, image: c.images[0] ?? null, catId: c.parentId }),
    );
    const names = await repo.suggestProducts(db, text, SUGGEST_THRESHOLD, iso2, {
      limit: SEARCH_SUGGESTIONS_MAX - categories.length,
      candidates: SUGGEST_CANDIDATES,
    });
    const products = names.map(
      (p): TSuggestion => ({ type: 'product', id: p.id, _id: p.id, name: p.name, image: p.images[0] ?? null, catId: p.catId }),
    );
    return [...categories, ...products];
  });
}
