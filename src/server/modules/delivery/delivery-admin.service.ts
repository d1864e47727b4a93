import type {
  TAdminClosedDate,
  TAdminDelivery,
  TAdminSlotTemplate,
  TAdminZone,
  TClosedDateBody,
  TSlotTemplateBody,
  TSlotTemplateUpdate,
  TZoneBody,
  TZoneUpdate,
} from '#src/contracts/admin-delivery';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { ADMIN_DELIVERY_TEXT } from '#src/shared/texts/admin-delivery';
import * as repo from './delivery.repository';
import { clockOf, localDay, minuteOf } from './shop-time';

const T = ADMIN_DELIVERY_TEXT;

const toTemplate = (row: repo.TemplateRow): TAdminSlotTemplate => ({
  id: row.id,
  zoneId: row.zoneId,
  weekday: row.weekday,
  start: clockOf(row.startMinute),
  end: clockOf(row.endMinute),
  capacity: row.capacity,
  cutoffHours: row.cutoffHours,
  active: row.active,
});

const toZone = (row: repo.ZoneRow, templates: readonly repo.TemplateRow[]): TAdminZone => ({
  id: row.id,
  name: row.name,
  codes: row.codes,
  prefixes: row.prefixes,
  fee: row.fee,
  freeFrom: row.freeFrom,
  minimumOrder: row.minimumOrder,
  active: row.active,
  isDefault: row.isDefault,
  slots: templates.filter((template) => template.zoneId === row.id).map(toTemplate),
});

const toClosedDate = (row: repo.ClosedDateRow): TAdminClosedDate => ({
  id: row.id,
  zoneId: row.zoneId,
  day: row.day,
  note: row.note,
});

/** What the audit log keeps of a zone. */
const zoneAudit = (row: repo.ZoneRow) => ({
  name: row.name,
  codes: row.codes,
  prefixes: row.prefixes,
  fee: row.fee,
  freeFrom: row.freeFrom,
  minimumOrder: row.minimumOrder,
  active: row.active,
});
const templateAudit = (row: repo.TemplateRow) => {
  const { id: _id, ...rest } = toTemplate(row);
  return rest;
};

export async function deliverySettings(db: Database, timeZone: string): Promise<TAdminDelivery> {
  const [zones, templates, closed] = await Promise.all([
    repo.listZones(db),
    repo.listTemplates(db),
    repo.listClosedDates(db, localDay(new Date(), timeZone)),
  ]);
  const ordered = [...zones].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name, 'en') || a.id - b.id,
  );
  return { timeZone, zones: ordered.map((zone) => toZone(zone, templates)), closedDates: closed.map(toClosedDate) };
}

/**
 * A code or prefix that another zone lists already is refused (the most specific match must name one zone). The
 * caller holds the zone writes' lock (`repo.lockZoneWrites`), so two admins saving overlapping zones at once apply
 * one after the other and the second is refused (tested on PostgreSQL).
 */
function assertCodesFree(zones: readonly repo.ZoneRow[], zoneId: number | null, codes: string[], prefixes: string[]) {
  for (const zone of zones) {
    if (zone.id === zoneId) continue;
    const code = codes.find((c) => zone.codes.includes(c)) ?? prefixes.find((p) => zone.prefixes.includes(p));
    if (code) throw conflict(T.codeTakenElsewhere(code, zone.name));
  }
}

async function templatesOf(db: Database, zoneId: number) {
  return (await repo.listTemplates(db)).filter((template) => template.zoneId === zoneId);
}

export async function createZone(db: Database, who: AuditActor, body: TZoneBody): Promise<TAdminZone> {
  const row = await auditedWrite(db, who, async (tx, audit) => {
    assertCodesFree(await repo.lockZoneWrites(tx), null, body.codes, body.prefixes);
    const zone = await repo.insertZone(tx, { ...body, isDefault: false });
    await audit({
      action: 'delivery_zone.create',
      entity: 'delivery_zone',
      entityId: zone.id,
      after: zoneAudit(zone),
    });
    return zone;
  });
  return toZone(row, []);
}

