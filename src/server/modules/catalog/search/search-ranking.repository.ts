import { and, sql, type SQL } from 'drizzle-orm';
import type { TSearchSort } from '#src/contracts/catalog';
import { rowsOf, type Database } from '#src/db/client';
import { products } from '#src/db/schema/catalog';
import { filterConditions, productColumns, type ProductFilters, type ProductRow } from '../catalog.repository';

// Ranking a search's matches: weights, the order asked for, the word-similarity threshold, one ranked page, the
// tsquery builders.
/**
 * One page of a search, with the listing's filters (country, price, rating) it is narrowed by, in `sort`'s order.
 * `literal`: the shopper's own words when synonyms expanded the query (decision 051), ranked above their synonyms.
 */
export type SearchPage = { limit: number; offset: number; window: number; sort: TSearchSort; literal?: SQL } & Pick<
  ProductFilters,
  'iso2' | 'minPrice' | 'maxPrice' | 'rating'
>;
export type SearchHits = { rows: ProductRow[]; total: number };

/**
 * Weights for D, C, B, A: a name (A) match always outranks any number of description (C) matches, since
 * ts_rank bounds a lexeme's contribution by about 1.6 × its weight.
 */
export const RANK_WEIGHTS = sql.raw(`'{0.02, 0.1, 0.4, 1.0}'::float4[]`);

/** A product's name as a vector of A-weight lexemes, for the name's own share of the rank. */
const nameVector = sql`setweight(to_tsvector('english', ${products.name}), 'A')`;
/**
 * The name's last word: in an English name the head noun says what the product is ('Tomato Ketchup' is ketchup).
 * Cut with string functions, not a regular expression: over a 500-match window the regex cost 1.6 ms, this 0.6 ms.
 */
const headNoun = sql`to_tsvector('english', reverse(split_part(reverse(${products.name}), ' ', 1)))`;
/** A name whose head noun matches: worth about as much as the name's whole coverage of a two-word name. */
const HEAD_NOUN_BONUS = sql.raw('0.3');

/**
 * A product's relevance to `query`: the weighted full-text rank, plus how much of its name the query covers (the
 * name's own rank divided by its length in words), so that 'banana' puts Robusta Banana before Kerala Banana Chips,
 * plus a bonus when the name's last word matches, so that 'tomato' puts Hybrid Tomato before Tomato Ketchup
 * (issue 32 §3), plus — when synonyms expanded the query — the name's coverage by the shopper's own words, so that
 * 'atta' puts Whole Wheat Chakki Atta before Ragi Flour. Computed for the ranking window only (at most
 * SEARCH_RANK_WINDOW rows).
 */
export const scoreOf = (query: SQL, literal?: SQL) =>
  sql`(ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, (${query})) + ts_rank(${RANK_WEIGHTS}, ${nameVector}, (${query}), 2)
    + case when ${headNoun} @@ (${query}) then ${HEAD_NOUN_BONUS} else 0 end${
      literal ? sql` + ts_rank(${RANK_WEIGHTS}, ${nameVector}, (${literal}), 2)` : sql``
    })`;

/**
 * A match's columns that the orders read, under the names `orderOf` uses. The relevance score is computed only for
 * the relevance order: another order needs no ts_rank at all.
 */
export const hitColumns = (query: SQL, page: Pick<SearchPage, 'sort' | 'literal'>) =>
  sql`${products.id} as id, ${page.sort === 'relevance' ? scoreOf(query, page.literal) : sql`0`} as score,
    ${products.rating} as rating, ${products.reviewCount} as reviews, ${products.soldOut} as sold_out,
    ${products.price} as price, ${products.createdAt} as created_at, ${products.unitPrice} as unit_price`;

/**
 * The matches' order: sold-out products after the rest whatever the order (issue 13), then relevance (equal
 * relevance: the more popular product first — rating, then number of reviews — then the newer) or a listing's order
 * (issue 32 §3), the id last so that pages never overlap.
 */
export function orderOf(sort: TSearchSort): SQL {
  const keys: Record<TSearchSort, string> = {
    relevance: 'score desc, rating desc, reviews desc, id desc',
    newest: 'created_at desc, id desc',
    'price-asc': 'price, id',
    'price-desc': 'price desc, id desc',
    rating: 'rating desc, reviews desc, id desc',
    // Products without a unit price (no net quantity) last, as the listing puts them.
    'unit-price': 'unit_price nulls last, id',
  };
  return sql.raw(`sold_out, ${keys[sort]}`);
}

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

/** Raw rows come back with driver-parsed values; these are the product columns under their own names. */
export const productSelection = sql.join(
  Object.entries(productColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * Ranks at most `window` matches of `query` on their order's columns only and joins the full rows of the one page
 * asked for, in one statement. The window bounds the work for words that match half the catalogue ('pack': 43,000
 * of 100,000 products): the total is then the window, and pages beyond it are empty
 * (docs/decisions/003-catalogue-cache.md).
 */
export async function rankedPage(db: Database, query: SQL, page: SearchPage): Promise<SearchHits> {
  const where = and(sql`${products.searchVector} @@ (${query})`, filterConditions(page)) as SQL;
  const result = await db.execute(sql`
    with ranked as (
      select id, row_number() over (order by ${orderOf(page.sort)}) as rank, (count(*) over ())::int as total
      from (select ${hitColumns(query, page)} from ${products} where ${where} limit ${page.window}) hits
      order by rank
      limit ${page.limit} offset ${page.offset}
    )
    select ranked.total as "matchTotal", ${productSelection}
    from ranked join ${products} on ${products.id} = ranked.id
    order by ranked.rank`);
  const found = rowsOf<ProductRow & { matchTotal: number }>(result);
  if (found.length > 0)
    return { rows: found.map(({ matchTotal: _total, ...row }) => row), total: Number(found[0]!.matchTotal) };
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

/**
 * Each word or any of its synonyms (`expand`: the word and what it also means, decision 051): 'tamatar puree' →
 * (tamatar | tomato) & puree. Every word and synonym is a parameter.
 */
export const allOfExpanded = (words: string[], expand: (word: string) => readonly string[]): SQL =>
  sql.join(
    words.map((word) => sql`(${anyOf([...expand(word)])})`),
    sql` && `,
  );

/** Full-text search over the weighted `search_vector` (name > brand and categories > description). */
export async function fullTextSearch(db: Database, query: SQL, page: SearchPage): Promise<SearchHits> {
  return rankedPage(db, query, page);
}

/**
 * Which of `terms` find something under the page's filters, in the order given: a spelling offered as "did you
 * mean" must be one (search_terms keeps the words of renamed products too). One index probe per term; asked only
 * when a search found nothing.
 */
export async function termsThatFind(db: Database, terms: string[], page: SearchPage): Promise<string[]> {
  if (terms.length === 0) return [];
  const list = sql`array[${sql.join(
    terms.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`
    select t.term from unnest(${list}) with ordinality as t(term, n)
    where exists (
      select 1 from ${products}
      where ${and(sql`${products.searchVector} @@ plainto_tsquery('english', t.term)`, filterConditions(page))}
    )
    order by t.n`);
  return rowsOf<{ term: string }>(result).map((row) => row.term);
}
