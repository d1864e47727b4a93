import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type {
  TAdminProduct,
  TAdminProductDetail,
  TAdminProductList,
  TAdminProductQuery,
  TAdminVariant,
  TProductCreate,
  TProductUpdate,
  TVariantInput,
  TVariantPatch,
} from '#src/contracts/admin-catalog';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { claimUploads, pendingImageNames } from '#src/server/modules/media/index';
import { ADMIN_COUNT_MAX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { unitPrice } from '#src/shared/unit-price';
import { catalogCacheFor } from '../catalog.cache';
import { refreshProductDefaults } from '../catalog.repository';
import { allOf } from '../search/search.repository';
import { normalizeQuery, SEARCH_RANK_WINDOW } from '../search/search.service';
import * as repo from './admin.repository';

const MSG = ADMIN_PRODUCTS_TEXT.adminCatalogApi;

const discountOf = (price: number, oldPrice: number) =>
  oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'product';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

function toAdminVariant(row: repo.AdminVariantRow): TAdminVariant {
  return {
    id: row.id,
    sku: row.sku,
    label: row.label,
    size: row.size,
    ram: row.ram,
    weight: row.weight,
    price: row.price,
    oldPrice: row.oldPrice,
    discount: row.discount,
    countInStock: row.countInStock,
    netQuantity: row.netQuantity,
    unit: row.unit,
    unitPrice: unitPrice(row.price, row.netQuantity, row.unit),
    position: row.position,
  };
}

function toAdminProduct(row: repo.AdminProductRow, variants: repo.AdminVariantRow[]): TAdminProduct {
  return {
    ...row,
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    variants: variants.map(toAdminVariant),
  };
}

function toAdminDetail(row: repo.AdminProductDetailRow, variants: repo.AdminVariantRow[]): TAdminProductDetail {
  const { description, countries, isFeatured, facts, createdAt, ...listed } = row;
  return {
    ...toAdminProduct(listed, variants),
    description,
    countries,
    isFeatured,
    facts,
    createdAt: createdAt.toISOString(),
  };
}

/** The back office's list: one statement for the page (and one for the total), one for the page's variants. */
export async function listAdminProducts(db: Database, query: TAdminProductQuery): Promise<TAdminProductList> {
  const { page, perPage, sort } = query;
  const text = normalizeQuery(query.q);
  let catId: number | undefined;
  let subCatId: number | undefined;
  if (query.catId !== undefined) {
    const category = await repo.findCategory(db, query.catId);
    if (!category) return { products: [], total: 0, totalCapped: false, page, totalPages: 0 };
    if (category.parentId === null) catId = category.id;
    else {
      subCatId = category.id;
      // The restocking views' index leads with the category: name the parent too (every product of a
      // sub-category is in its parent). Elsewhere the sub-category's own indexes serve, and cat_id is not in them.
      if (query.stock) catId = category.parentId;
    }
  }
  // A text without spaces may be a SKU: an exact SKU finds its product, whatever the words say.
  const ids = text && !/\s/.test(text) ? await repo.productIdsBySku(db, text) : [];
  const { rows, total, capped } = await repo.listAdminProducts(
    db,
    {
      match: text && ids.length === 0 ? allOf(text) : null,
      ...(ids.length > 0 ? { ids } : {}),
      catId,
      subCatId,
      stock: query.stock,
      archived: query.archived,
    },
    { page, perPage, sort, window: SEARCH_RANK_WINDOW, countMax: ADMIN_COUNT_MAX },
    // Every page and sort of one filter set has the same total: counted once per catalogue version.
    (where, bound) =>
      catalogCacheFor(db).get(
        `admin-count:${JSON.stringify([text, ids, catId, subCatId, query.stock, query.archived])}`,
        () => repo.countMatching(db, where, bound),
      ),
  );
  const variants = await repo.listVariantsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    products: rows.map((row) =>
      toAdminProduct(
        row,
        variants.filter((v) => v.productId === row.id),
      ),
    ),
    total,
    totalCapped: capped,
    page,
    totalPages: Math.ceil(total / perPage),
  };
}

