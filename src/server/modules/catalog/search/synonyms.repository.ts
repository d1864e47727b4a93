import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { searchSynonyms } from '#src/db/schema/catalog';

// The search synonyms' rows (decision 051): the back office's list and writes, and the whole table for search.
export type SynonymRow = typeof searchSynonyms.$inferSelect;

export async function listSynonyms(db: Database): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term), asc(searchSynonyms.id));
}

/** Every term and its words: what search expands queries with (a small table, read once per catalogue version). */
export async function synonymPairs(db: Database): Promise<{ term: string; words: string[] }[]> {
  return db.select({ term: searchSynonyms.term, words: searchSynonyms.words }).from(searchSynonyms);
}

export async function lockSynonym(tx: Database, id: number): Promise<SynonymRow | undefined> {
  const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
  return row;
}

export async function insertSynonym(tx: Database, values: { term: string; words: string[] }): Promise<SynonymRow> {
  const [row] = await tx.insert(searchSynonyms).values(values).returning();
  return row!;
}

export async function updateSynonym(
  tx: Database,
  id: number,
  values: { term: string; words: string[] },
): Promise<SynonymRow> {
  const [row] = await tx
    .update(searchSynonyms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row!;
}

export async function deleteSynonym(tx: Database, id: number): Promise<void> {
  await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}
