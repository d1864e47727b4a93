import type { TMyNotifications } from '#src/contracts/alerts';
import type { Database } from '#src/db/client';
import { setStaffAlerts, staffAlertsOf } from '#src/server/modules/accounts/index';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';

/** A back-office user's own alert e-mails (issue 31 §1, docs/decisions/057): stored on their account, audited. */
export async function myNotifications(db: Database, userId: number): Promise<TMyNotifications> {
  return { orderAlerts: await staffAlertsOf(db, userId) };
}

export async function setMyNotifications(
  db: Database,
  who: AuditActor,
  input: TMyNotifications,
): Promise<TMyNotifications> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await setStaffAlerts(tx, who.actor.id, input.orderAlerts);
    await audit({
      action: 'notifications.update',
      entity: 'user',
      entityId: who.actor.id,
      before: { orderAlerts: before },
      after: { orderAlerts: input.orderAlerts },
    });
    return { orderAlerts: input.orderAlerts };
  });
}
