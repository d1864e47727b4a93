import { and, desc, sql } from 'drizzle-orm';
import { type Database } from '#src/db/client';
import { categories, products } from '#src/db/schema/catalog';
import { soldIn } from '../catalog.repository';
import { withWordSimilarityThreshold } from './search-ranking.repository';

// What the search box suggests while the shopper types: products and categories (names in both languages; the
// answer picks the request's).
const productSuggestion = {
  id: products.id,
  name: products.name,
  nameHi: products.nameHi,
  images: products.images,
  catId: products.catId,
};
const categorySuggestion = {
  id: categories.id,
  name: categories.name,
  nameHi: categories.nameHi,
  images: categories.images,
  parentId: categories.parentId,
};

/** Letters of the Devanagari script: such a text is looked for in the Hindi names (docs/decisions/066 § Catalogue). */
const DEVANAGARI = /\p{Script=Devanagari}/u;
export const isDevanagari = (text: string) => DEVANAGARI.test(text);

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
  if (isDevanagari(text)) return suggestHindiProducts(db, text, iso2, limit);
  const lowered = sql`lower(${text})`;
  return withWordSimilarityThreshold(db, threshold, async (tx) => {
    const found = tx
      .select(productSuggestion)
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

/**
 * Hindi names containing the text, earliest match then shortest name first. pg_trgm splits Devanagari words at
 * their vowel signs (not letters to it), so containment, not word similarity; few products have a Hindi name, and
 * `name_hi is not null` skips the rest (docs/decisions/066 § Catalogue).
 */
async function suggestHindiProducts(db: Database, text: string, iso2: string | null, limit: number) {
  const position = sql`strpos(${products.nameHi}, ${text})`;
  return db
    .select(productSuggestion)
    .from(products)
    .where(and(sql`${products.nameHi} is not null and ${position} > 0`, soldIn(iso2)))
    .orderBy(position, sql`length(${products.nameHi})`, products.id)
    .limit(limit);
}

/** Category names containing the text or close to it (a small table: no index needed). */
export async function suggestCategories(db: Database, text: string, threshold: number, limit: number) {
  if (isDevanagari(text)) {
    const position = sql`strpos(${categories.nameHi}, ${text})`;
    return db
      .select(categorySuggestion)
      .from(categories)
      .where(sql`${position} > 0`)
      .orderBy(position, categories.position, categories.id)
      .limit(limit);
  }
  const lowered = sql`lower(${text})`;
  const contains = sql`strpos(lower(${categories.name}), ${lowered}) > 0`;
  const similarity = sql`word_similarity(${lowered}, lower(${categories.name}))`;
  return db
    .select(categorySuggestion)
    .from(categories)
    .where(sql`${contains} or ${similarity} >= ${threshold}`)
    .orderBy(desc(contains), desc(similarity), categories.position, categories.id)
    .limit(limit);
}