export async function updateZone(db: Database, who: AuditActor, id: number, body: TZoneUpdate): Promise<TAdminZone> {
  const row = await auditedWrite(db, who, async (tx, audit) => {
    const zones = await repo.lockZoneWrites(tx);
    const before = zones.find((zone) => zone.id === id);
    if (!before) throw notFound(T.zoneNotFound);
    if (before.isDefault && ((body.codes?.length ?? 0) > 0 || (body.prefixes?.length ?? 0) > 0)) {
      throw badRequest(T.defaultZoneCodes);
    }
    assertCodesFree(zones, id, body.codes ?? [], body.prefixes ?? []);
    const after = await repo.updateZone(tx, id, body);
    await audit({
      action: 'delivery_zone.update',
      entity: 'delivery_zone',
      entityId: id,
      before: zoneAudit(before),
      after: zoneAudit(after),
    });
    return after;
  });
  return toZone(row, await templatesOf(db, id));
}

/** A zone or slot with bookings from today on cannot go: 409 naming how many (their shoppers were promised it). */
async function refuseWhileBooked(
  tx: Database,
  of: Parameters<typeof repo.countUpcomingBookings>[1],
  timeZone: string,
): Promise<void> {
  const bookings = await repo.countUpcomingBookings(tx, of, localDay(new Date(), timeZone));
  if (bookings > 0) throw conflict(T.templateHasBookings(bookings));
}

export async function deleteZone(db: Database, who: AuditActor, id: number, timeZone: string): Promise<void> {
  await auditedWrite(db, who, async (tx, audit) => {
    const zone = (await repo.lockZoneWrites(tx)).find((row) => row.id === id);
    if (!zone) throw notFound(T.zoneNotFound);
    await repo.lockZone(tx, id);
    if (zone.isDefault) throw conflict(T.defaultZoneKept);
    await refuseWhileBooked(tx, { zoneId: id }, timeZone);
    await repo.deleteZone(tx, id);
    await audit({
      action: 'delivery_zone.delete',
      entity: 'delivery_zone',
      entityId: id,
      before: zoneAudit(zone),
    });
  });
}

export async function createTemplate(
  db: Database,
  who: AuditActor,
  zoneId: number,
  body: TSlotTemplateBody,
): Promise<TAdminSlotTemplate> {
  return auditedWrite(db, who, async (tx, audit) => {
    if (!(await repo.lockZone(tx, zoneId))) throw notFound(T.zoneNotFound);
    const row = await repo.insertTemplate(tx, {
      zoneId,
      weekday: body.weekday,
      startMinute: minuteOf(body.start),
      endMinute: minuteOf(body.end),
      capacity: body.capacity,
      cutoffHours: body.cutoffHours,
      active: body.active,
    });
    await audit({
      action: 'delivery_slot.create',
      entity: 'delivery_slot',
      entityId: row.id,
      after: templateAudit(row),
    });
    return toTemplate(row);
  });
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

export async function closeDate(db: Database, who: AuditActor, body: TClosedDateBody): Promise<TAdminClosedDate> {
  return auditedWrite(db, who, async (tx, audit) => {
    if (body.zoneId !== null && !(await repo.lockZone(tx, body.zoneId))) throw notFound(T.zoneNotFound);
    const row = await repo.insertClosedDate(tx, body);
    if (!row) throw conflict(T.closedDateTaken);
    await audit({
      action: 'delivery_closed_date.create',
      entity: 'delivery_closed_date',
      entityId: row.id,
      after: toClosedDate(row),
    });
    return toClosedDate(row);
  });
}

export async function reopenDate(db: Database, who: AuditActor, id: number): Promise<void> {
  await auditedWrite(db, who, async (tx, audit) => {
    const row = await repo.deleteClosedDate(tx, id);
    if (!row) throw notFound(T.closedDateNotFound);
    await audit({
      action: 'delivery_closed_date.delete',
      entity: 'delivery_closed_date',
      entityId: id,
      before: toClosedDate(row),
    });
  });
}
