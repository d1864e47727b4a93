import type { z } from 'zod';
import type {
  TAdminBanner,
  TAdminBannerLists,
  TBannerKind,
  ZBannerCreate,
  ZBannerUpdate,
} from '#src/contracts/admin-taxonomy';
import type { Database } from '#src/db/client';
import { badRequest, notFound } from '#src/server/lib/app-error';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import * as repo from './taxonomy.repository';
import { claimImage } from './taxonomy-images';
import { bannerAudit, toAdminBanner } from './taxonomy.mappers';

const T = ADMIN_TAXONOMY_TEXT;

export async function bannerLists(db: Database): Promise<TAdminBannerLists> {
  const rows = (await repo.listAllBanners(db)).map(toAdminBanner);
  return {
    home: rows.filter((row) => row.kind === 'home'),
    side: rows.filter((row) => row.kind === 'side'),
    strip: rows.filter((row) => row.kind === 'strip'),
  };
}

/** The link must name a top category and, optionally, one of its sub-categories. */
async function assertLink(tx: Database, catId: number, subCatId: number | null): Promise<void> {
  const top = await repo.findCategory(tx, catId);
  if (!top) throw badRequest(T.bannerLinkMissing);
  if (top.parentId !== null) throw badRequest(T.bannerLinkNotTop);
  if (subCatId === null) return;
  const sub = await repo.findCategory(tx, subCatId);
  if (!sub) throw badRequest(T.bannerLinkMissing);
  if (sub.parentId !== catId) throw badRequest(T.bannerSubCatMismatch);
}

export async function createBanner(
  db: Database,
  who: AuditActor,
  input: z.output<typeof ZBannerCreate>,
): Promise<TAdminBanner> {
  return auditedWrite(db, who, async (tx, audit) => {
    const subCatId = input.subCatId ?? null;
    await assertLink(tx, input.catId, subCatId);
    await claimImage(tx, who, input.image, []);
    const row = await repo.insertBanner(tx, {
      kind: input.kind,
      title: input.title,
      titleHi: input.titleHi ?? null,
      images: [input.image],
      catId: input.catId,
      subCatId,
      active: input.active,
      position: await repo.nextBannerPosition(tx, input.kind),
    });
    await audit({
      action: 'banner.create',
      entity: 'banner',
      entityId: row.id,
      after: bannerAudit(row),
    });
    return toAdminBanner(row);
  });
}

export async function updateBanner(
  db: Database,
  who: AuditActor,
  id: number,
  input: z.output<typeof ZBannerUpdate>,
): Promise<TAdminBanner> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockBanner(tx, id);
    if (!before) throw notFound(T.bannerNotFound);
    const catId = input.catId ?? before.catId;
    // A new category without a sub-category drops the old sub-category (it belonged to the old category).
    const subCatId = input.subCatId !== undefined ? input.subCatId : input.catId !== undefined ? null : before.subCatId;
    if (input.catId !== undefined || input.subCatId !== undefined) await assertLink(tx, catId, subCatId);
    await claimImage(tx, who, input.image, before.images);
    const row = await repo.updateBanner(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.titleHi !== undefined ? { titleHi: input.titleHi } : {}),
      ...(input.image !== undefined ? { images: [input.image] } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      catId,
      subCatId,
    });
    await audit({
      action: 'banner.update',
      entity: 'banner',
      entityId: id,
      before: bannerAudit(before),
      after: bannerAudit(row),
    });
    return toAdminBanner(row);
  });
}

export async function reorderBanners(
  db: Database,
  who: AuditActor,
  kind: TBannerKind,
  ids: readonly number[],
): Promise<TAdminBannerLists> {
  await auditedWrite(db, who, async (tx, audit) => {
    const current = await repo.lockBannerIds(tx, kind);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest(T.bannerOrderMismatch);
    await repo.setBannerPositions(tx, kind, ids);
    await audit({
      action: 'banner.reorder',
      entity: 'banner',
      entityId: kind,
      before: { order: current },
      after: { order: ids },
    });
  });
  return bannerLists(db);
}

export async function deleteBanner(db: Database, who: AuditActor, id: number): Promise<void> {
  await auditedWrite(db, who, async (tx, audit) => {
    const row = await repo.lockBanner(tx, id);
    if (!row) throw notFound(T.bannerNotFound);
    await repo.deleteBanner(tx, id);
    await audit({
      action: 'banner.delete',
      entity: 'banner',
      entityId: id,
      before: bannerAudit(row),
    });
  });
}
