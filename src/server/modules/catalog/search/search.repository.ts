import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import { categories, products, searchTerms } from '#src/db/schema/catalog';
import { filterConditions, productColumns, soldIn, type ProductFilters, type ProductRow } from '../catalog.repository';

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
const RANK_WEIGHTS = sql.raw(`'{0.02, 0.1, 0.4, 1.0}'::float4[]`);

/**
 * A product's relevance to `query`: the weighted full-text rank, plus how much of its name the query covers (the
 * name's own rank divided by its length in words), so that 'banana' puts Robusta Banana before Kerala Banana Chips.
 * Computed for the ranking window only (at most SEARCH_RANK_WINDOW rows).
 */
const scoreOf = (query: SQL) =>
  sql`(ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, (${query})) + ts_rank(${RANK_WEIGHTS}, setweight(to_tsvector('english', ${products.name}), 'A'), (${query}), 2))`;

/** Equal relevance: the more popular product first (rating, then number of reviews), then the newer. */
const POPULARITY = sql.raw('rating desc, reviews desc, id desc');
/** Sold-out products (no variant in stock) after the rest, whatever their relevance (issue 13). */
const IN_STOCK_FIRST = sql.raw('sold_out');

/** `threshold` becomes pg_trgm's word-similarity cut-off for this transaction only (pools share sessions). */
async function withWordSimilarityThreshold<T>(db: Database, threshold: number, work: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return work(tx as unknown as Database);
  });
}

/** How many products match `where`, counting at most `window` of them (the ranking's bound). */
const windowCount = (where: SQL, window: number) =>
  sql`(select count(*)::int from (select 1 from ${products} where ${where} limit ${window}) m)`;

/**
 * Ranks at most `window` matches on (id, score) only and joins the full rows of the one page asked for, in one
 * statement. The window bounds the work for words that match half the catalogue ('pack': 43,000 of 100,000
 * products): the total is then the window, and pages beyond it are empty (docs/decisions/003-catalogue-cache.md).
 */
