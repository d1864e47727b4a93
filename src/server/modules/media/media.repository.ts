import { asc, eq, lt } from 'drizzle-orm';
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
