import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { pendingUploads } from '#src/db/schema/media';

export type PendingUploadRow = typeof pendingUploads.$inferSelect;

export async function insertPending(db: Database, userId: number, images: string[]): Promise<void> {
  await db.insert(pendingUploads).values({ userId, images });
}

export async function listPending(db: Database, userId: number): Promise<PendingUploadRow[]> {
  return db.select().from(pendingUploads).where(eq(pendingUploads.userId, userId)).orderBy(asc(pendingUploads.id));
}

export async function deletePending(db: Database, userId: number): Promise<PendingUploadRow[]> {
  return db.delete(pendingUploads).where(eq(pendingUploads.userId, userId)).returning();
}

/** Removes and answers every user's pending uploads made before `before`. */
export async function deletePendingBefore(db: Database, before: Date): Promise<PendingUploadRow[]> {
  return db.delete(pendingUploads).where(lt(pendingUploads.createdAt, before)).returning();
}

/**
 * Takes `names` out of the user's pending uploads (they are saved somewhere now, so the sweep must leave their
 * files), and drops the rows left empty.
 */
export async function removePendingNames(db: Database, userId: number, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const list = sql`array[${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  await db
    .update(pendingUploads)
    .set({ images: sql`array(select i from unnest(${pendingUploads.images}) as i where not (i = any(${list})))` })
    .where(and(eq(pendingUploads.userId, userId), sql`${pendingUploads.images} && ${list}`));
  await db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.userId, userId), sql`cardinality(${pendingUploads.images}) = 0`));
}
