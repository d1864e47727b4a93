import type { Database } from '#src/db/client';
import { badRequest } from '#src/server/lib/app-error';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { type AuditActor } from '#src/server/modules/audit/index';
import { claimUploads, pendingImageNames } from '#src/server/modules/media/index';

const T = ADMIN_TAXONOMY_TEXT;

/**
 * A new image must be one the admin uploaded (POST /api/admin/images) and has not saved yet; saving it claims the
 * upload, so the hourly sweep of unsaved uploads keeps its files (decision 018). The entity's current image passes.
 */
export async function claimImage(tx: Database, who: AuditActor, image: string | null | undefined, current: string[]) {
  if (!image || current.includes(image)) return;
  const pending = new Set(await pendingImageNames(tx, who.actor.id));
  if (!pending.has(image)) throw badRequest(T.imageNotUploaded(image));
  await claimUploads(tx, who.actor.id, [image]);
}
