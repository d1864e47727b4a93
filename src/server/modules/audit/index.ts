/**
 * The audit log of back-office writes (decisions §6, docs/decisions/021). Other modules call `recordAudit` inside
 * the transaction of their change, with `auditActor(request)` for who and where; `GET /api/admin/audit` reads it.
 */
export { auditRoutes } from './audit.routes';
export { auditActor, recordAudit, type AuditActor, type AuditEntry } from './audit.service';
