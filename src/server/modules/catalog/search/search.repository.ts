import { and, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import { products, searchTerms } from '#src/db/schema/catalog';
import { filterConditions, productColumns, type ProductRow } from '../catalog.repository';

import {
  hitColumns,
  orderOf,
  productSelection,
  windowCount,
  type SearchHits,
  type SearchPage,
} from './search-ranking.repository';

// The search's reads, one file per seam: ranking (search-ranking), full text or the nearest terms (here), the
// search box's suggestions and the synonyms; the service reads them all through this file.
export * from './search-ranking.repository';
export * from './suggestions.repository';
export { synonymPairs } from './synonyms.repository';

export type NearTerm = { term: string; similarity: number };

const productNulls = sql.join(
  Object.keys(productColumns).map(() => sql`null`),
  sql`, `,
);
type FirstRow = ProductRow & {
  part: number;
  rank: number | null;
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
  const order = orderOf(page.sort);
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
      select id, row_number() over (order by ${order}) as rank, (count(*) over ())::int as total
      from (
        select ${hitColumns(anyOfWords, page)}
        from ${products}
        where not exists (select 1 from ranked) and (select yes from all_known)
          and ${and(sql`${products.searchVector} @@ (${anyOfWords})`, filterConditions(page))}
        limit ${page.window}
      ) hits
      order by rank
      limit ${page.limit}
    )`
    : sql``;
  const anyOfRows = speculate
    ? sql`
      union all
      select 0 as part, ranked_any.rank, ranked_any.total, ${productSelection},
        null::text as word, null::text as term, null::real as similarity, 0::bigint as nearness
      from ranked_any join ${products} on ${products.id} = ranked_any.id`
    : sql``;
  // Counted only when the page comes back empty (one-time filter), as rankedPage does with a statement of its own.
  const pastTheEnd = page.offset > 0;
  const matchedCount = sql`,
    matched as (select ${windowCount(sql`not exists (select 1 from ranked) and ${where}`, page.window)} as total)`;
  const result = await db.execute(sql`
    with ranked as (
      select id, row_number() over (order by ${order}) as rank, (count(*) over ())::int as total
      from (
        select ${hitColumns(query, page)} from ${products} where ${where} limit ${page.window}
      ) hits
      order by rank
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
      select 0 as part, ranked.rank, ranked.total, ${productSelection},
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
    order by part, rank, word, nearness`);
  const rows = rowsOf<FirstRow>(result);
  const nearest = new Map<string, NearTerm[]>(words.map((w) => [w, []]));
  const found: ProductRow[] = [];
  let total = 0;
  for (const { part, rank: _rank, total: rowTotal, word, term, similarity, nearness: _nearness, ...row } of rows) {
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
