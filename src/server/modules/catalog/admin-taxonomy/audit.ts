import type { FastifyRequest } from 'fastify';
import type { Database } from '#src/db/client';
import type { AuthUser } from '#src/server/plugins/auth';

/**
 * Stand-in for the audit module (`#src/server/modules/audit/index`, branch admin-core) until it is on main: the
 * same signatures, so switching is an import change. Records nothing.
 */
export type AuditActor = { actor: AuthUser; ip: string };
export type AuditEntry = AuditActor & {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};
export async function recordAudit(_db: Database, _entry: AuditEntry): Promise<void> {}
export function auditActor(request: FastifyRequest): AuditActor {
  return { actor: request.authUser!, ip: request.ip };
}
