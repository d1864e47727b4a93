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
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** A list cell's separator (images, countries). */
export const LIST_SEPARATOR = '|';
