import type { TAdminSlotTemplate, TCopyWeekAnswer, TSlotWeekBody } from '#src/contracts/admin-delivery';
import type { Database } from '#src/db/client';
import { badRequest, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { ADMIN_DELIVERY_TEXT } from '#src/shared/texts/admin-delivery';
import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import * as repo from './delivery.repository';
import { insertSlotTemplate } from './delivery-admin-templates';
import { templateAudit } from './delivery-admin.mappers';

// A zone's week in fewer steps (issue 31 §6, docs/decisions/060): one slot on several weekdays, a week copied.

/** `POST …/zones/:id/slot-week`: one weekly slot per weekday ticked, in one transaction, each audited. */
export async function createSlotWeek(
  db: Database,
  who: AuditActor,
  zoneId: number,
  body: TSlotWeekBody,
): Promise<{ slots: TAdminSlotTemplate[] }> {
  return auditedWrite(db, who, async (tx, audit) => {
    if (!(await repo.lockZone(tx, zoneId))) throw notFound(ADMIN_DELIVERY_TEXT.zoneNotFound);
    const slots: TAdminSlotTemplate[] = [];
    for (const weekday of [...body.weekdays].sort((a, b) => a - b)) {
      slots.push(await insertSlotTemplate(tx, audit, zoneId, { ...body, weekday }));
    }
    return { slots };
  });
}

/**
 * `POST …/zones/:id/copy-week`: the zone's weekly slots added to another zone, except those it already has at the
 * same weekday, start and end (kept as they are). Adding rather than replacing: a slot with bookings cannot go, so
 * "replace" would half-succeed; the grocer deletes what they no longer want.
 */
export async function copyWeek(
  db: Database,
  who: AuditActor,
  fromZoneId: number,
  toZoneId: number,
): Promise<TCopyWeekAnswer> {
  if (fromZoneId === toZoneId) throw badRequest(PACKER_SETUP_TEXT.slots.sameZone);
  return auditedWrite(db, who, async (tx, audit) => {
    // Both zones locked in id order, the order every zone writer keeps.
    for (const id of [fromZoneId, toZoneId].sort((a, b) => a - b)) {
      if (!(await repo.lockZone(tx, id))) throw notFound(ADMIN_DELIVERY_TEXT.zoneNotFound);
    }
    const templates = await repo.listTemplates(tx);
    const key = (t: repo.TemplateRow) => `${t.weekday}@${t.startMinute}-${t.endMinute}`;
    const there = new Set(templates.filter((t) => t.zoneId === toZoneId).map(key));
    let added = 0;
    let skipped = 0;
    for (const source of templates.filter((t) => t.zoneId === fromZoneId)) {
      if (there.has(key(source))) {
        skipped += 1;
        continue;
      }
      const { id: _id, zoneId: _zone, ...values } = source;
      const row = await repo.insertTemplate(tx, { ...values, zoneId: toZoneId });
      await audit({
        action: 'delivery_slot.create',
        entity: 'delivery_slot',
        entityId: row.id,
        after: { ...templateAudit(row), copiedFromZone: fromZoneId },
      });
      there.add(key(row));
      added += 1;
    }
    return { added, skipped };
  });
}
