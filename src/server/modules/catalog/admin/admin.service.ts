import { SERVER_TEXT } from '#src/shared/texts/server';
import { afterStockWrite } from '../stock-written';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type { TAdminProductDetail, TProductCreate, TProductUpdate, TVariantInput } from '#src/contracts/admin-catalog';
import type { Database } from '#src/db/client';
import { badRequest, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { claimUploads, pendingImageNames } from '#src/server/modules/media/index';
import * as repo from './admin.repository';
import { detailOf, toAdminDetail } from './admin.mappers';
import { optionLists, skuSafe, writeVariants } from './admin.variants';
import { checkGstRate } from '../gst/gst-rates.service';
import { learnSearchTerms } from '#src/db/search-terms';

export { getAdminProduct, listAdminProducts } from './admin.reads';
export { patchVariant, setVariantStock } from './admin.variants';

const MSG = ADMIN_PRODUCTS_TEXT.adminCatalogApi;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'product';

/** The category and sub-category with their names (the product row keeps copies); 400 when they do not fit. */
async function categoryFields(db: Database, catId: number, subCatId: number | null) {
  const category = await repo.findCategory(db, catId);
  if (!category) throw badRequest(MSG.categoryMissing);
  if (category.parentId !== null) throw badRequest(MSG.notTopCategory);
  if (subCatId === null) return { catId, catName: category.name, subCatId: null, subCatName: '' };
  const sub = await repo.findCategory(db, subCatId);
  if (!sub) throw badRequest(MSG.categoryMissing);
  if (sub.parentId !== catId) throw badRequest(MSG.subCategoryMismatch);
  return { catId, catName: category.name, subCatId, subCatName: sub.name };
}

/**
 * Every image — the product's and its packs' (decision 063) — is the product's already (one of its images or a
 * pack's) or one the admin uploaded and has not saved yet; answers the uploads to claim.
 */
async function checkImages(db: Database, actor: AuditActor, images: readonly string[], current: readonly string[]) {
  const fresh = [...new Set(images.filter((name) => !current.includes(name)))];
  if (fresh.length === 0) return fresh;
  const pending = new Set(await pendingImageNames(db, actor.actor.id));
  const unknown = fresh.find((name) => !pending.has(name));
  if (unknown) throw badRequest(MSG.imageNotUploaded(unknown));
  return fresh;
}

const packImages = (variants: readonly TVariantInput[]) => variants.flatMap((v) => (v.image ? [v.image] : []));

export async function createProduct(db: Database, actor: AuditActor, input: TProductCreate) {
  const created = await skuSafe(
    () =>
      auditedWrite(db, actor, async (tx, audit) => {
        const fresh = await checkImages(tx, actor, [...input.images, ...packImages(input.variants)], []);
        const id = await repo.insertProduct(tx, {
          name: input.name,
          slug: slugOf(input.name),
          brand: input.brand,
          description: input.description,
          nameHi: input.nameHi,
          descriptionHi: input.descriptionHi,
          ...(await categoryFields(tx, input.catId, input.subCatId)),
          countries: input.countries,
          isFeatured: input.isFeatured,
          facts: input.facts,
          declarations: input.declarations,
          hsnCode: input.hsnCode,
          gstRateBps: await checkGstRate(tx, input.gstRateBps),
          images: input.images,
          draft: input.draft,
          ...optionLists(input.variants),
          // Placeholders until the variants are written: refreshProductDefaults copies the default's values.
          price: 0,
          oldPrice: 0,
        });
        await writeVariants(tx, id, input.variants);
        await learnSearchTerms(tx, [input.nameHi]);
        await claimUploads(tx, actor.actor.id, fresh);
        const after = (await detailOf(tx, id))!;
        await audit({ action: 'product.create', entity: 'product', entityId: id, after });
        return after;
      }),
    () => input.variants.map((v) => v.sku),
  );
  return created;
}

/**
 * The audit's copy of a product: every write stamps `updatedAt`, so with it a form saved unchanged would differ from
 * before and be logged as a change (the row's own time says when).
 */
const withoutStamp = ({ updatedAt: _stamp, ...detail }: TAdminProductDetail) => detail;

async function writeProductUpdate(db: Database, actor: AuditActor, id: number, input: TProductUpdate) {
  return skuSafe(
    () =>
      auditedWrite(db, actor, async (tx, audit) => {
        const row = await repo.lockAdminProduct(tx, id);
        if (!row) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
        const before = toAdminDetail(row, await repo.listVariantsOf(tx, [id]));
        const current = [...row.images, ...before.variants.flatMap((v) => (v.image ? [v.image] : []))];
        const wanted = [...(input.images ?? []), ...packImages(input.variants ?? [])];
        const fresh = await checkImages(tx, actor, wanted, current);
        const catId = input.catId ?? row.catId;
        const subCatId =
          input.subCatId !== undefined ? input.subCatId : input.catId !== undefined ? null : row.subCatId;
        const changesCategory = input.catId !== undefined || input.subCatId !== undefined;
        await repo.updateProduct(tx, id, {
          ...(input.name !== undefined ? { name: input.name, slug: slugOf(input.name) } : {}),
          ...(input.brand !== undefined ? { brand: input.brand } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.nameHi !== undefined ? { nameHi: input.nameHi } : {}),
          ...(input.descriptionHi !== undefined ? { descriptionHi: input.descriptionHi } : {}),
          ...(changesCategory ? await categoryFields(tx, catId, subCatId) : {}),
          ...(input.countries !== undefined ? { countries: input.countries } : {}),
          ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
          ...(input.facts !== undefined ? { facts: input.facts } : {}),
          ...(input.declarations !== undefined ? { declarations: input.declarations } : {}),
          ...(input.hsnCode !== undefined ? { hsnCode: input.hsnCode } : {}),
          ...(input.gstRateBps !== undefined ? { gstRateBps: await checkGstRate(tx, input.gstRateBps) } : {}),
          ...(input.images !== undefined ? { images: input.images } : {}),
          ...(input.variants !== undefined ? optionLists(input.variants) : {}),
        });
        if (input.variants) await writeVariants(tx, id, input.variants);
        await learnSearchTerms(tx, [input.nameHi]);
        await claimUploads(tx, actor.actor.id, fresh);
        const after = (await detailOf(tx, id))!;
        await audit({
          action: 'product.update',
          entity: 'product',
          entityId: id,
          before: withoutStamp(before),
          after: withoutStamp(after),
        });
        return after;
      }),
    () => (input.variants ?? []).map((v) => v.sku),
  );
}

/** Archive (`archived: true`) or restore; doing it twice changes nothing and records nothing. */
export async function setArchived(db: Database, actor: AuditActor, id: number, archived: boolean) {
  return auditedWrite(db, actor, async (tx, audit) => {
    const row = await repo.lockAdminProduct(tx, id);
    if (!row) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
    if ((row.archivedAt !== null) === archived) return toAdminDetail(row, await repo.listVariantsOf(tx, [id]));
    await repo.setArchived(tx, id, archived ? new Date() : null);
    const after = (await detailOf(tx, id))!;
    await audit({
      action: archived ? 'product.archive' : 'product.restore',
      entity: 'product',
      entityId: id,
      before: { archivedAt: row.archivedAt },
      after: { archivedAt: after.archivedAt },
    });
    return after;
  });
}

/**
 * Publish (`draft: false`) or turn back into a draft (decision 063); doing it twice changes nothing and records
 * nothing. The write bumps the catalogue version like every product write, so cached reads and pages follow at once.
 */
export async function setDraft(db: Database, actor: AuditActor, id: number, draft: boolean) {
  return auditedWrite(db, actor, async (tx, audit) => {
    const row = await repo.lockAdminProduct(tx, id);
    if (!row) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
    if (row.draft === draft) return toAdminDetail(row, await repo.listVariantsOf(tx, [id]));
    await repo.setDraft(tx, id, draft);
    const after = (await detailOf(tx, id))!;
    await audit({
      action: draft ? 'product.unpublish' : 'product.publish',
      entity: 'product',
      entityId: id,
      before: { draft: row.draft },
      after: { draft: after.draft },
    });
    return after;
  });
}

/** The product form's save (its packs' stock among it), the outbox kicked after it commits (`afterStockWrite`). */
export const updateProduct = (db: Database, actor: AuditActor, id: number, input: TProductUpdate) =>
  afterStockWrite(db, writeProductUpdate(db, actor, id, input));
