import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { categories, products, productVariants } from '#src/db/schema/catalog';
import {
  detailColumns,
  type AdminProductDetailRow,
  type AdminVariantRow,
  type NewProductRow,
  type NewVariantRow,
} from './admin-list.repository';

// One product in the back office: find and lock it, its variants and SKUs, and the editor's writes.
export async function findAdminProduct(db: Database, id: number): Promise<AdminProductDetailRow | undefined> {
  const [row] = await db.select(detailColumns).from(products).where(eq(products.id, id));
  return row;
}

/** Inside a transaction: the product's row, locked (products before variants: the lock order of every writer). */
export async function lockAdminProduct(tx: Database, id: number): Promise<AdminProductDetailRow | undefined> {
  const [row] = await tx.select(detailColumns).from(products).where(eq(products.id, id)).for('update');
  return row;
}

/** Inside a transaction, after its product: the product's variants locked in id order. */
export async function lockVariantsOf(tx: Database, productId: number): Promise<AdminVariantRow[]> {
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

export async function findVariant(db: Database, id: number): Promise<AdminVariantRow | undefined> {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
  return row;
}

export async function findCategory(db: Database, id: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id));
  return row;
}

/** SKUs among `skus` held by variants other than `exceptIds`. */
export async function takenSkus(db: Database, skus: readonly string[], exceptIds: readonly number[]) {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.sku, [...skus]),
        exceptIds.length > 0 ? notInArray(productVariants.id, [...exceptIds]) : undefined,
      ),
    );
  return rows.map((row) => row.sku);
}

export async function insertProduct(tx: Database, values: NewProductRow): Promise<number> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(tx: Database, id: number, values: Partial<NewProductRow>): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function setArchived(tx: Database, id: number, archivedAt: Date | null): Promise<void> {
  await tx.update(products).set({ archivedAt, updatedAt: new Date() }).where(eq(products.id, id));
}

/** Publish (`draft: false`) or turn back into a draft (decision 063). */
export async function setDraft(tx: Database, id: number, draft: boolean): Promise<void> {
  await tx.update(products).set({ draft, updatedAt: new Date() }).where(eq(products.id, id));
}

export async function deleteVariants(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // Cart lines of these variants go with them (cart_items.variant_id cascades); order lines keep their snapshots.
  await tx.delete(productVariants).where(inArray(productVariants.id, [...ids]));
}

export async function updateVariant(tx: Database, id: number, values: Partial<NewVariantRow>): Promise<void> {
  await tx
    .update(productVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productVariants.id, id));
}

export async function insertVariants(tx: Database, rows: NewVariantRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(productVariants).values(rows);
}