async function rankedPage(db: Database, where: SQL, score: SQL, page: SearchPage): Promise<SearchHits> {
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

export type NearTerm = { term: string; similarity: number };

/** Raw rows come back with driver-parsed values; these are the product columns under their own names. */
const productSelection = sql.join(
  Object.entries(productColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);
const productNulls = sql.join(
  Object.keys(productColumns).map(() => sql`null`),
  sql`, `,
);
type FirstRow = ProductRow & {
  part: number;
  score: number | null;
  total: number | null;
  word: string | null;
  term: string | null;
  similarity: number | null;
  nearness: unknown;
};

/**
 * The first try of every search in one statement (a round trip less for typos, several words and nonsense): the
 * full-text page of `query` as `fullTextSearch` ranks it and, only when that page is empty, each of `words`'
 * `limit` nearest catalogue words by trigram distance (GiST nearest-neighbour search, nearest first; a catalogue word comes back first with similarity 1). The nearest words are computed under a one-time filter on
 * the empty page, so a search that finds something pays nothing for them.
 *
 * `anyOfWords` (several words, first page): when the page of `query` is empty and every one of `words` is a
 * catalogue word as it stands (nothing to correct), the next try is known already — any of the words — so it is
 * ranked in the same statement (a second one-time filter) and the nearest words are not looked up at all.
 *
 * A page after the first that comes back empty may lie past the end of the matches: their total (within the window)
 * is counted in the same statement, and the nearest words are looked up only when there are none.
 */
export async function fullTextOrNearest(
  db: Database,
  query: SQL,
  page: SearchPage,
  words: string[],
  limit: number,
  anyOfWords: SQL | null = null,
): Promise<{ hits: SearchHits; nearest: Map<string, NearTerm[]> }> {
  const where = and(sql`${products.searchVector} @@ (${query})`, filterConditions(page)) as SQL;
  const score = scoreOf(query);
  const list = sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  const speculate = anyOfWords !== null && page.offset === 0;
  // Only for several words: a single word's statement stays as small (and as cheap to plan) as before.
  const anyOfRanked = speculate
    ? sql`,
    all_known as (
      select coalesce(bool_and(exists (select 1 from ${searchTerms} where ${searchTerms.term} = w.word)), true) as yes
      from unnest(${list}) as w(word)
    ),
    ranked_any as (
      select id, score, (count(*) over ())::int as total
      from (
        select ${products.id} as id, ${scoreOf(anyOfWords)} as score,
          ${products.rating} as rating, ${products.reviewCount} as reviews, ${products.soldOut} as sold_out
        from ${products}
        where not exists (select 1 from ranked) and (select yes from all_known)
          and ${and(sql`${products.searchVector} @@ (${anyOfWords})`, filterConditions(page))}
        limit ${page.window}
      ) hits
      order by ${IN_STOCK_FIRST}, score desc, ${POPULARITY}
      limit ${page.limit}
    )`
    : sql``;
  const anyOfRows = speculate
    ? sql`
      union all
      select 0 as part, ranked_any.score, ranked_any.total, ${productSelection},
        null::text as word, null::text as term, null::real as similarity, 0::bigint as nearness
      from ranked_any join ${products} on ${products.id} = ranked_any.id`
    : sql``;
  // Counted only when the page comes back empty (one-time filter), as rankedPage does with a statement of its own.
  const pastTheEnd = page.offset > 0;
  const matchedCount = sql`,
    matched as (select ${windowCount(sql`not exists (select 1 from ranked) and ${where}`, page.window)} as total)`;
  const result = await db.execute(sql`
    with ranked as (
      select id, score, (count(*) over ())::int as total
      from (
        select ${products.id} as id, ${score} as score, ${products.rating} as rating, ${products.reviewCount} as reviews,
          ${products.soldOut} as sold_out
        from ${products} where ${where} limit ${page.window}
      ) hits
      order by ${IN_STOCK_FIRST}, score desc, ${POPULARITY}
      limit ${page.limit} offset ${page.offset}
    )${anyOfRanked}${pastTheEnd ? matchedCount : sql``},
    nearest as materialized (
      select w.word, t.term, similarity(w.word, t.term) as similarity, t.nearness
      from unnest(${list}) as w(word)
      cross join lateral (
        select near.term, row_number() over (order by near.distance, near.term) as nearness
        from (
          select ${searchTerms.term} as term, ${searchTerms.term} <-> w.word as distance
          from ${searchTerms} order by ${searchTerms.term} <-> w.word limit ${limit}
        ) near
      ) t
      where not exists (select 1 from ranked)${speculate ? sql` and not exists (select 1 from ranked_any)` : sql``}${
        pastTheEnd ? sql` and (select total from matched) = 0` : sql``
      }
    )
    select * from (
      select 0 as part, ranked.score, ranked.total, ${productSelection},
        null::text as word, null::text as term, null::real as similarity, 0::bigint as nearness
      from ranked join ${products} on ${products.id} = ranked.id${anyOfRows}
      union all
      select 1, null, null, ${productNulls}, word, term, similarity, nearness from nearest${
        pastTheEnd
          ? sql`
      union all
      select 3, null, total, ${productNulls}, null, null, null, 0 from matched`
          : sql``
      }
    ) answer
    order by part, "countInStock" <= 0, score desc, "rating" desc, "reviewCount" desc, id desc, word, nearness`);
  const rows = rowsOf<FirstRow>(result);
  const nearest = new Map<string, NearTerm[]>(words.map((w) => [w, []]));
  const found: ProductRow[] = [];
  let total = 0;
  for (const { part, score: _score, total: rowTotal, word, term, similarity, nearness: _nearness, ...row } of rows) {
    if (part === 0) {
      found.push(row);
      total = Number(rowTotal);
    } else if (part === 3) {
      if (found.length === 0) total = Number(rowTotal);
    } else if (word !== null && term !== null) {
      nearest.get(word)?.push({ term, similarity: Number(similarity) });
    }
  }
  return { hits: { rows: found, total }, nearest };
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

/**
 * Product names for the header box. Short prefixes match thousands of names, so at most `candidates` of them
 * are read and the closest word matches among those win (shorter names first).
 */
export async function suggestProducts(
  db: Database,
  text: string,
  threshold: number,
  iso2: string | null,
  { limit, candidates }: { limit: number; candidates: number },
) {
  const lowered = sql`lower(${text})`;
  return withWordSimilarityThreshold(db, threshold, async (tx) => {
    const found = tx
      .select({ id: products.id, name: products.name, images: products.images, catId: products.catId })
      .from(products)
      .where(and(sql`${lowered} <% lower(${products.name})`, soldIn(iso2)))
      .limit(candidates)
      .as('found');
    return tx
      .select()
      .from(found)
      .orderBy(desc(sql`word_similarity(${lowered}, lower(${found.name}))`), sql`length(${found.name})`, found.id)
      .limit(limit);
  });
}

/** Category names containing the text or close to it (a small table: no index needed). */
export async function suggestCategories(db: Database, text: string, threshold: number, limit: number) {
  const lowered = sql`lower(${text})`;
  const contains = sql`strpos(lower(${categories.name}), ${lowered}) > 0`;
  const similarity = sql`word_similarity(${lowered}, lower(${categories.name}))`;
  return db
    .select({ id: categories.id, name: categories.name, images: categories.images, parentId: categories.parentId })
    .from(categories)
    .where(sql`${contains} or ${similarity} >= ${threshold}`)
    .orderBy(desc(contains), desc(similarity), categories.position, categories.id)
    .limit(limit);
}
