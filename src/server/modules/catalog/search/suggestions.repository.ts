import { and, desc, sql } from 'drizzle-orm';
import { type Database } from '#src/db/client';
import { categories, products } from '#src/db/schema/catalog';
import { soldIn } from '../catalog.repository';

import { withWordSimilarityThreshold } from './search-ranking.repository';

// What the search box suggests while the shopper types: products and categories.
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
