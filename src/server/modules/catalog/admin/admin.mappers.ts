import { ZDeclarations } from '#src/contracts/catalog';
import type { TAdminProduct, TAdminProductDetail, TAdminVariant } from '#src/contracts/admin-catalog';
import type { Database } from '#src/db/client';
import { unitPrice } from '#src/shared/unit-price';
import * as repo from './admin.repository';

// The back office's product answers from the rows.

export function toAdminVariant(row: repo.AdminVariantRow): TAdminVariant {
  return {
    id: row.id,
    sku: row.sku,
    label: row.label,
    labelHi: row.labelHi,
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
    maxPerOrder: row.maxPerOrder,
    image: row.image,
    position: row.position,
  };
}

export function toAdminProduct(row: repo.AdminProductRow, variants: repo.AdminVariantRow[]): TAdminProduct {
  return {
    ...row,
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    variants: variants.map(toAdminVariant),
  };
}

export function toAdminDetail(row: repo.AdminProductDetailRow, variants: repo.AdminVariantRow[]): TAdminProductDetail {
  const {
    description,
    nameHi,
    descriptionHi,
    countries,
    isFeatured,
    facts,
    declarations,
    hsnCode,
    gstRateBps,
    createdAt,
    ...listed
  } = row;
  return {
    ...toAdminProduct(listed, variants),
    description,
    nameHi,
    descriptionHi,
    countries,
    isFeatured,
    facts,
    declarations: ZDeclarations.parse(declarations),
    hsnCode,
    gstRateBps,
    createdAt: createdAt.toISOString(),
  };
}

export async function detailOf(db: Database, id: number): Promise<TAdminProductDetail | null> {
  const row = await repo.findAdminProduct(db, id);
  return row ? toAdminDetail(row, await repo.listVariantsOf(db, [id])) : null;
}
