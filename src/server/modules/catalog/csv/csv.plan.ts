import type { TImportCounts } from '#src/contracts/admin-taxonomy';
import type { Database } from '#src/db/client';
import { sameProduct, sameVariant } from './csv.compare';
import { groupRows, loadCatalogue, type Catalogue, type Groups } from './csv.group';
import type * as repo from './csv.repository';
import type { FileRows } from './csv.parse';
import type { ParsedRow, RowErrors, RowVariant } from './csv.rows';
import { rateValues } from '../gst/gst-rates.repository';
import { percentOf } from '#src/shared/constants';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';

// ── Import: checking rows against the catalogue and planning the writes ─────────────────────────────────────────────
type ProductFields = repo.ProductFields;

export type Plan = {
  counts: TImportCounts;
  newProducts: { handle: string; fields: ProductFields; rows: ParsedRow[] }[];
  changedProducts: (ProductFields & { id: number })[];
  newVariants: { productId: number; variant: RowVariant }[];
  changedVariants: (RowVariant & { id: number })[];
  touched: Set<number>;
};

/**
 * Checks every row against the catalogue as it is now (SKUs, products, categories) and plans the writes: a known
 * SKU updates its variant and product, a new SKU with a product id adds a variant to it, a new SKU with a handle
 * adds a variant to the new product the handle names.
 */
export async function planImport(
  db: Database,
  { rows, total }: FileRows,
  errors: RowErrors,
  lock: boolean,
): Promise<Plan> {
  const catalogue = await loadCatalogue(db, rows, lock);
  // A rate must be one of the shop's (docs/decisions/053): the grocer adds it under GST rates first.
  const rates = new Set(await rateValues(db));
  for (const row of rows)
    if (!rates.has(row.product.gstRateBps))
      errors.add(row.row, 'gst_rate', ADMIN_GST_TEXT.validation.rateUnknown(percentOf(row.product.gstRateBps)));
  const plan = buildPlan(total, catalogue, groupRows(rows, catalogue, errors));
  plan.counts.rowsWithErrors = new Set(errors.list.map((error) => error.row)).size;
  return plan;
}
/** Compares each group with the catalogue: what to create, what to change, what stays as it is. */
function buildPlan(rowCount: number, catalogue: Catalogue, groups: Groups): Plan {
  const { fieldsOf, rowsOf, planned } = groups;

  const plan: Plan = {
    counts: {
      rows: rowCount,
      rowsWithErrors: 0,
      productsCreated: 0,
      productsUpdated: 0,
      variantsCreated: 0,
      variantsUpdated: 0,
      variantsUnchanged: 0,
    },
    newProducts: [],
    changedProducts: [],
    newVariants: [],
    changedVariants: [],
    touched: new Set(),
  };
  for (const [key, fields] of fieldsOf) {
    if (key.startsWith('new:')) {
      plan.newProducts.push({ handle: key.slice(4), fields, rows: rowsOf.get(key) ?? [] });
      continue;
    }
    const id = Number(key.slice(3));
    const { id: _id, archivedAt, ...rest } = catalogue.existingProducts.get(id)!;
    const current: ProductFields = { ...rest, archived: archivedAt !== null };
    if (!sameProduct(current, fields)) {
      plan.changedProducts.push({ ...fields, id });
      plan.touched.add(id);
    }
  }
  for (const { row, key, known } of planned) {
    if (key.startsWith('new:')) continue;
    const productId = Number(key.slice(3));
    if (!known) {
      plan.newVariants.push({ productId, variant: row.variant });
      plan.touched.add(productId);
    } else if (!sameVariant(row.variant, known)) {
      plan.changedVariants.push({ ...row.variant, id: known.id });
      plan.touched.add(productId);
    } else {
      plan.counts.variantsUnchanged += 1;
    }
  }
  plan.counts.productsCreated = plan.newProducts.length;
  plan.counts.productsUpdated = plan.changedProducts.length;
  plan.counts.variantsCreated =
    plan.newVariants.length + plan.newProducts.reduce((sum, product) => sum + product.rows.length, 0);
  plan.counts.variantsUpdated = plan.changedVariants.length;
  return plan;
}
