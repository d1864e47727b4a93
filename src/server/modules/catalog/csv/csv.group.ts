import type { Database } from '#src/db/client';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { categoryResolver, type CsvCategory } from './csv.categories';
import { differingColumn } from './csv.compare';
import * as repo from './csv.repository';
import type { ParsedRow, RowErrors } from './csv.rows';

const T = ADMIN_TAXONOMY_TEXT.csv;

/** What the catalogue holds of the file's rows: its categories and the variants and products they name. */
export type Catalogue = {
  categories: CsvCategory[];
  existingVariants: Map<string, repo.CsvVariantRow>;
  existingProducts: Map<number, repo.CsvProductRow>;
};

/** The rows grouped by product key (`id:<id>` or `new:<handle>`), each product's fields from its first row. */
export type Groups = {
  fieldsOf: Map<string, repo.ProductFields>;
  rowsOf: Map<string, ParsedRow[]>;
  planned: { row: ParsedRow; key: string; known: repo.CsvVariantRow | undefined }[];
};

/** The categories, and the variants and products the file's rows name (the products locked for a real run). */
export async function loadCatalogue(db: Database, rows: ParsedRow[], lock: boolean): Promise<Catalogue> {
  const categories = await repo.allCategories(db);
  const existingVariants = new Map(
    (
      await repo.variantsBySkus(
        db,
        rows.map((row) => row.variant.sku),
      )
    ).map((variant) => [variant.sku, variant]),
  );
  const productIds = new Set<number>();
  for (const row of rows) {
    const known = existingVariants.get(row.variant.sku);
    if (known) productIds.add(known.productId);
    if (row.ref.kind === 'id') productIds.add(row.ref.id);
  }
  const existingProducts = new Map(
    (
      await repo.productsByIds(
        db,
        [...productIds].sort((a, b) => a - b),
        lock,
      )
    ).map((product) => [product.id, product]),
  );
  return { categories, existingVariants, existingProducts };
}

/** Gives each row its product key, refusing SKUs twice, conflicting references and rows that disagree. */
export function groupRows(rows: ParsedRow[], catalogue: Catalogue, errors: RowErrors): Groups {
  const { existingVariants, existingProducts } = catalogue;
  const resolveCategories = categoryResolver(catalogue.categories, errors);

  // A handle names the product its known SKUs belong to (so a file imported twice changes nothing the second
  // time), or a new product when none of its SKUs is known yet.
  const handleProduct = new Map<string, { productId: number; row: number }>();
  for (const row of rows) {
    const known = existingVariants.get(row.variant.sku);
    if (row.ref.kind !== 'handle' || !known) continue;
    const named = handleProduct.get(row.ref.handle);
    if (!named) handleProduct.set(row.ref.handle, { productId: known.productId, row: row.row });
  }

  const firstRowOf = new Map<string, ParsedRow>();
  const fieldsOf = new Map<string, repo.ProductFields>();
  const rowsOf = new Map<string, ParsedRow[]>();
  const skuRow = new Map<string, number>();
  const planned: { row: ParsedRow; key: string; known: repo.CsvVariantRow | undefined }[] = [];
  for (const row of rows) {
    const sku = row.variant.sku;
    const seen = skuRow.get(sku);
    if (seen !== undefined) {
      errors.add(row.row, 'sku', T.skuTwice(seen));
      continue;
    }
    skuRow.set(sku, row.row);
    const known = existingVariants.get(sku);
    let key: string;
    const named = row.ref.kind === 'handle' ? handleProduct.get(row.ref.handle) : undefined;
    if (known) {
      if (row.ref.kind === 'id' && row.ref.id !== known.productId) {
        errors.add(row.row, 'product', T.skuOnOtherProduct(sku, known.productId));
        continue;
      }
      if (named && named.productId !== known.productId) {
        errors.add(row.row, 'product', T.handleOnTwoProducts(named.row, named.productId, known.productId));
        continue;
      }
      key = `id:${known.productId}`;
    } else if (named) {
      key = `id:${named.productId}`;
    } else if (row.ref.kind === 'id') {
      if (!existingProducts.has(row.ref.id)) {
        errors.add(row.row, 'product', T.unknownProduct(row.ref.id));
        continue;
      }
      key = `id:${row.ref.id}`;
    } else if (row.ref.kind === 'handle') {
      key = `new:${row.ref.handle}`;
    } else {
      errors.add(row.row, 'product', T.productForNewSku);
      continue;
    }
    const first = firstRowOf.get(key);
    if (first) {
      const column = differingColumn(first.product, row.product);
      if (column) {
        errors.add(row.row, column, T.productDiffers(first.row));
        continue;
      }
    } else {
      const fields = resolveCategories(row);
      if (!fields) continue;
      firstRowOf.set(key, row);
      fieldsOf.set(key, fields);
    }
    rowsOf.set(key, [...(rowsOf.get(key) ?? []), row]);
    planned.push({ row, key, known });
  }
  return { fieldsOf, rowsOf, planned };
}
