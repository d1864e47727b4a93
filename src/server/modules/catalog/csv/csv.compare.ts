import { ZDeclarations } from '#src/contracts/catalog';
import { canonicalJson as canonical } from '#src/server/lib/canonical-json';
import { DECLARATION_COLUMNS, type CsvColumn } from './csv.format';
import type * as repo from './csv.repository';
import type { RowProduct, RowVariant } from './csv.rows';

// Whether a row changes what the catalogue holds, and where two rows of one product disagree.
/** `wanted` undefined: the file does not say (no such column), so the catalogue's value stands. */
const kept = (current: unknown, wanted: unknown) => wanted === undefined || current === wanted;

/** `a` is the catalogue's, `b` the file's. */
export const sameProduct = (a: repo.ProductFields, b: repo.ProductFields) =>
  a.name === b.name &&
  kept(a.nameHi, b.nameHi) &&
  kept(a.descriptionHi, b.descriptionHi) &&
  a.brand === b.brand &&
  a.description === b.description &&
  a.catId === b.catId &&
  a.subCatId === b.subCatId &&
  a.isFeatured === b.isFeatured &&
  a.archived === b.archived &&
  a.images.join('\n') === b.images.join('\n') &&
  a.countries.join('\n') === b.countries.join('\n') &&
  canonical(a.facts) === canonical(b.facts) &&
  canonical(ZDeclarations.parse(a.declarations)) === canonical(ZDeclarations.parse(b.declarations)) &&
  a.hsnCode === b.hsnCode &&
  a.gstRateBps === b.gstRateBps;

export const sameVariant = (a: RowVariant, b: repo.CsvVariantRow) =>
  a.label === b.label &&
  kept(b.labelHi, a.labelHi) &&
  a.size === b.size &&
  a.ram === b.ram &&
  a.weight === b.weight &&
  a.price === b.price &&
  a.oldPrice === b.oldPrice &&
  a.countInStock === b.countInStock &&
  a.netQuantity === b.netQuantity &&
  a.unit === b.unit &&
  kept(b.image, a.image);

/** The first product column where two rows of one product differ. */
export function differingColumn(a: RowProduct, b: RowProduct): CsvColumn | null {
  const pairs: [CsvColumn, unknown, unknown][] = [
    ['name', a.name, b.name],
    ['brand', a.brand, b.brand],
    ['description', a.description, b.description],
    ['name_hi', a.nameHi, b.nameHi],
    ['description_hi', a.descriptionHi, b.descriptionHi],
    ['category_id', a.catId, b.catId],
    ['category', a.catId === null ? a.catName : '', b.catId === null ? b.catName : ''],
    ['sub_category_id', a.subCatId, b.subCatId],
    ['sub_category', a.subCatId === null ? a.subCatName : '', b.subCatId === null ? b.subCatName : ''],
    ['images', a.images.join('|'), b.images.join('|')],
    ['countries', a.countries.join('|'), b.countries.join('|')],
    ['featured', a.isFeatured, b.isFeatured],
    ['archived', a.archived, b.archived],
    ['facts', canonical(a.facts), canonical(b.facts)],
    ...DECLARATION_COLUMNS.map(([column, key]): [CsvColumn, unknown, unknown] => [
      column,
      a.declarations[key],
      b.declarations[key],
    ]),
    ['hsn_code', a.hsnCode, b.hsnCode],
    ['gst_rate', a.gstRateBps, b.gstRateBps],
  ];
  return pairs.find(([, x, y]) => x !== y)?.[0] ?? null;
}
