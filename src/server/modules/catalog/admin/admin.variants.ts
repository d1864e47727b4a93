import { afterStockWrite } from '../stock-written';
import { isUniqueViolation } from '#src/server/lib/database-errors';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type { TVariantInput, TVariantPatch } from '#src/contracts/admin-catalog';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { refreshProductDefaults } from '../catalog.repository';
import * as repo from './admin.repository';
import { toAdminProduct } from './admin.mappers';
import { discountPercent } from '#src/shared/pricing/discount';
import { priceWithinMrp } from '#src/shared/pricing/savings';
import { SAVINGS_ADMIN_TEXT } from '#src/shared/texts/savings';

const MSG = ADMIN_PRODUCTS_TEXT.adminCatalogApi;

/** The spec's option lists, from the variants' options in their order. */
export function optionLists(variants: readonly TVariantInput[]) {
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
    // Left out: an existing pack keeps its Hindi label (a client that does not know the field wipes nothing).
    ...(variant.labelHi !== undefined ? { labelHi: variant.labelHi } : {}),
    size: variant.size,
    ram: variant.ram,
    weight: variant.weight,
    price: variant.price,
    oldPrice,
    discount: discountPercent(variant.price, oldPrice),
    countInStock: variant.countInStock,
    netQuantity: variant.netQuantity,
    unit: variant.unit,
    maxPerOrder: variant.maxPerOrder,
    image: variant.image,
    position,
  };
}

/** 400 for a SKU given twice, 409 for one another variant holds. */
export async function checkSkus(db: Database, variants: readonly TVariantInput[], ownIds: readonly number[]) {
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
export async function writeVariants(tx: Database, productId: number, wanted: readonly TVariantInput[]) {
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
export async function skuSafe<T>(work: () => Promise<T>, skus: () => readonly string[]): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.skuTaken(skus().join(', ')));
    throw error;
  }
}

/** One variant locked for a change, its product first: the lock order of every writer (placing an order, the editor). */
async function lockOneVariant(tx: Database, id: number) {
  const found = await repo.findVariant(tx, id);
  if (!found) throw notFound(MSG.variantNotFound);
  const row = await repo.lockAdminProduct(tx, found.productId);
  if (!row) throw notFound(MSG.variantNotFound);
  const variant = (await repo.lockVariantsOf(tx, found.productId)).find((v) => v.id === id);
  if (!variant) throw notFound(MSG.variantNotFound);
  return variant;
}

/** The list's inline edit: one variant's price, old price or stock; answers its product's list row. */
async function writeVariantPatch(db: Database, actor: AuditActor, id: number, patch: TVariantPatch) {
  return auditedWrite(db, actor, async (tx, audit) => {
    const variant = await lockOneVariant(tx, id);
    const price = patch.price ?? variant.price;
    // The old price is the pack's MRP (issue 29 §3, docs/decisions/049): a price above a real MRP (one above the
    // price) is refused; a pack sold at its MRP (old price = price, the default) keeps selling at it.
    const oldPrice =
      patch.oldPrice ?? (variant.oldPrice <= variant.price && variant.oldPrice < price ? price : variant.oldPrice);
    if (!priceWithinMrp(price, oldPrice)) throw badRequest(SAVINGS_ADMIN_TEXT.priceAboveMrp(oldPrice));
    const countInStock = patch.countInStock ?? variant.countInStock;
    // A threshold only when the patch names one (docs/decisions/057); the audit entry shows it only then.
    const threshold =
      patch.lowStockThreshold === undefined
        ? null
        : { before: variant.lowStockThreshold, after: patch.lowStockThreshold };
    await repo.updateVariant(tx, id, {
      price,
      oldPrice,
      discount: discountPercent(price, oldPrice),
      countInStock,
      ...(threshold ? { lowStockThreshold: threshold.after } : {}),
    });
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
      before: { variantId: id, ...pick(variant), ...(threshold ? { lowStockThreshold: threshold.before } : {}) },
      after: {
        variantId: id,
        ...pick({ price, oldPrice, countInStock }),
        ...(threshold ? { lowStockThreshold: threshold.after } : {}),
      },
    });
    return listRow(tx, variant.productId);
  });
}

/** The product's list row, as the inline edits answer it. */
async function listRow(tx: Database, productId: number) {
  const fresh = (await repo.findAdminProduct(tx, productId))!;
  const {
    description: _d,
    countries: _c,
    isFeatured: _f,
    facts: _x,
    declarations: _y,
    createdAt: _t,
    ...listed
  } = fresh;
  return toAdminProduct(listed, await repo.listVariantsOf(tx, [productId]));
}

/**
 * `PATCH /api/admin/stock/:id` (permission `stock`, docs/decisions/059): one variant's stock and nothing else — the
 * price, old price, discount and alert threshold are the catalogue's — under the same locks as the inline edit,
 * audited as `variant.update`; answers its product's list row.
 */
async function writeVariantStock(db: Database, actor: AuditActor, id: number, countInStock: number) {
  return auditedWrite(db, actor, async (tx, audit) => {
    const variant = await lockOneVariant(tx, id);
    await repo.updateVariant(tx, id, { countInStock });
    await refreshProductDefaults(tx, [variant.productId]);
    await audit({
      action: 'variant.update',
      entity: 'product',
      entityId: variant.productId,
      before: { variantId: id, sku: variant.sku, countInStock: variant.countInStock },
      after: { variantId: id, sku: variant.sku, countInStock },
    });
    return listRow(tx, variant.productId);
  });
}

/** The inline edit, the outbox kicked after it commits (`afterStockWrite`). */
export const patchVariant = (db: Database, actor: AuditActor, id: number, patch: TVariantPatch) =>
  afterStockWrite(db, writeVariantPatch(db, actor, id, patch));

/** The stock endpoint, the outbox kicked after it commits (`afterStockWrite`). */
export const setVariantStock = (db: Database, actor: AuditActor, id: number, countInStock: number) =>
  afterStockWrite(db, writeVariantStock(db, actor, id, countInStock));
