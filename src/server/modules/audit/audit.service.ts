import type { FastifyRequest } from 'fastify';
import type { Database } from '#src/db/client';
import type { AuthUser } from '#src/server/plugins/auth';
import { AppError } from '#src/server/lib/app-error';
import { TEXT } from '#src/shared/texts';
import type { TAuditPage } from '#src/contracts/admin';
import { ADMIN_PAGE_SIZE } from '#src/shared/constants';
import { insertAuditRow, listAuditRows, type AuditFilters } from './audit.repository';

/** Who made a back-office change and from where: what every audit row starts from. */
export type AuditActor = { actor: AuthUser; ip: string };

export type AuditEntry = AuditActor & {
  /** `<entity>.<verb>`: 'product.create', 'variant.update', 'category.delete', … */
  action: string;
  /** 'product', 'variant', 'category', 'banner', … */
  entity: string;
  entityId: string | number;
  /** The values before the change (absent for a creation). */
  before?: unknown;
  /** The values after the change (absent for a deletion). */
  after?: unknown;
};

/** JSON as the database stores it: dates become ISO strings, undefined fields drop out; nothing → null. */
function asJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * Records one back-office write. Pass the transaction that makes the change (`db.transaction((tx) => …)`), so the
 * change and its audit row commit together or not at all.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    ip: entry.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: asJson(entry.before),
    after: asJson(entry.after),
  });
}

/** The signed-in user and client IP of a back-office request (its scope has already authenticated it). */
export function auditActor(request: FastifyRequest): AuditActor {
  if (!request.authUser) throw new AppError('UNAUTHORIZED', TEXT.errors.signInToContinue);
  return { actor: request.authUser, ip: request.ip };
}

/** The log page: newest first, ADMIN_PAGE_SIZE entries a page; a page past the end is empty, with the total. */
export async function listAudit(db: Database, filters: AuditFilters, page: number): Promise<TAuditPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, total } = await listAuditRows(db, filters, (page - 1) * perPage, perPage);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      ip: row.ip,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  };
}
