import { randomBytes } from 'node:crypto';
import type { TWebhook, TWebhookDelivery } from '#src/contracts/alerts';
import type { Database } from '#src/db/client';
import { badRequest, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { WEBHOOK_LOG_ROWS, WEBHOOKS_MAX, type WebhookEvent } from '#src/shared/constants';
import { NOTIFY_ERROR_TEXT as E } from '#src/shared/texts/notify';
import * as repo from './alerts.repository';
import { checkWebhookUrl } from './webhook-url';

/**
 * The grocer's outgoing webhooks (issue 31 §1, docs/decisions/057): registered and deleted in the back office
 * (permission `settings`, audited — never with the secret in the audit entry), each with a secret of its own.
 */

const deliveryOf = (row: repo.DeliveryRow): TWebhookDelivery => ({
  id: row.id,
  attemptedAt: row.attemptedAt.toISOString(),
  event: row.event,
  statusCode: row.statusCode,
  error: row.error,
  durationMs: row.durationMs,
});

const webhookOf = (row: repo.WebhookRow, last: repo.DeliveryRow | undefined): TWebhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastDelivery: last ? deliveryOf(last) : null,
});

export async function listWebhooks(db: Database): Promise<{ webhooks: TWebhook[] }> {
  const rows = await repo.listWebhooks(db);
  const lasts = await Promise.all(rows.map(async (row) => (await repo.listDeliveries(db, row.id, 1))[0]));
  return { webhooks: rows.map((row, i) => webhookOf(row, lasts[i])) };
}

/** What the audit log keeps of a webhook: never its secret. */
const audited = (row: repo.WebhookRow) => ({ url: row.url, events: row.events, active: row.active });

export async function createWebhook(
  db: Database,
  who: AuditActor,
  input: { url: string; events: WebhookEvent[] },
  allowPrivate: boolean,
): Promise<{ webhook: TWebhook; secret: string }> {
  const url = await checkWebhookUrl(input.url, allowPrivate);
  return auditedWrite(db, who, async (tx, audit) => {
    if ((await repo.countWebhooks(tx)) >= WEBHOOKS_MAX) throw badRequest(E.tooMany(WEBHOOKS_MAX));
    const secret = randomBytes(32).toString('hex');
    const row = await repo.insertWebhook(tx, { url, events: input.events, secret, createdBy: who.actor.id });
    await audit({ action: 'webhook.create', entity: 'webhook', entityId: row.id, after: audited(row) });
    return { webhook: webhookOf(row, undefined), secret };
  });
}

export async function deleteWebhook(db: Database, who: AuditActor, id: number): Promise<{ deleted: true }> {
  return auditedWrite(db, who, async (tx, audit) => {
    const row = await repo.deleteWebhook(tx, id);
    if (!row) throw notFound(E.webhookNotFound);
    await audit({ action: 'webhook.delete', entity: 'webhook', entityId: id, before: audited(row) });
    return { deleted: true as const };
  });
}

export async function webhookSecret(db: Database, id: number): Promise<{ secret: string }> {
  const row = await repo.findWebhook(db, id);
  if (!row) throw notFound(E.webhookNotFound);
  return { secret: row.secret };
}

export async function webhookDeliveries(db: Database, id: number): Promise<{ deliveries: TWebhookDelivery[] }> {
  if (!(await repo.findWebhook(db, id))) throw notFound(E.webhookNotFound);
  return { deliveries: (await repo.listDeliveries(db, id, WEBHOOK_LOG_ROWS)).map(deliveryOf) };
}

/** The webhook channel's compose (in the event's transaction): the active webhooks that want `event`. */
export async function webhookIdsFor(db: Database, event: WebhookEvent): Promise<number[]> {
  return (await repo.webhooksFor(db, event)).map((row) => row.id);
}

/** The webhook channel's adapter: where to call and the key to sign with; undefined once deleted or inactive. */
export async function webhookForCall(
  db: Database,
  id: number,
): Promise<{ id: number; url: string; secret: string } | undefined> {
  const row = Number.isInteger(id) ? await repo.findWebhook(db, id) : undefined;
  return row?.active ? { id: row.id, url: row.url, secret: row.secret } : undefined;
}

/** One attempt of a call, for the delivery log. */
export const recordWebhookAttempt = (
  db: Database,
  attempt: Omit<repo.DeliveryRow, 'id' | 'attemptedAt'>,
): Promise<void> => repo.insertDelivery(db, attempt);
