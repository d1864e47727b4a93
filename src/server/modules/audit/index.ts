/**
 * The audit log of back-office writes (decisions §6, docs/decisions/021 and 045). A back-office write runs through
 * `auditedWrite(db, auditActor(request), (tx, audit) => …)`, which makes the change and its audit row in one
 * transaction; `GET /api/admin/audit` reads the log.
 */
export { auditRoutes } from './audit.routes';
export { auditedWrite, commandLineWrite, type AuditChange, type RecordChange } from './audited-write';
// No module writes an audit row but through `auditedWrite` (issue 28 §4): `recordAudit` stays inside this module.
export { auditActor, COMMAND_LINE, type AuditActor, type AuditEntry } from './audit.service';
