import { and, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, products } from '../../../db/schema/index';
import { productColumns, type ProductRow } from '../catalog/catalog.mappers';
import { soldIn } from '../catalog/catalog.repository';

export type SearchPage = { limit: number; offset: number; iso2: string | null };
export type SearchHits = { rows: ProductRow[]; total: number };

/**
 * Weights for D, C, B, A: a name (A) match always outranks any number of description (C) matches, since
 * ts_rank bounds a lexeme's contribution by about 1.6 × its weight.
 */
const RANK_WEIGHTS = sql.raw(`'{0.02, 0.1, 0.4, 1.0}'::float4[]`);

/** `threshold` becomes pg_trgm's word-similarity cut-off for this transaction only (pools share sessions). */
async function withWordSimilarityThreshold<T>(db: Database, threshold: number, work: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return work(tx as unknown as Database);
  });
}

async function withTotal(db: Database, rows: (ProductRow & { total: number })[], page: SearchPage, where: SQL) {
  const hits = rows.map(({ total: _total, ...row }) => row);
  if (rows[0]) return { rows: hits, total: Number(rows[0].total) };
  if (page.offset === 0) return { rows: hits, total: 0 };
  // Past the last page: the window count is gone with the rows, so count on its own.
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  return { rows: hits, total: counted?.total ?? 0 };
}

/** Full-text search over the weighted `search_vector` (name > brand and categories > description). */
export async function fullTextSearch(db: Database, text: string, page: SearchPage): Promise<SearchHits> {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const where = and(sql`${products.searchVector} @@ ${query}`, soldIn(page.iso2)) as SQL;
  const rows = await db
    .select({ ...productColumns, total: sql<number>`count(*) over ()` })
    .from(products)
    .where(where)
    .orderBy(desc(sql`ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, ${query})`), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return withTotal(db, rows, page, where);
}

/**
 * Typo-tolerant fallback: names whose words are similar to the text (pg_trgm's GIN index on lower(name)),
 * plus products of a category whose name is similar ('moblie' finds the Mobiles sub-category).
 */
export async function similarNameSearch(db: Database, text: string, threshold: number, page: SearchPage) {
  const lowered = sql`lower(${text})`;
  const similarCategories = db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`word_similarity(${lowered}, lower(${categories.name})) >= ${threshold}`);
  const where = and(
    or(
      sql`${lowered} <% lower(${products.name})`,
      inArray(products.catId, similarCategories),
      inArray(products.subCatId, similarCategories),
    ),
    soldIn(page.iso2),
  ) as SQL;
  const similarity = sql`greatest(word_similarity(${lowered}, lower(${products.name})), word_similarity(${lowered}, lower(${products.subCatName})) * 0.9, word_similarity(${lowered}, lower(${products.catName})) * 0.8)`;
  return withWordSimilarityThreshold(db, threshold, async (tx) => {
    const rows = await tx
      .select({ ...productColumns, total: sql<number>`count(*) over ()` })
      .from(products)
      .where(where)
      .orderBy(desc(similarity), desc(products.id))
      .limit(page.limit)
      .offset(page.offset);
    return withTotal(tx, rows, page, where);
  });
}

/** Product names for the header box: the closest word matches first, shorter names before longer ones. */
export async function suggestProducts(db: Database, text: string, threshold: number, iso2: string | null, limit: number) {
  const lowered = sql`lower(${text})`;
  return withWordSimilarityThreshold(db, threshold, (tx) =>
    tx
      .select({ id: products.id, name: products.name, images: products.images, catId: products.catId })
      .from(products)
      .where(and(sql`${lowered} <% lower(${products.name})`, soldIn(iso2)))
      .orderBy(desc(sql`word_similarity(${lowered}, lower(${products.name}))`), sql`length(${products.name})`, products.id)
      .limit(limit),
  );
}

/** Category names containing the text or close to it (a small table: no index needed). */
export async function suggestCategories(db: Database, text: string, threshold: number, limit: number) {
  const lowered = sql`lower(${text})`;
  const contains = sql`strpos(lower(${categories.name}), ${lowered}) > 0`;
  return db
    .select({ id: categories.id, name: categories.name, images: categories.images, parentId: categories.parentId })
    .from(categories)
    .where(or(contains, sql`word_similarity(${lowered}, lower(${categories.name})) >= ${threshold}`))
    .orderBy(desc(contains), desc(sql`word_similarity(${lowered}, lower(${categories.name}))`), categories.position, categories.id)
    .limit(limit);
}
