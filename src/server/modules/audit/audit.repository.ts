import type { Database } from '#src/db/client';
import { auditLog } from '#src/db/schema/audit';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** One statement; `db` is the caller's transaction when it has one. */
export async function insertAuditRow(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}
