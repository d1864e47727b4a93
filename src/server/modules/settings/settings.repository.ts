import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { storeSettings } from '#src/db/schema/settings';

export type SettingsRow = typeof storeSettings.$inferSelect;
export type SettingsValues = Omit<typeof storeSettings.$inferInsert, 'id'>;

/** The one row, or undefined before the first start wrote it. */
export async function readSettings(db: Database): Promise<SettingsRow | undefined> {
  return (await db.select().from(storeSettings).where(eq(storeSettings.id, 1)))[0];
}

/** The row, locked for the transaction's write. */
export async function lockSettings(tx: Database): Promise<SettingsRow | undefined> {
  return (await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update'))[0];
}

/** Writes the first start's values unless a row is there already (another process may race to it). */
export async function insertSettingsOnce(db: Database, values: SettingsValues): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, ...values })
    .onConflictDoNothing({ target: storeSettings.id });
}

/** Replaces every value of the row (which exists: `insertSettingsOnce` ran at start, or the caller inserts). */
export async function writeSettings(tx: Database, values: SettingsValues): Promise<SettingsRow> {
  const [row] = await tx
    .insert(storeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: storeSettings.id, set: values })
    .returning();
  return row!;
}
