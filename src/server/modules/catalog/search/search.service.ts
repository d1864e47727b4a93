import type { SQL } from 'drizzle-orm';
import type { TSearchResults, TSearchSort, TSuggestion } from '#src/contracts/catalog';
import type { Database } from '#src/db/client';
import { SEARCH_QUERY_MAX, SEARCH_SUGGEST_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '#src/shared/constants';
import { catalogCacheFor } from '../catalog.cache';
import { localized, toProduct } from '../catalog.mappers';
import { resolveLocation } from '#src/server/modules/locations/index';
import * as repo from './search.repository';
import { pickCorrection, wordsOf } from './spelling';

/**
 * The similarity floor (issue 32 §3): an unknown word is searched as its nearest catalogue word only when they are
 * this similar ('smartphonecase' → smartphone, 0.63); below it the nearest word is unrelated ('tamatar' → taro, 0.3;
 * 'panir' → pan, 0.43), and the answer finds nothing and offers it as "did you mean" instead.
 */
export const SIMILARITY_FLOOR = 0.5;
/** Nearest words offered as "did you mean" (pg_trgm's own default for 'similar'); nothing less alike is offered. */
export const DID_YOU_MEAN_SIMILARITY = 0.3;
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
/** Words of a text a synonym may expand (a query is at most SEARCH_QUERY_MAX characters). */
const EXPAND_WORDS_MAX = 32;

export type SearchInput = {
  q: string;
  page: number;
  perPage: number;
  location?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  rating?: number | undefined;
  sort?: TSearchSort | undefined;
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

/**
 * The grocer's synonyms (decision 051): each term and the words a search for it also finds. A null-prototype record,
 * so that a shopper's word never reads an inherited property.
 */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

const SYNONYMS_KEY = 'search-synonyms';

/** The synonyms of the catalogue version being read: loaded once per version, beside the answers built with them. */
async function synonymsOf(db: Database): Promise<Synonyms> {
  return catalogCacheFor(db).held(SYNONYMS_KEY, async () => {
    const table: Record<string, readonly string[]> = Object.create(null);
    for (const { term, words } of await repo.synonymPairs(db)) table[term] = words;
    return table;
  });
}

/** A word and what it also means. */
const expandWith = (synonyms: Synonyms) => (word: string) => [word, ...(synonyms[word] ?? [])];

type Matcher = {
  /** The words worth correcting (at most CORRECT_WORDS_MAX). */
  words: string[];
  /** The text itself. */
  text: SQL;
  /** When synonyms expanded the text: the shopper's own words, which rank above their synonyms. */
  literal?: SQL;
  /** All of the words (each or one of its synonyms). */
  allOf: (words: string[]) => SQL;
  /** Any of the words or their synonyms. */
  anyOf: (words: string[]) => SQL;
};

/**
 * The text's tsqueries. Without a synonym among its words the text stays a web-search query as before ("phrases",
 * `or`, `-word`); with one, each word becomes the word or its synonyms (the products' index is untouched).
 */
function matcherFor(text: string, synonyms: Synonyms): Matcher {
  const expand = expandWith(synonyms);
  const all = wordsOf(text, EXPAND_WORDS_MAX);
  const allOf = (words: string[]) => repo.allOfExpanded(words, expand);
  const expanded = all.some((word) => synonyms[word] !== undefined);
  return {
    words: all.slice(0, CORRECT_WORDS_MAX),
    text: expanded ? allOf(all) : repo.allOf(text),
    ...(expanded ? { literal: repo.anyOf(all) } : {}),
    allOf,
    anyOf: (words) => repo.anyOf(words.flatMap(expand)),
  };
}

/**
 * Each unknown word corrected to the closest catalogue word or synonym term within the allowed edits ('dairy milk
 * choclate' → dairy, milk, chocolate; 'bred' → bread; 'tamatr' → tamatar), a known one kept.
 */
function corrected(words: string[], nearest: Map<string, repo.NearTerm[]>, synonyms: Synonyms): string[] {
  const terms = Object.keys(synonyms);
  return words.map((word) => {
    if (known(word, nearest, synonyms) || !nearest.has(word)) return word;
    const candidates = [...(nearest.get(word) ?? []).map((n) => n.term), ...terms];
    return pickCorrection(word, candidates) ?? word;
  });
}

const known = (word: string, nearest: Map<string, repo.NearTerm[]>, synonyms: Synonyms) =>
  nearest.get(word)?.[0]?.term === word || synonyms[word] !== undefined;

/** For each unknown word, its nearest catalogue word when at least `floor` alike. */
function similarWords(
  words: string[],
  nearest: Map<string, repo.NearTerm[]>,
  synonyms: Synonyms,
  floor: number,
): Map<string, string[]> {
  const similar = new Map<string, string[]>();
  for (const word of words) {
    if (known(word, nearest, synonyms)) continue;
    const terms = (nearest.get(word) ?? []).filter((n) => n.similarity >= floor).map((n) => n.term);
    if (terms.length > 0) similar.set(word, terms);
  }
  return similar;
}

type Found = repo.SearchHits & { didYouMean?: string };

/**
 * "Did you mean": the text with each unknown word replaced by its nearest catalogue word that finds something under
 * the page's filters (similarity ≥ DID_YOU_MEAN_SIMILARITY), or nothing when no word has one.
 */
async function didYouMean(
  db: Database,
  words: string[],
  nearest: Map<string, repo.NearTerm[]>,
  synonyms: Synonyms,
  range: repo.SearchPage,
): Promise<string | undefined> {
  const similar = similarWords(words, nearest, synonyms, DID_YOU_MEAN_SIMILARITY);
  if (similar.size === 0) return undefined;
  const finding = new Set(await repo.termsThatFind(db, [...new Set([...similar.values()].flat())], range));
  let changed = false;
  const offered = words.map((word) => {
    const term = similar.get(word)?.find((t) => finding.has(t));
    if (term === undefined) return word;
    changed = true;
    return term;
  });
  return changed ? offered.join(' ') : undefined;
}

/**
 * Ranked products for `q`, trying in turn until something matches: full-text search of the text (each word or one
 * of its synonyms); the same with misspelt words corrected; any of the (corrected) words; any word at least
 * SIMILARITY_FLOOR alike to an unknown one. The first try also brings the nearest catalogue words when it finds
 * nothing, so a typo costs two statements, not three. When nothing matches, a spelling that finds something is
 * offered instead (`didYouMean`) — never the products of an unrelated nearest word.
 */
async function findProducts(db: Database, text: string, range: repo.SearchPage): Promise<Found> {
  const none = { rows: [], total: 0 };
  const synonyms = await synonymsOf(db);
  const match = matcherFor(text, synonyms);
  const { words } = match;
  const page = match.literal ? { ...range, literal: match.literal } : range;
  const lookup = [...new Set(words.filter((w) => w.length >= 3))];
  // Several words: 'any of them' comes in the same statement when none needs correcting (the common case).
  const anyOfWords = words.length > 1 ? match.anyOf(words) : null;
  const first = await repo.fullTextOrNearest(db, match.text, page, lookup, CORRECTION_CANDIDATES, anyOfWords);
  if (first.hits.total > 0) return first.hits;
  const { nearest } = first;
  const fixed = corrected(words, nearest, synonyms);
  if (fixed.some((word, i) => word !== words[i])) {
    const hits = await repo.fullTextSearch(db, match.allOf(fixed), page);
    if (hits.total > 0) return hits;
  }
  if (fixed.length > 1) {
    const some = await repo.fullTextSearch(db, match.anyOf(fixed), page);
    if (some.total > 0) return some;
  }
  const similar = [...similarWords(words, nearest, synonyms, SIMILARITY_FLOOR).values()].map((terms) => terms[0]!);
  if (similar.length > 0) {
    const loose = await repo.fullTextSearch(db, repo.anyOf(similar), page);
    if (loose.total > 0) return loose;
  }
  const offered = await didYouMean(db, words, nearest, synonyms, page);
  return offered === undefined ? none : { ...none, didYouMean: offered };
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

export async function searchProducts(db: Database, input: SearchInput, onMiss?: OnMiss): Promise<TSearchResults> {
  const text = normalizeQuery(input.q);
  const iso2 = resolveLocation(input.location);
  const { page, perPage, minPrice, maxPrice, rating } = input;
  const sort = input.sort ?? 'relevance';
  if (!text) return { products: [], total: 0, page, totalPages: 0 };
  const key = `search:${JSON.stringify([text, iso2, page, perPage, minPrice, maxPrice, rating, sort])}`;
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
        sort,
      };
      const hits = await findProducts(db, text, range);
      return {
        products: hits.rows.map(toProduct),
        total: hits.total,
        page,
        totalPages: Math.ceil(hits.total / perPage),
        ...(hits.didYouMean !== undefined ? { didYouMean: hits.didYouMean } : {}),
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
        name: localized(c.name, c.nameHi),
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
        name: localized(p.name, p.nameHi),
        image: p.images[0] ?? null,
        catId: p.catId,
      }));
      return [...categories, ...products];
    },
    onMiss,
  );
}