async function detailOf(db: Database, id: number): Promise<TAdminProductDetail | null> {
  const row = await repo.findAdminProduct(db, id);
  return row ? toAdminDetail(row, await repo.listVariantsOf(db, [id])) : null;
}

export async function getAdminProduct(db: Database, id: number): Promise<TAdminProductDetail> {
  const product = await detailOf(db, id);
  if (!product) throw notFound(TEXT.catalogApi.productNotFound);
  return product;
}

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

/** Every image is the product's already or one the admin uploaded and has not saved yet. */
async function checkImages(db: Database, actor: AuditActor, images: readonly string[], current: readonly string[]) {
  const fresh = images.filter((name) => !current.includes(name));
  if (fresh.length === 0) return fresh;
  const pending = new Set(await pendingImageNames(db, actor.actor.id));
  const unknown = fresh.find((name) => !pending.has(name));
  if (unknown) throw badRequest(MSG.imageNotUploaded(unknown));
  return fresh;
}

/** The spec's option lists, from the variants' options in their order. */
function optionLists(variants: readonly TVariantInput[]) {
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  return {
    sizes: distinct(variants.map((v) => v.size)),
    ram: distinct(variants.map((v) => v.ram)),
    weights: distinct(variants.map((v) => v.weight)),
  };
}

function variantValues(variant: TVariantInput, position: number) {
  const oldPrice = variant.oldPrice ?? variant.price;
  return {
    sku: variant.sku,
    label: variant.label,
    size: variant.size,
    ram: variant.ram,
    weight: variant.weight,
    price: variant.price,
    oldPrice,
    discount: discountOf(variant.price, oldPrice),
    countInStock: variant.countInStock,
    netQuantity: variant.netQuantity,
    unit: variant.unit,
    position,
  };
}

/** 400 for a SKU given twice, 409 for one another variant holds. */
async function checkSkus(db: Database, variants: readonly TVariantInput[], ownIds: readonly number[]) {
  const seen = new Set<string>();
  for (const { sku } of variants) {
    if (seen.has(sku)) throw badRequest(MSG.skuTwice(sku));
    seen.add(sku);
  }
  const [taken] = await repo.takenSkus(db, [...seen], ownIds);
  if (taken) throw conflict(MSG.skuTaken(taken));
}

/**
 * Writes the whole variant list of a product: listed ids updated, new ones inserted, the rest removed (their cart
 * lines with them), then the product's copy of its default variant refreshed (decision 020).
 */
async function writeVariants(tx: Database, productId: number, wanted: readonly TVariantInput[]) {
  const existing = await repo.lockVariantsOf(tx, productId);
  const ids = new Set(existing.map((v) => v.id));
  for (const variant of wanted) {
    if (variant.id !== undefined && !ids.has(variant.id)) throw badRequest(MSG.variantNotOfProduct(variant.id));
  }
  const kept = new Set(wanted.flatMap((v) => (v.id !== undefined ? [v.id] : [])));
  await checkSkus(tx, wanted, [...kept]);
  await repo.deleteVariants(
    tx,
    existing.filter((v) => !kept.has(v.id)).map((v) => v.id),
  );
  for (const [position, variant] of wanted.entries()) {
    if (variant.id !== undefined) await repo.updateVariant(tx, variant.id, variantValues(variant, position));
  }
  await repo.insertVariants(
    tx,
    [...wanted.entries()]
      .filter(([, variant]) => variant.id === undefined)
      .map(([position, variant]) => ({ ...variantValues(variant, position), productId })),
  );
  await refreshProductDefaults(tx, [productId]);
}

/** A unique violation that slipped past the check (two writers at once): the same 409. */
async function skuSafe<T>(work: () => Promise<T>, skus: () => readonly string[]): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.skuTaken(skus().join(', ')));
    throw error;
  }
}

