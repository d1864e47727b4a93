import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { auditLog } from '#src/db/schema/audit';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** One statement; `db` is the caller's transaction when it has one. */
export async function insertAuditRow(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export type AuditFilters = { entity?: string | undefined; entityId?: string | undefined; actor?: string | undefined };

function conditions({ entity, entityId, actor }: AuditFilters): SQL | undefined {
  const actorCondition =
    actor === undefined
      ? undefined
      : /^\d{1,9}$/.test(actor)
        ? eq(auditLog.actorId, Number(actor))
        : eq(sql`lower(${auditLog.actorEmail})`, actor.toLowerCase());
  return and(
    entity === undefined ? undefined : eq(auditLog.entity, entity),
    entityId === undefined ? undefined : eq(auditLog.entityId, entityId),
    actorCondition,
  );
}

/** Newest first (the indexes by entity, actor and time serve each filter); ties by id. */
export async function listAuditRows(
  db: Database,
  filters: AuditFilters,
  offset: number,
  limit: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(filters);
  const [rows, [counted]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Every entity the log holds an entry of, A to Z (the page's entity filter lists them; the entity index serves it). */
export async function auditEntities(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog);
  // Sorted here, not by the database's collation (which orders `_` differently from one server to another).
  return rows.map((row) => row.entity).sort();
}
