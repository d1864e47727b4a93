import type {
  TAdminClosedDate,
  TAdminDelivery,
  TAdminZone,
  TClosedDateBody,
  TZoneBody,
  TZoneUpdate,
} from '#src/contracts/admin-delivery';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { ADMIN_DELIVERY_TEXT } from '#src/shared/texts/admin-delivery';
import * as repo from './delivery.repository';
import { localDay } from './shop-time';

const T = ADMIN_DELIVERY_TEXT;
import { toClosedDate, toZone, zoneAudit } from './delivery-admin.mappers';
import { refuseWhileBooked } from './delivery-admin-templates';

export { createTemplate, deleteTemplate, updateTemplate } from './delivery-admin-templates';
export { copyWeek, createSlotWeek } from './delivery-admin-week';

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
