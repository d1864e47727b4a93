import { isUniqueViolation } from '#src/server/lib/database-errors';
import type { z } from 'zod';
import type {
  TSearchSynonym,
  TSearchSynonymList,
  ZSearchSynonymCreate,
  ZSearchSynonymUpdate,
} from '#src/contracts/search-synonyms';
import type { Database } from '#src/db/client';
import { conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { SEARCH_ADMIN_TEXT } from '#src/shared/texts/search';
import * as repo from './synonyms.repository';

// The back office's search synonyms (issue 32 §3, decision 051). Every write bumps the catalogue version (the
// table's trigger, migration 0037), so cached search answers and pages are emptied at commit.

const toSynonym = (row: repo.SynonymRow): TSearchSynonym => ({
  id: row.id,
  term: row.term,
  words: row.words,
  updatedAt: row.updatedAt.toISOString(),
});
const synonymAudit = (row: repo.SynonymRow) => ({ term: row.term, words: row.words });

/** A second row for the same term is refused by its unique index: a 409 naming the term, not a server error. */
async function oneTermEach<T>(term: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SEARCH_ADMIN_TEXT.synonymTaken(term));
    throw error;
  }
}

export async function listSynonyms(db: Database): Promise<TSearchSynonymList> {
  return { synonyms: (await repo.listSynonyms(db)).map(toSynonym) };
}

export async function createSynonym(
  db: Database,
  who: AuditActor,
  input: z.output<typeof ZSearchSynonymCreate>,
): Promise<TSearchSynonym> {
  return oneTermEach(input.term, () =>
    auditedWrite(db, who, async (tx, audit) => {
      const row = await repo.insertSynonym(tx, { term: input.term, words: input.words });
      await audit({ action: 'synonym.create', entity: 'synonym', entityId: row.id, after: synonymAudit(row) });
      return toSynonym(row);
    }),
  );
}

export async function updateSynonym(
  db: Database,
  who: AuditActor,
  id: number,
  input: z.output<typeof ZSearchSynonymUpdate>,
): Promise<TSearchSynonym> {
  const term = input.term;
  const write = () =>
    auditedWrite(db, who, async (tx, audit) => {
      const before = await repo.lockSynonym(tx, id);
      if (!before) throw notFound(SEARCH_ADMIN_TEXT.synonymNotFound);
      const row = await repo.updateSynonym(tx, id, {
        term: term ?? before.term,
        words: input.words ?? before.words,
      });
      await audit({
        action: 'synonym.update',
        entity: 'synonym',
        entityId: id,
        before: synonymAudit(before),
        after: synonymAudit(row),
      });
      return toSynonym(row);
    });
  return term === undefined ? write() : oneTermEach(term, write);
}

export async function deleteSynonym(db: Database, who: AuditActor, id: number): Promise<void> {
  await auditedWrite(db, who, async (tx, audit) => {
    const row = await repo.lockSynonym(tx, id);
    if (!row) throw notFound(SEARCH_ADMIN_TEXT.synonymNotFound);
    await repo.deleteSynonym(tx, id);
    await audit({ action: 'synonym.delete', entity: 'synonym', entityId: id, before: synonymAudit(row) });
  });
}
