import { type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { ZImageName } from '#src/contracts/admin-catalog';
import type { TImportCounts, TImportError, TImportReport } from '#src/contracts/admin-taxonomy';
import { ZProductFacts, type TProductFacts } from '#src/contracts/catalog';
import type { Database } from '#src/db/client';
import { AppError, badRequest } from '#src/server/lib/app-error';
import {
  CSV_EXPORT_PAGE,
  CSV_IMPORT_MAX_ERRORS,
  CSV_IMPORT_MAX_ROWS,
  PRODUCT_FIELD_MAX,
  PRODUCT_IMAGES_MAX,
} from '#src/shared/constants';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { NET_UNITS, type NetUnit } from '#src/shared/unit-price';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { refreshProductDefaults } from '../catalog.repository';
import { canonicalJson as canonical } from '#src/server/lib/canonical-json';
import { csvStream, escapeCell, unescapeCell } from '#src/server/lib/csv-cell';
import { CSV_COLUMNS, LIST_SEPARATOR, type CsvColumn } from './csv.format';
import * as repo from './csv.repository';

const T = ADMIN_TAXONOMY_TEXT.csv;

// ── Export ───────────────────────────────────────────────────────────────────────────────────────────────────────────
type CsvRecord = Record<CsvColumn, string | number>;

const text = (value: string | null | undefined) => escapeCell(value ?? '');

function toRecord(product: repo.CsvProductRow, variant: repo.CsvVariantRow): CsvRecord {
  return {
    product: product.id,
    name: text(product.name),
    brand: text(product.brand),
    description: text(product.description),
    category_id: product.catId,
    category: text(product.catName),
    sub_category_id: product.subCatId ?? '',
    sub_category: text(product.subCatName),
    images: text(product.images.join(LIST_SEPARATOR)),
    countries: text(product.countries.join(LIST_SEPARATOR)),
    featured: product.isFeatured ? 'true' : 'false',
    archived: product.archivedAt ? 'true' : 'false',
    facts: product.facts ? text(JSON.stringify(product.facts)) : '',
    sku: text(variant.sku),
    label: text(variant.label),
    size: text(variant.size),
    ram: text(variant.ram),
    weight: text(variant.weight),
    price: variant.price,
    old_price: variant.oldPrice,
    stock: variant.countInStock,
    net_quantity: variant.netQuantity ?? '',
    unit: variant.unit ?? '',
  };
}

/** Every product's variants, a page of products at a time (keyset on id): memory stays flat at any size. */
async function* exportRecords(db: Database): AsyncGenerator<CsvRecord> {
  let after = 0;
  for (;;) {
    const page = await repo.productPage(db, after, CSV_EXPORT_PAGE);
    if (page.length === 0) return;
    const variants = await repo.variantsOfProducts(
      db,
      page.map((product) => product.id),
    );
    const byProduct = new Map<number, repo.CsvVariantRow[]>();
    for (const variant of variants) {
      const list = byProduct.get(variant.productId);
      if (list) list.push(variant);
      else byProduct.set(variant.productId, [variant]);
    }
    for (const product of page) for (const variant of byProduct.get(product.id) ?? []) yield toRecord(product, variant);
    after = page[page.length - 1]!.id;
  }
}

/** The CSV as a stream: the reply sends it with backpressure (a slow client pauses the database reads). */
export function exportProductsCsv(db: Database): Readable {
  return csvStream(exportRecords(db), CSV_COLUMNS);
}

// ── Import: reading and checking each row ────────────────────────────────────────────────────────────────────────────
type ProductRef = { kind: 'id'; id: number } | { kind: 'handle'; handle: string } | { kind: 'none' };

type RowProduct = {
  name: string;
  brand: string;
  description: string;
  catId: number | null;
  catName: string;
  subCatId: number | null;
  subCatName: string;
  images: string[];
  countries: string[];
  isFeatured: boolean;
  archived: boolean;
  facts: TProductFacts | null;
};

type RowVariant = Omit<repo.VariantFields, 'discount'>;

type ParsedRow = { row: number; ref: ProductRef; product: RowProduct; variant: RowVariant };

class RowErrors {
  readonly list: TImportError[] = [];
  add(row: number, column: string, message: string) {
    this.list.push({ row, column, message });
  }
  get count() {
    return this.list.length;
  }
}

/** An id (products, categories): as before, nine digits at most. */
const WHOLE = /^\d{1,9}$/;
/** An amount (price, stock): digits only, bounded by the field's maximum. */
const AMOUNT = /^\d+$/;
const FLAGS = ['', 'true', 'false', 'yes', 'no', '1', '0'];
const COUNTRY = /^[A-Z]{2}$/;
/** The form's limits (one per field, shared with src/contracts/admin-catalog.ts); the handle is the file's own. */
const F = PRODUCT_FIELD_MAX;
const HANDLE_MAX = 100;
const shown = (n: number) => n.toLocaleString('en');

/**
 * A NUL character: PostgreSQL stores none, in text (22021) or in jsonb as `\u0000` (22P05), and the API refuses
 * it in any request. The dry run must find it, with its row and column, so the import never meets it.
 */
const NUL = '\u0000';
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || holdsNul(item));
  return false;
}

