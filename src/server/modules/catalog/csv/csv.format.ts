import type { TDeclarations } from '#src/contracts/catalog';

/**
 * The catalogue CSV (docs/decisions/022): one row per variant, the product's columns repeated on each of its rows.
 * Export and import share these columns; the import needs every one of them in its header (any order).
 */
export const CSV_COLUMNS = [
  // The product: its id (export), or on import an id or a handle naming a new product (rows sharing it form one).
  'product',
  'name',
  'brand',
  'description',
  'category_id',
  'category',
  'sub_category_id',
  'sub_category',
  /** Image file names separated by `|`; the first is the cover. */
  'images',
  /** ISO country codes separated by `|`; empty: sold everywhere. */
  'countries',
  'featured',
  /** `true` for an archived product (decision 022: the shop shows it nowhere); `false` brings it back. */
  'archived',
  /** The product's typed facts as JSON (decision 020), or empty. */
  'facts',
  // What the product page declares (decision 056); '' is "not declared". maker_role: manufacturer, packer or importer.
  'maker_role',
  'maker_name',
  'maker_address',
  'generic_name',
  'best_before',
  'care_phone',
  'care_email',
  /** GST (issue 30 §2, docs/decisions/053): 4, 6 or 8 digits, or empty. */
  'hsn_code',
  /** The GST rate in percent (`5`, `18`), one of the shop's rates; empty: 0. */
  'gst_rate',
  // The variant, found by its SKU.
  'sku',
  'label',
  'size',
  'ram',
  'weight',
  'price',
  'old_price',
  'stock',
  'net_quantity',
  'unit',
  /** The pack's own image file name (decision 063); empty: the product's images stand for it. */
  'pack_image',
  // In Hindi (issue 33, docs/decisions/066 § Catalogue); empty: none, the Hindi shop shows the English one.
  'name_hi',
  'description_hi',
  'pack_label_hi',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * Columns a file may leave out (decisions 063, 066): a file exported before the column existed imports as before,
 * its packs keeping their images and its products and packs their Hindi names.
 */
export const OPTIONAL_COLUMNS: readonly CsvColumn[] = ['pack_image', 'name_hi', 'description_hi', 'pack_label_hi'];

/** The declaration columns and the fields they hold (decision 056). */
export const DECLARATION_COLUMNS = [
  ['maker_role', 'makerRole'],
  ['maker_name', 'makerName'],
  ['maker_address', 'makerAddress'],
  ['generic_name', 'genericName'],
  ['best_before', 'bestBefore'],
  ['care_phone', 'carePhone'],
  ['care_email', 'careEmail'],
] as const satisfies readonly (readonly [CsvColumn, keyof TDeclarations])[];

/** A list cell's separator (images, countries). */
export const LIST_SEPARATOR = '|';
