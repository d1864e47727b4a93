import type { Database } from './client';
import { searchTerms } from './schema/catalog';

/**
 * The words of Hindi names for spelling correction (issue 33, docs/decisions/066 § Catalogue). The database's
 * trigger (migration 0007) learns the English names' words, splitting at anything not `[:alnum:]`, which cuts a
 * Devanagari word at its vowel signs; so the writers of Hindi names (back office, CSV import, demo seed) add their
 * words here, split as search splits a query (letters with their marks, digits), under the trigger's rules: 3 to
 * 40 characters, not only digits, in sorted order (no deadlock between two writers), never removed.
 */
export function termsOf(texts: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts)
    for (const word of (text ?? '').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u)) {
      const length = Array.from(word).length;
      if (length >= 3 && length <= 40 && !/^\d+$/.test(word)) words.add(word);
    }
  return [...words].sort();
}

/** Inside the writer's transaction: adds the texts' words to `search_terms` (a word known already stays). */
export async function learnSearchTerms(db: Database, texts: readonly (string | null | undefined)[]): Promise<void> {
  const terms = termsOf(texts);
  for (let start = 0; start < terms.length; start += 1000)
    await db
      .insert(searchTerms)
      .values(terms.slice(start, start + 1000).map((term) => ({ term })))
      .onConflictDoNothing();
}
