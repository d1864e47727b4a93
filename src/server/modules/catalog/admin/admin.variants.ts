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
import { SAVINGS_TEXT } from '#src/shared/texts/savings';

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
    size: variant.size,
    ram: variant.ram,
    weight: variant.weight,
    price: variant.price,
    oldPrice,
    discount: discountPercent(variant.price, oldPrice),
    countInStock: variant.countInStock,
    netQuantity: variant.netQuantity,
    unit: variant.unit,
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
    // The old price is the pack's MRP (issue 29 §3, docs/decisions/049): a price above a real MRP (one above the
    // price) is refused; a pack sold at its MRP (old price = price, the default) keeps selling at it.
    const oldPrice =
      patch.oldPrice ?? (variant.oldPrice <= variant.price && variant.oldPrice < price ? price : variant.oldPrice);
    if (!priceWithinMrp(price, oldPrice)) throw badRequest(SAVINGS_TEXT.priceAboveMrp(oldPrice));
    const countInStock = patch.countInStock ?? variant.countInStock;
    await repo.updateVariant(tx, id, { price, oldPrice, discount: discountPercent(price, oldPrice), countInStock });
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
