import { and, arrayContains, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { webhookDeliveries, webhooks } from '#src/db/schema/alerts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const listWebhooks = (db: Database) => db.select().from(webhooks).orderBy(asc(webhooks.id));

export async function findWebhook(db: Database, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

export async function countWebhooks(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks);
  return row?.n ?? 0;
}

export async function insertWebhook(
  db: Database,
  values: Pick<typeof webhooks.$inferInsert, 'url' | 'events' | 'secret' | 'createdBy'>,
): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  return row!;
}

export async function deleteWebhook(db: Database, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db.delete(webhooks).where(eq(webhooks.id, id)).returning();
  return row;
}

/** The active webhooks that want `event`, oldest first (the order of their outbox rows). */
export const webhooksFor = (db: Database, event: string) =>
  db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.active, true), arrayContains(webhooks.events, [event])))
    .orderBy(asc(webhooks.id));

export async function insertDelivery(
  db: Database,
  values: Omit<typeof webhookDeliveries.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(webhookDeliveries).values(values);
}

export const listDeliveries = (db: Database, webhookId: number, limit: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.attemptedAt), desc(webhookDeliveries.id))
    .limit(limit);
