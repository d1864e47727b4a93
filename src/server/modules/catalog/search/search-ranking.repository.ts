import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import { products } from '#src/db/schema/catalog';
import { filterConditions, productColumns, type ProductFilters, type ProductRow } from '../catalog.repository';

// Ranking a search's matches: weights, the word-similarity threshold, one ranked page, the tsquery builders.
/** One page of a search, with the listing's filters (country, price, rating) it is narrowed by. */
export type SearchPage = { limit: number; offset: number; window: number } & Pick<
  ProductFilters,
  'iso2' | 'minPrice' | 'maxPrice' | 'rating'
>;
export type SearchHits = { rows: ProductRow[]; total: number };

/**
 * Weights for D, C, B, A: a name (A) match always outranks any number of description (C) matches, since
 * ts_rank bounds a lexeme's contribution by about 1.6 × its weight.
 */
export const RANK_WEIGHTS = sql.raw(`'{0.02, 0.1, 0.4, 1.0}'::float4[]`);

/**
 * A product's relevance to `query`: the weighted full-text rank, plus how much of its name the query covers (the
 * name's own rank divided by its length in words), so that 'banana' puts Robusta Banana before Kerala Banana Chips.
 * Computed for the ranking window only (at most SEARCH_RANK_WINDOW rows).
 */
export const scoreOf = (query: SQL) =>
  sql`(ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, (${query})) + ts_rank(${RANK_WEIGHTS}, setweight(to_tsvector('english', ${products.name}), 'A'), (${query}), 2))`;

/** Equal relevance: the more popular product first (rating, then number of reviews), then the newer. */
export const POPULARITY = sql.raw('rating desc, reviews desc, id desc');
/** Sold-out products (no variant in stock) after the rest, whatever their relevance (issue 13). */
export const IN_STOCK_FIRST = sql.raw('sold_out');

/** `threshold` becomes pg_trgm's word-similarity cut-off for this transaction only (pools share sessions). */
export async function withWordSimilarityThreshold<T>(
  db: Database,
  threshold: number,
  work: (tx: Database) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return work(tx as unknown as Database);
  });
}

/** How many products match `where`, counting at most `window` of them (the ranking's bound). */
export const windowCount = (where: SQL, window: number) =>
  sql`(select count(*)::int from (select 1 from ${products} where ${where} limit ${window}) m)`;

/**
 * Ranks at most `window` matches on (id, score) only and joins the full rows of the one page asked for, in one
 * statement. The window bounds the work for words that match half the catalogue ('pack': 43,000 of 100,000
 * products): the total is then the window, and pages beyond it are empty (docs/decisions/003-catalogue-cache.md).
 */
export async function rankedPage(db: Database, where: SQL, score: SQL, page: SearchPage): Promise<SearchHits> {
  const hits = db
    .select({
      id: products.id,
      score: sql<number>`${score}`.as('score'),
      rating: sql<number>`${products.rating}`.as('rating'),
      reviews: sql<number>`${products.reviewCount}`.as('reviews'),
      soldOut: sql<boolean>`${products.soldOut}`.as('is_sold_out'),
    })
    .from(products)
    .where(where)
    .limit(page.window)
    .as('hits');
  const ranked = db
    .select({
      id: hits.id,
      score: hits.score,
      rating: hits.rating,
      reviews: hits.reviews,
      soldOut: hits.soldOut,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(hits)
    .orderBy(hits.soldOut, desc(hits.score), desc(hits.rating), desc(hits.reviews), desc(hits.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('ranked');
  const found = await db
    .select({ ...productColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .orderBy(ranked.soldOut, desc(ranked.score), desc(ranked.rating), desc(ranked.reviews), desc(ranked.id));
  if (found.length > 0) return { rows: found.map(({ total: _total, ...row }) => row), total: Number(found[0]!.total) };
  if (page.offset === 0) return { rows: [], total: 0 };
  // Past the last page the window count is gone with the rows: count on its own.
  const counted = await db.execute(sql`select ${windowCount(where, page.window)} as total`);
  return { rows: [], total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
}

/** The text as a web-search query: all words (stemmed), "quoted phrases", `or`, `-excluded`. */
export const allOf = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;

/** Any of the words: each one a parameter, combined with the tsquery OR operator. */
export const anyOf = (words: string[]): SQL =>
  sql.join(
    words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` || `,
  );

/** Full-text search over the weighted `search_vector` (name > brand and categories > description). */
export async function fullTextSearch(db: Database, query: SQL, page: SearchPage): Promise<SearchHits> {
  const where = and(sql`${products.searchVector} @@ (${query})`, filterConditions(page)) as SQL;
  return rankedPage(db, where, scoreOf(query), page);
}
