import type { TAdminSlotTemplate, TSlotTemplateBody, TSlotTemplateUpdate } from '#src/contracts/admin-delivery';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor, type RecordChange } from '#src/server/modules/audit/index';
import { ADMIN_DELIVERY_TEXT } from '#src/shared/texts/admin-delivery';
import * as repo from './delivery.repository';
import { localDay, minuteOf } from './shop-time';

const T = ADMIN_DELIVERY_TEXT;
import { templateAudit, toTemplate } from './delivery-admin.mappers';

// The back office's weekly slot templates; a slot with bookings from today on cannot go.
/** A zone or slot with bookings from today on cannot go: 409 naming how many (their shoppers were promised it). */
export async function refuseWhileBooked(
  tx: Database,
  of: Parameters<typeof repo.countUpcomingBookings>[1],
  timeZone: string,
): Promise<void> {
  const bookings = await repo.countUpcomingBookings(tx, of, localDay(new Date(), timeZone));
  if (bookings > 0) throw conflict(T.templateHasBookings(bookings));
}

export async function createTemplate(
  db: Database,
  who: AuditActor,
  zoneId: number,
  body: TSlotTemplateBody,
): Promise<TAdminSlotTemplate> {
  return auditedWrite(db, who, async (tx, audit) => {
    if (!(await repo.lockZone(tx, zoneId))) throw notFound(T.zoneNotFound);
    return insertSlotTemplate(tx, audit, zoneId, body);
  });
}

/** One weekly slot of a zone, written and audited in the caller's transaction (one form's slot, or a week's). */
export async function insertSlotTemplate(
  tx: Database,
  audit: RecordChange,
  zoneId: number,
  body: TSlotTemplateBody,
): Promise<TAdminSlotTemplate> {
  const row = await repo.insertTemplate(tx, {
    zoneId,
    weekday: body.weekday,
    startMinute: minuteOf(body.start),
    endMinute: minuteOf(body.end),
    capacity: body.capacity,
    cutoffHours: body.cutoffHours,
    active: body.active,
  });
  await audit({ action: 'delivery_slot.create', entity: 'delivery_slot', entityId: row.id, after: templateAudit(row) });
  return toTemplate(row);
}

export async function updateTemplate(
  db: Database,
  who: AuditActor,
  id: number,
  body: TSlotTemplateUpdate,
): Promise<TAdminSlotTemplate> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockTemplate(tx, id);
    if (!before) throw notFound(T.templateNotFound);
    const startMinute = body.start === undefined ? before.startMinute : minuteOf(body.start);
    const endMinute = body.end === undefined ? before.endMinute : minuteOf(body.end);
    if (startMinute >= endMinute) throw badRequest(T.endBeforeStart);
    const after = await repo.updateTemplate(tx, id, {
      weekday: body.weekday,
      startMinute,
      endMinute,
      capacity: body.capacity,
      cutoffHours: body.cutoffHours,
      active: body.active,
    });
    await audit({
      action: 'delivery_slot.update',
      entity: 'delivery_slot',
      entityId: id,
      before: templateAudit(before),
      after: templateAudit(after),
    });
    return toTemplate(after);
  });
}

export async function deleteTemplate(db: Database, who: AuditActor, id: number, timeZone: string): Promise<void> {
  await auditedWrite(db, who, async (tx, audit) => {
    const template = await repo.lockTemplate(tx, id);
    if (!template) throw notFound(T.templateNotFound);
    await refuseWhileBooked(tx, { templateId: id }, timeZone);
    await repo.deleteTemplate(tx, id);
    await audit({
      action: 'delivery_slot.delete',
      entity: 'delivery_slot',
      entityId: id,
      before: templateAudit(template),
    });
  });
}
