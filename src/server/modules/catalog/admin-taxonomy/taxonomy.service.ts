import { isUniqueViolation } from '#src/server/lib/database-errors';
import type { z } from 'zod';
import type {
  TAdminCategoryChild,
  TAdminCategoryTree,
  ZCategoryCreate,
  ZCategoryUpdate,
} from '#src/contracts/admin-taxonomy';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import * as repo from './taxonomy.repository';
import { claimImage } from './taxonomy-images';

export * from './banners.service';
import { categoryAudit, toAdminCategory } from './taxonomy.mappers';

const T = ADMIN_TAXONOMY_TEXT;

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'category';

export async function categoryTree(db: Database): Promise<TAdminCategoryTree> {
  const rows = await repo.listCategoriesWithCounts(db);
  const tops = rows.filter((row) => row.parentId === null);
  return {
    categories: tops.map((top) => ({
      ...toAdminCategory(top, top.productCount),
      children: rows.filter((row) => row.parentId === top.id).map((row) => toAdminCategory(row, row.productCount)),
    })),
  };
}

async function uniqueSlug(tx: Database, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugExists(tx, slug))) return slug;
  }
}

export async function createCategory(
  db: Database,
  who: AuditActor,
  input: z.output<typeof ZCategoryCreate>,
): Promise<TAdminCategoryChild> {
  try {
    return await insertNewCategory(db, who, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.createdMeanwhile);
    throw error;
  }
}

async function insertNewCategory(db: Database, who: AuditActor, input: z.output<typeof ZCategoryCreate>) {
  return auditedWrite(db, who, async (tx, audit) => {
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      const parent = await repo.lockCategory(tx, parentId);
      if (!parent) throw notFound(T.parentNotFound);
      if (parent.parentId !== null) throw badRequest(T.parentNotTop);
    }
    await claimImage(tx, who, input.image, []);
    const row = await repo.insertCategory(tx, {
      name: input.name,
      nameHi: input.nameHi ?? null,
      parentId,
      slug: await uniqueSlug(tx, input.name),
      ...(input.color ? { color: input.color } : {}),
      images: input.image ? [input.image] : [],
      position: await repo.nextCategoryPosition(tx, parentId),
    });
    await audit({
      action: 'category.create',
      entity: 'category',
      entityId: row.id,
      after: categoryAudit(row),
    });
    return toAdminCategory(row, 0);
  });
}

export async function updateCategory(
  db: Database,
  who: AuditActor,
  id: number,
  input: z.output<typeof ZCategoryUpdate>,
): Promise<TAdminCategoryChild> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockCategory(tx, id);
    if (!before) throw notFound(T.categoryNotFound);
    await claimImage(tx, who, input.image, before.images);
    const row = await repo.updateCategory(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.nameHi !== undefined ? { nameHi: input.nameHi } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
      ...(input.image !== undefined ? { images: input.image ? [input.image] : [] } : {}),
    });
    if (row.name !== before.name) await repo.copyCategoryName(tx, row);
    await audit({
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before: categoryAudit(before),
      after: categoryAudit(row),
    });
    const counts = await repo.countProductsUsing(tx, id);
    return toAdminCategory(row, counts);
  });
}

export async function reorderCategories(
  db: Database,
  who: AuditActor,
  parentId: number | null,
  ids: readonly number[],
): Promise<TAdminCategoryTree> {
  await auditedWrite(db, who, async (tx, audit) => {
    if (parentId !== null && !(await repo.lockCategory(tx, parentId))) throw notFound(T.parentNotFound);
    const current = await repo.lockSiblings(tx, parentId);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest(T.orderMismatch);
    await repo.setCategoryPositions(tx, ids);
    await audit({
      action: 'category.reorder',
      entity: 'category',
      entityId: parentId ?? 'top',
      before: { order: current },
      after: { order: ids },
    });
  });
  return categoryTree(db);
}

/** A foreign-key violation: a product was filed under the category while it was being deleted. */
const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23503' ||
  (error as { cause?: { code?: string } }).cause?.code === '23503';

export async function deleteCategory(db: Database, who: AuditActor, id: number): Promise<void> {
  try {
    await auditedWrite(db, who, async (tx, audit) => {
      const row = await repo.lockCategory(tx, id);
      if (!row) throw notFound(T.categoryNotFound);
      const used = await repo.countProductsUsing(tx, id);
      if (used > 0) throw conflict(T.categoryInUse(row.name, used));
      await repo.deleteCategory(tx, id);
      await audit({
        action: 'category.delete',
        entity: 'category',
        entityId: id,
        before: categoryAudit(row),
      });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const row = await repo.findCategory(db, id);
    throw conflict(T.categoryInUse(row?.name ?? String(id), await repo.countProductsUsing(db, id)));
  }
}