export async function createProduct(db: Database, actor: AuditActor, input: TProductCreate) {
  const created = await skuSafe(
    () =>
      auditedWrite(db, actor, async (tx, audit) => {
        const fresh = await checkImages(tx, actor, input.images, []);
        const id = await repo.insertProduct(tx, {
          name: input.name,
          slug: slugOf(input.name),
          brand: input.brand,
          description: input.description,
          ...(await categoryFields(tx, input.catId, input.subCatId)),
          countries: input.countries,
          isFeatured: input.isFeatured,
          facts: input.facts,
          images: input.images,
          ...optionLists(input.variants),
          // Placeholders until the variants are written: refreshProductDefaults copies the default's values.
          price: 0,
          oldPrice: 0,
        });
        await writeVariants(tx, id, input.variants);
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

export async function updateProduct(db: Database, actor: AuditActor, id: number, input: TProductUpdate) {
  return skuSafe(
    () =>
      auditedWrite(db, actor, async (tx, audit) => {
        const row = await repo.lockAdminProduct(tx, id);
        if (!row) throw notFound(TEXT.catalogApi.productNotFound);
        const before = toAdminDetail(row, await repo.listVariantsOf(tx, [id]));
        const fresh = input.images ? await checkImages(tx, actor, input.images, row.images) : [];
        const catId = input.catId ?? row.catId;
        const subCatId =
          input.subCatId !== undefined ? input.subCatId : input.catId !== undefined ? null : row.subCatId;
        const changesCategory = input.catId !== undefined || input.subCatId !== undefined;
        await repo.updateProduct(tx, id, {
          ...(input.name !== undefined ? { name: input.name, slug: slugOf(input.name) } : {}),
          ...(input.brand !== undefined ? { brand: input.brand } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(changesCategory ? await categoryFields(tx, catId, subCatId) : {}),
          ...(input.countries !== undefined ? { countries: input.countries } : {}),
          ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
          ...(input.facts !== undefined ? { facts: input.facts } : {}),
          ...(input.images !== undefined ? { images: input.images } : {}),
          ...(input.variants !== undefined ? optionLists(input.variants) : {}),
        });
        if (input.variants) await writeVariants(tx, id, input.variants);
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
    if (!row) throw notFound(TEXT.catalogApi.productNotFound);
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

/** The list's inline edit: one variant's price, old price or stock; answers its product's list row. */
export async function patchVariant(db: Database, actor: AuditActor, id: number, patch: TVariantPatch) {
  return auditedWrite(db, actor, async (tx, audit) => {
    const found = await repo.findVariant(tx, id);
    if (!found) throw notFound(MSG.variantNotFound);
    // Products before variants: the lock order of every writer (placing an order, the editor).
    const row = await repo.lockAdminProduct(tx, found.productId);
    if (!row) throw notFound(MSG.variantNotFound);
    const variant = (await repo.lockVariantsOf(tx, found.productId)).find((v) => v.id === id);
    if (!variant) throw notFound(MSG.variantNotFound);
    const price = patch.price ?? variant.price;
    const oldPrice =
      patch.oldPrice ?? (patch.price !== undefined && variant.oldPrice < price ? price : variant.oldPrice);
    if (oldPrice < price) throw badRequest(MSG.oldPriceBelowPrice);
    const countInStock = patch.countInStock ?? variant.countInStock;
    await repo.updateVariant(tx, id, { price, oldPrice, discount: discountOf(price, oldPrice), countInStock });
    await refreshProductDefaults(tx, [variant.productId]);
    const pick = (v: { price: number; oldPrice: number; countInStock: number }) => ({
      sku: variant.sku,
      price: v.price,
      oldPrice: v.oldPrice,
      countInStock: v.countInStock,
    });
    await audit({
      action: 'variant.update',
      entity: 'product',
      entityId: variant.productId,
      before: { variantId: id, ...pick(variant) },
      after: { variantId: id, ...pick({ price, oldPrice, countInStock }) },
    });
    const fresh = (await repo.findAdminProduct(tx, variant.productId))!;
    const { description: _d, countries: _c, isFeatured: _f, facts: _x, createdAt: _t, ...listed } = fresh;
    return toAdminProduct(listed, await repo.listVariantsOf(tx, [variant.productId]));
  });
}
