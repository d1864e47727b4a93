import type { TAdminClosedDate, TAdminSlotTemplate, TAdminZone } from '#src/contracts/admin-delivery';
import type * as repo from './delivery.repository';
import { clockOf } from './shop-time';

// The back office's delivery answers and audit records, from the rows.
export const toTemplate = (row: repo.TemplateRow): TAdminSlotTemplate => ({
  id: row.id,
  zoneId: row.zoneId,
  weekday: row.weekday,
  start: clockOf(row.startMinute),
  end: clockOf(row.endMinute),
  capacity: row.capacity,
  cutoffHours: row.cutoffHours,
  active: row.active,
});

export const toZone = (row: repo.ZoneRow, templates: readonly repo.TemplateRow[]): TAdminZone => ({
  id: row.id,
  name: row.name,
  codes: row.codes,
  prefixes: row.prefixes,
  fee: row.fee,
  freeFrom: row.freeFrom,
  minimumOrder: row.minimumOrder,
  active: row.active,
  isDefault: row.isDefault,
  payOnDelivery: row.payOnDelivery,
  payOnDeliveryMaxOrder: row.payOnDeliveryMaxOrder,
  payOnDeliveryMaxOpen: row.payOnDeliveryMaxOpen,
  slots: templates.filter((template) => template.zoneId === row.id).map(toTemplate),
});

export const toClosedDate = (row: repo.ClosedDateRow): TAdminClosedDate => ({
  id: row.id,
  zoneId: row.zoneId,
  day: row.day,
  note: row.note,
});

/** What the audit log keeps of a zone. */
export const zoneAudit = (row: repo.ZoneRow) => ({
  name: row.name,
  codes: row.codes,
  prefixes: row.prefixes,
  fee: row.fee,
  freeFrom: row.freeFrom,
  minimumOrder: row.minimumOrder,
  active: row.active,
  payOnDelivery: row.payOnDelivery,
  payOnDeliveryMaxOrder: row.payOnDeliveryMaxOrder,
  payOnDeliveryMaxOpen: row.payOnDeliveryMaxOpen,
});
export const templateAudit = (row: repo.TemplateRow) => {
  const { id: _id, ...rest } = toTemplate(row);
  return rest;
};