/** Reads one data row; problems go to `errors` with the row's number and column. */
function readRow(raw: Record<CsvColumn, string>, row: number, errors: RowErrors): ParsedRow | null {
  const before = errors.count;
  // Every cell first: a NUL anywhere is reported where it is and left out of the checks below.
  const cells = { ...raw };
  for (const column of CSV_COLUMNS) {
    if (!holdsNul(cells[column])) continue;
    errors.add(row, column, T.unstorable);
    cells[column] = cells[column].replaceAll(NUL, '');
  }
  const cell = (column: CsvColumn) => unescapeCell((cells[column] ?? '').trim());
  const textOf = (column: CsvColumn, max: number, required = false) => {
    const value = cell(column);
    if (required && value === '') errors.add(row, column, T.required);
    if (value.length > max) errors.add(row, column, T.tooLong(max));
    return value;
  };
  const wholeOf = (column: CsvColumn, max: number, fallback?: number): number => {
    const value = cell(column);
    if (value === '' && fallback !== undefined) return fallback;
    if (value === '') {
      errors.add(row, column, T.required);
      return 0;
    }
    if (!AMOUNT.test(value) || Number(value) > max) {
      errors.add(row, column, T.wholeAtMost(shown(max)));
      return 0;
    }
    return Number(value);
  };
  const optionalId = (column: CsvColumn): number | null => {
    const value = cell(column);
    if (value === '') return null;
    if (!WHOLE.test(value) || Number(value) === 0) {
      errors.add(row, column, T.notWholeNumber);
      return null;
    }
    return Number(value);
  };
  const listOf = (column: CsvColumn, max: number, valid: (item: string) => boolean, message: string) => {
    const value = cell(column);
    const items = value === '' ? [] : value.split(LIST_SEPARATOR).map((item) => item.trim());
    if (items.some((item) => !valid(item))) errors.add(row, column, message);
    else if (items.length > max) errors.add(row, column, T.tooMany(max));
    return items;
  };

  const productCell = cell('product');
  const ref: ProductRef =
    productCell === ''
      ? { kind: 'none' }
      : WHOLE.test(productCell) && Number(productCell) > 0
        ? { kind: 'id', id: Number(productCell) }
        : { kind: 'handle', handle: productCell };
  if (ref.kind === 'handle' && productCell.length > HANDLE_MAX) errors.add(row, 'product', T.tooLong(HANDLE_MAX));

  const flag = (column: 'featured' | 'archived') => {
    const value = cell(column).toLowerCase();
    if (!FLAGS.includes(value)) errors.add(row, column, T.notBoolean);
    return ['true', 'yes', '1'].includes(value);
  };
  let facts: TProductFacts | null = null;
  const factsText = cell('facts');
  if (factsText !== '') {
    try {
      const parsed = ZProductFacts.safeParse(JSON.parse(factsText));
      if (!parsed.success) errors.add(row, 'facts', T.badFacts);
      // `"\u0000"` in the JSON is no NUL in the cell, but is one in the value.
      else if (holdsNul(parsed.data)) errors.add(row, 'facts', T.unstorable);
      else facts = parsed.data;
    } catch {
      errors.add(row, 'facts', T.badFacts);
    }
  }
  const product: RowProduct = {
    name: textOf('name', F.name, true),
    brand: textOf('brand', F.brand),
    description: textOf('description', F.description),
    catId: optionalId('category_id'),
    catName: cell('category'),
    subCatId: optionalId('sub_category_id'),
    subCatName: cell('sub_category'),
    images: listOf('images', PRODUCT_IMAGES_MAX, (item) => ZImageName.safeParse(item).success, T.badImage),
    countries: listOf('countries', F.countries, (item) => COUNTRY.test(item), T.badCountry),
    isFeatured: flag('featured'),
    archived: flag('archived'),
    facts,
  };
  if (product.catId === null && product.catName === '') errors.add(row, 'category_id', T.required);

  const price = wholeOf('price', F.price);
  const oldPrice = wholeOf('old_price', F.price, price);
  if (oldPrice < price) errors.add(row, 'old_price', T.oldPriceBelow);
  const netText = cell('net_quantity');
  const netQuantity = netText === '' ? null : Number(netText);
  if (netQuantity !== null && !(Number.isFinite(netQuantity) && netQuantity > 0 && netQuantity <= F.netQuantity))
    errors.add(row, 'net_quantity', T.notNumber(shown(F.netQuantity)));
  const unitText = cell('unit');
  const unit = unitText === '' ? null : (unitText as NetUnit);
  if (unit !== null && !NET_UNITS.includes(unit)) errors.add(row, 'unit', T.unknownUnit(NET_UNITS.join(', ')));
  if (unit === null && netQuantity !== null) errors.add(row, 'unit', T.required);
  if (unit !== null && netQuantity === null) errors.add(row, 'net_quantity', T.required);
  const option = (column: 'size' | 'ram' | 'weight') => textOf(column, F.option) || null;
  const variant: RowVariant = {
    sku: textOf('sku', F.sku, true),
    // A product without options has one variant, often with an empty label: the round trip must keep it.
    label: textOf('label', F.variantLabel),
    size: option('size'),
    ram: option('ram'),
    weight: option('weight'),
    price,
    oldPrice,
    countInStock: wholeOf('stock', F.stock),
    netQuantity,
    unit,
  };
  return errors.count === before ? { row, ref, product, variant } : null;
}

