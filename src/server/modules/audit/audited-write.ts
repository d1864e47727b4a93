import type { Database } from '#src/db/client';
import { COMMAND_LINE, recordAudit, type AuditActor, type AuditEntry } from './audit.service';

/** What a write says it changed; who and from where come from the helper's actor. */
export type AuditChange = Omit<AuditEntry, keyof AuditActor>;

/** Records one change in the write's transaction; answers whether a row was written (a no-op update writes none). */
export type RecordChange = (change: AuditChange) => Promise<boolean>;

/**
 * The one way a back-office write runs (issue 28 §4, decision 045): it opens the transaction, hands the write that
 * transaction and `audit`, and commits the change and its audit row together or not at all. A write that finds
 * nothing to change (archiving an archived product) returns without calling `audit`; every other one calls it once.
 * Given a transaction already open (an order's event, `recordOrderEvent`), it nests inside it as a savepoint, so the
 * row still commits with the caller's change. That every back-office endpoint leaves exactly one row is checked by
 * src/server/modules/audit/audit-every-write.test.ts, driven by the contracts.
 */
export async function auditedWrite<T>(
  db: Database,
  who: AuditActor,
  write: (tx: Database, audit: RecordChange) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => write(tx, (change) => recordAudit(tx, { ...who, ...change })));
}

/**
 * `auditedWrite` for the command line (`npm run admin`, decision 059): the row's actor is `command line`, with no
 * account and no address — the first owner is made there, before anyone can sign in.
 */
export async function commandLineWrite<T>(db: Database, write: (tx: Database, audit: RecordChange) => Promise<T>) {
  return db.transaction(async (tx) =>
    write(tx, (change) => recordAudit(tx, { actor: { id: null, email: COMMAND_LINE }, ip: COMMAND_LINE, ...change })),
  );
}
