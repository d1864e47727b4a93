/**
 * The audit log of back-office writes (decisions §6, docs/decisions/021). Other modules call `recordAudit` inside
 * the transaction of their change, with `auditActor(request)` for who and where.
 */
export { auditActor, recordAudit, type AuditActor, type AuditEntry } from './audit.service';
