import { CsvError, parse } from 'csv-parse/sync';
import { ZImageName } from '#src/contracts/admin-catalog';
import { ZDeclarations, ZProductFacts, type TProductFacts } from '#src/contracts/catalog';
import { badRequest } from '#src/server/lib/app-error';
import { CSV_IMPORT_MAX_ROWS, PRODUCT_FIELD_MAX, PRODUCT_IMAGES_MAX } from '#src/shared/constants';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { NET_UNITS, type NetUnit } from '#src/shared/unit-price';
import { priceWithinMrp } from '#src/shared/pricing/savings';
import { SAVINGS_ADMIN_TEXT } from '#src/shared/texts/savings';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { HSN_CODE_PATTERN } from '#src/shared/constants';
import { cellReader, holdsNul, shown, WHOLE } from './csv.cells';
import { CSV_COLUMNS, DECLARATION_COLUMNS, OPTIONAL_COLUMNS, type CsvColumn } from './csv.format';
import type { ParsedRow, ProductRef, RowErrors, RowProduct, RowVariant } from './csv.rows';

const T = ADMIN_TAXONOMY_TEXT.csv;

// ── Import: reading and checking each row ────────────────────────────────────────────────────────────────────────────
const COUNTRY = /^[A-Z]{2}$/;
/** The form's limits (one per field, shared with src/contracts/admin-catalog.ts); the handle is the file's own. */
const F = PRODUCT_FIELD_MAX;
const HANDLE_MAX = 100;
/** A GST rate as the grocer writes it: percent with up to two decimals, a trailing % allowed (`5`, `12.5 %`). */
const PERCENT = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/;

/** The `gst_rate` cell in basis points (empty: 0); null, with the row's error, when it is no percentage. */
function rateOf(text: string, row: number, errors: RowErrors): number {
  if (text === '') return 0;
  const match = PERCENT.exec(text);
  const bps = match ? Math.round(Number(match[1]) * 100) : NaN;
  if (!(bps <= 10_000)) {
    errors.add(row, 'gst_rate', ADMIN_GST_TEXT.validation.rateNotPercent(text));
    return 0;
  }
  return bps;
}

/** Reads one data row; problems go to `errors` with the row's number and column. */
function readRow(
  raw: Record<CsvColumn, string>,
  row: number,
  errors: RowErrors,
  present: ReadonlySet<CsvColumn>,
): ParsedRow | null {
  const before = errors.count;
  const { cell, textOf, wholeOf, optionalId, listOf, flag } = cellReader(raw, row, errors);
  /** A Hindi name (decision 066): empty is none; undefined when the file has no such column (the catalogue's stays). */
  const hindiOf = (column: 'name_hi' | 'description_hi' | 'pack_label_hi', max: number) =>
    present.has(column) ? textOf(column, max) || null : undefined;
  const productCell = cell('product');
  const ref: ProductRef =
    productCell === ''
      ? { kind: 'none' }
      : WHOLE.test(productCell) && Number(productCell) > 0
        ? { kind: 'id', id: Number(productCell) }
        : { kind: 'handle', handle: productCell };
  if (ref.kind === 'handle' && productCell.length > HANDLE_MAX) errors.add(row, 'product', T.tooLong(HANDLE_MAX));

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
  // The declarations (decision 056): each column checked on its own, its message after the column's name.
  const declared = ZDeclarations.safeParse(
    Object.fromEntries(DECLARATION_COLUMNS.map(([column, key]) => [key, cell(column) || undefined])),
  );
  if (!declared.success)
    for (const issue of declared.error.issues) {
      const column = DECLARATION_COLUMNS.find(([, key]) => key === issue.path[0])?.[0] ?? 'maker_role';
      errors.add(row, column, issue.message);
    }
  const product: RowProduct = {
    name: textOf('name', F.name, true),
    brand: textOf('brand', F.brand),
    description: textOf('description', F.description),
    nameHi: hindiOf('name_hi', F.name),
    descriptionHi: hindiOf('description_hi', F.description),
    catId: optionalId('category_id'),
    catName: cell('category'),
    subCatId: optionalId('sub_category_id'),
    subCatName: cell('sub_category'),
    images: listOf('images', PRODUCT_IMAGES_MAX, (item) => ZImageName.safeParse(item).success, T.badImage),
    countries: listOf('countries', F.countries, (item) => COUNTRY.test(item), T.badCountry),
    isFeatured: flag('featured'),
    archived: flag('archived'),
    facts,
    declarations: declared.success ? declared.data : ZDeclarations.parse({}),
    hsnCode: cell('hsn_code'),
    gstRateBps: rateOf(cell('gst_rate'), row, errors),
  };
  if (product.hsnCode !== '' && !HSN_CODE_PATTERN.test(product.hsnCode))
    errors.add(row, 'hsn_code', ADMIN_GST_TEXT.validation.hsn);
  if (product.catId === null && product.catName === '') errors.add(row, 'category_id', T.required);

  const pricesFrom = errors.count;
  const price = wholeOf('price', F.price);
  // old_price is the pack's MRP (issue 29 §3); empty, it is the price (no saving).
  const oldPrice = wholeOf('old_price', F.price, price);
  if (errors.count === pricesFrom && !priceWithinMrp(price, oldPrice))
    errors.add(row, 'price', SAVINGS_ADMIN_TEXT.priceAboveMrp(oldPrice));
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
  /** The pack's image (decision 063): one image name, as the product's `images` hold them; empty: none. */
  const imageOf = (column: 'pack_image') => {
    const name = cell(column);
    if (name === '') return null;
    if (!ZImageName.safeParse(name).success) errors.add(row, column, T.badPackImage);
    return name;
  };
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
    image: present.has('pack_image') ? imageOf('pack_image') : undefined,
    labelHi: hindiOf('pack_label_hi', F.variantLabel),
  };
  return errors.count === before ? { row, ref, product, variant } : null;
}

/** The file's rows: those read without an error, and how many data rows the file has (every one, good or bad). */
export type FileRows = { rows: ParsedRow[]; total: number };

/**
 * Parses the file into rows keyed by column name; a header without every column is refused as a whole. A row's
 * number is the one a spreadsheet shows (the header is row 1; an empty line is a row too, skipped but counted in
 * the numbering), so an error names the row the grocer sees.
 */
export function readFile(file: Buffer, errors: RowErrors): FileRows {
  let records: string[][];
  try {
    records = parse(file, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(T.unreadable(error.message));
    throw error;
  }
  const header = (records[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column) && !OPTIONAL_COLUMNS.includes(column));
  if (missing.length > 0) throw badRequest(T.missingColumns(missing.join(', ')));
  if (records.length - 1 > CSV_IMPORT_MAX_ROWS) throw badRequest(T.tooManyRows(CSV_IMPORT_MAX_ROWS));
  const index = Object.fromEntries(CSV_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
    CsvColumn,
    number
  >;
  const present = new Set(OPTIONAL_COLUMNS.filter((column) => index[column] >= 0));
  const rows: ParsedRow[] = [];
  let total = 0;
  for (let i = 1; i < records.length; i += 1) {
    const record = records[i]!;
    if (record.every((value) => value.trim() === '')) continue;
    total += 1;
    const cells = Object.fromEntries(CSV_COLUMNS.map((column) => [column, record[index[column]] ?? ''])) as Record<
      CsvColumn,
      string
    >;
    const parsed = readRow(cells, i + 1, errors, present);
    if (parsed) rows.push(parsed);
  }
  return { rows, total };
}
