import type { FastifyRequest } from 'fastify';
import type { Database } from '#src/db/client';
import type { AuthUser } from '#src/server/plugins/auth';
import { AppError } from '#src/server/lib/app-error';
import { canonicalJson } from '#src/server/lib/canonical-json';
import { TEXT } from '#src/shared/texts';
import type { TAuditPage } from '#src/contracts/admin';
import { ADMIN_PAGE_SIZE } from '#src/shared/constants';
import { auditEntities, insertAuditRow, listAuditRows, type AuditFilters } from './audit.repository';

/** Who made a back-office change and from where: what every audit row starts from. */
export type AuditActor = { actor: AuthUser; ip: string };

/**
 * Who a change made by `npm run admin` was made by (issue 31 §4, decision 059): no account, `command line` as the
 * e-mail and the address, so the log says where a role came from.
 */
export const COMMAND_LINE = 'command line';

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
 * change and its audit row commit together or not at all. An update whose values before and after are the same (a
 * form saved as it was, an order sent again) changed nothing and leaves no row, whichever writer calls: answers
 * whether a row was written. So an update that can be a no-op puts the same fields on both sides; a writer whose
 * `after` carries context its `before` lacks (a note, a new rating) always records, and must skip a no-op itself.
 */
export async function recordAudit(
  db: Database,
  entry: Omit<AuditEntry, 'actor'> & { actor: { id: number | null; email: string } },
): Promise<boolean> {
  const before = asJson(entry.before);
  const after = asJson(entry.after);
  const isUpdate = entry.before !== undefined && entry.after !== undefined;
  if (isUpdate && canonicalJson(before) === canonicalJson(after)) return false;
  await insertAuditRow(db, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    ip: entry.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before,
    after,
  });
  return true;
}

/** The signed-in user and client IP of a back-office request (its scope has already authenticated it). */
export function auditActor(request: FastifyRequest): AuditActor {
  if (!request.authUser) throw new AppError('UNAUTHORIZED', TEXT.errors.signInToContinue);
  return { actor: request.authUser, ip: request.ip };
}

/**
 * The log page: newest first, ADMIN_PAGE_SIZE entries a page; a page past the end is empty, with the total; and
 * every entity the log knows, whatever the filters (the page's entity list).
 */
export async function listAudit(db: Database, filters: AuditFilters, page: number): Promise<TAuditPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const [{ rows, total }, entities] = await Promise.all([
    listAuditRows(db, filters, (page - 1) * perPage, perPage),
    auditEntities(db),
  ]);
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
    entities,
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  };
}