/** Parses the file into rows keyed by column name; a header without every column is refused as a whole. */
function readFile(file: Buffer, errors: RowErrors): ParsedRow[] {
  let records: string[][];
  try {
    records = parse(file, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(T.unreadable(error.message));
    throw error;
  }
  const header = (records[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw badRequest(T.missingColumns(missing.join(', ')));
  if (records.length - 1 > CSV_IMPORT_MAX_ROWS) throw badRequest(T.tooManyRows(CSV_IMPORT_MAX_ROWS));
  const index = Object.fromEntries(CSV_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
    CsvColumn,
    number
  >;
  const rows: ParsedRow[] = [];
  for (let i = 1; i < records.length; i += 1) {
    const record = records[i]!;
    const cells = Object.fromEntries(CSV_COLUMNS.map((column) => [column, record[index[column]] ?? ''])) as Record<
      CsvColumn,
      string
    >;
    const parsed = readRow(cells, i + 1, errors);
    if (parsed) rows.push(parsed);
  }
  return rows;
}

// ── Import: checking rows against the catalogue and planning the writes ─────────────────────────────────────────────
type ProductFields = repo.ProductFields;

type Plan = {
  counts: TImportCounts;
  newProducts: { handle: string; fields: ProductFields; rows: ParsedRow[] }[];
  changedProducts: (ProductFields & { id: number })[];
  newVariants: { productId: number; variant: RowVariant }[];
  changedVariants: (RowVariant & { id: number })[];
  touched: Set<number>;
};

const discountOf = (price: number, oldPrice: number) =>
  oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0;

const sameProduct = (a: ProductFields, b: ProductFields) =>
  a.name === b.name &&
  a.brand === b.brand &&
  a.description === b.description &&
  a.catId === b.catId &&
  a.subCatId === b.subCatId &&
  a.isFeatured === b.isFeatured &&
  a.archived === b.archived &&
  a.images.join('\n') === b.images.join('\n') &&
  a.countries.join('\n') === b.countries.join('\n') &&
  canonical(a.facts) === canonical(b.facts);

const sameVariant = (a: RowVariant, b: repo.CsvVariantRow) =>
  a.label === b.label &&
  a.size === b.size &&
  a.ram === b.ram &&
  a.weight === b.weight &&
  a.price === b.price &&
  a.oldPrice === b.oldPrice &&
  a.countInStock === b.countInStock &&
  a.netQuantity === b.netQuantity &&
  a.unit === b.unit;

/** The first product column where two rows of one product differ. */
function differingColumn(a: RowProduct, b: RowProduct): CsvColumn | null {
  const pairs: [CsvColumn, unknown, unknown][] = [
    ['name', a.name, b.name],
    ['brand', a.brand, b.brand],
    ['description', a.description, b.description],
    ['category_id', a.catId, b.catId],
    ['category', a.catId === null ? a.catName : '', b.catId === null ? b.catName : ''],
    ['sub_category_id', a.subCatId, b.subCatId],
    ['sub_category', a.subCatId === null ? a.subCatName : '', b.subCatId === null ? b.subCatName : ''],
    ['images', a.images.join('|'), b.images.join('|')],
    ['countries', a.countries.join('|'), b.countries.join('|')],
    ['featured', a.isFeatured, b.isFeatured],
    ['archived', a.archived, b.archived],
    ['facts', canonical(a.facts), canonical(b.facts)],
  ];
  return pairs.find(([, x, y]) => x !== y)?.[0] ?? null;
}

/**
 * Checks every row against the catalogue as it is now (SKUs, products, categories) and plans the writes: a known
 * SKU updates its variant and product, a new SKU with a product id adds a variant to it, a new SKU with a handle
 * adds a variant to the new product the handle names.
 */
async function planImport(db: Database, rows: ParsedRow[], errors: RowErrors, lock: boolean): Promise<Plan> {
  const categories = await repo.allCategories(db);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const lower = (name: string) => name.trim().toLowerCase();
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

  /** The row's category and sub-category: by id when given, else by name. */
  const resolveCategories = (row: ParsedRow): ProductFields | null => {
    const { product } = row;
    const top =
      product.catId !== null
        ? byId.get(product.catId)
        : categories.find((category) => category.parentId === null && lower(category.name) === lower(product.catName));
    if (!top || top.parentId !== null) {
      errors.add(
        row.row,
        product.catId !== null ? 'category_id' : 'category',
        T.unknownCategory(product.catId !== null ? String(product.catId) : product.catName),
      );
      return null;
    }
    let sub: (typeof categories)[number] | undefined;
    if (product.subCatId !== null) {
      sub = byId.get(product.subCatId);
      if (!sub || sub.parentId !== top.id) {
        errors.add(row.row, 'sub_category_id', T.unknownSubCategory(String(product.subCatId)));
        return null;
      }
    } else if (product.subCatName !== '') {
      sub = categories.find(
        (category) => category.parentId === top.id && lower(category.name) === lower(product.subCatName),
      );
      if (!sub) {
        errors.add(row.row, 'sub_category', T.unknownSubCategory(product.subCatName));
        return null;
      }
    }
    return {
      name: product.name,
      brand: product.brand,
      description: product.description,
      catId: top.id,
      catName: top.name,
      subCatId: sub?.id ?? null,
      subCatName: sub?.name ?? '',
      images: product.images,
      countries: product.countries,
      isFeatured: product.isFeatured,
      archived: product.archived,
      facts: product.facts,
    };
  };

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
  const fieldsOf = new Map<string, ProductFields>();
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

  const plan: Plan = {
    counts: {
      rows: rows.length,
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
    const { id: _id, archivedAt, ...rest } = existingProducts.get(id)!;
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

const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'product';

/** Writes a checked plan inside the caller's transaction; answers the ids of every product it touched. */
async function writePlan(tx: Database, plan: Plan): Promise<number[]> {
  const newIds = await repo.insertProducts(
    tx,
    plan.newProducts.map(({ fields: { archived, ...fields }, rows }) => {
      const first = rows[0]!.variant;
      return {
        ...fields,
        archivedAt: archived ? new Date() : null,
        slug: slugify(fields.name),
        // Placeholders: refreshProductDefaults copies the default variant's values below (decision 020).
        price: first.price,
        oldPrice: first.oldPrice,
      };
    }),
  );
  await repo.updateProducts(tx, plan.changedProducts);
  const positions = await repo.lastPositions(tx, [...new Set(plan.newVariants.map((entry) => entry.productId))]);
  const newVariants: repo.NewVariantValues[] = [];
  plan.newProducts.forEach(({ rows }, index) =>
    rows.forEach((row, position) =>
      newVariants.push({
        ...row.variant,
        discount: discountOf(row.variant.price, row.variant.oldPrice),
        productId: newIds[index]!,
        position,
      }),
    ),
  );
  for (const { productId, variant } of plan.newVariants) {
    const position = (positions.get(productId) ?? -1) + 1;
    positions.set(productId, position);
    newVariants.push({ ...variant, discount: discountOf(variant.price, variant.oldPrice), productId, position });
  }
  await repo.insertVariants(tx, newVariants);
  await repo.updateVariants(
    tx,
    plan.changedVariants.map((variant) => ({ ...variant, discount: discountOf(variant.price, variant.oldPrice) })),
  );
  const touched = [...new Set([...plan.touched, ...newIds])].sort((a, b) => a - b);
  await repo.refreshOptionLists(tx, touched);
  // Every writer of variants keeps the product's default-variant copies in step, in the same transaction.
  for (let start = 0; start < touched.length; start += 5000)
    await refreshProductDefaults(tx, touched.slice(start, start + 5000));
  return touched;
}

function reportOf(dryRun: boolean, imported: boolean, counts: TImportCounts, errors: RowErrors): TImportReport {
  const sorted = [...errors.list].sort((a, b) => a.row - b.row);
  return {
    dryRun,
    imported,
    counts,
    errors: sorted.slice(0, CSV_IMPORT_MAX_ERRORS),
    errorCount: errors.count,
  };
}

/**
 * The import (docs/decisions/022). A dry run reads and checks every row and answers what would change; the real
 * run checks again inside its transaction (with the products it updates locked) and writes all or nothing, with
 * one audit entry holding the counts and the touched product ids.
 */
export async function importProductsCsv(
  db: Database,
  who: AuditActor,
  file: Buffer,
  dryRun: boolean,
): Promise<TImportReport> {
  const errors = new RowErrors();
  const rows = readFile(file, errors);
  if (dryRun) {
    const plan = await planImport(db, rows, errors, false);
    return reportOf(true, false, plan.counts, errors);
  }
  if (errors.count > 0) throw rejected(errors, await planImport(db, rows, errors, false));
  try {
    return await writeImport(db, who, rows, errors);
  } catch (error) {
    // A SKU of the file taken by another writer between our check and our insert (the unique index refuses it).
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', T.skuTakenMeanwhile);
    throw error;
  }
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

async function writeImport(db: Database, who: AuditActor, rows: ParsedRow[], errors: RowErrors) {
  return auditedWrite(db, who, async (tx, audit) => {
    const plan = await planImport(tx, rows, errors, true);
    if (errors.count > 0) throw rejected(errors, plan);
    const touched = await writePlan(tx, plan);
    await audit({
      action: 'product.import',
      entity: 'product',
      entityId: 'csv',
      after: { counts: plan.counts, productIds: touched },
    });
    return reportOf(false, true, plan.counts, errors);
  });
}

function rejected(errors: RowErrors, plan: Plan): AppError {
  return new AppError('BAD_REQUEST', T.rejected(errors.count), reportOf(false, false, plan.counts, errors));
}
