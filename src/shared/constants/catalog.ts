/** The catalogue's limits: stock levels, product fields, and the CSV import and export (decision 022). */
/**
 * Back office (issue 14): a variant with at most this many in stock (and more than 0) is low on stock. The partial
 * index products_admin_restock_idx (src/db/schema/catalog.ts) is bounded by the same number: change both.
 */
export const LOW_STOCK_THRESHOLD = 5;
/**
 * Back office: list totals are counted up to this many (counting 100,000 products costs a quarter of a second on
 * PGlite); past it the list says "more than" and narrows with filters or search.
 */
export const ADMIN_COUNT_MAX = 10_000;
/** Back office: most images and variants one product may have. */
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_VARIANTS_MAX = 50;
/**
 * One limit per product field (issue 27): the back office's product form (src/contracts/admin-catalog.ts) and the
 * catalogue CSV's import both read these, so whatever one can store the other accepts and an untouched export
 * always imports. Where the two used to differ the wider value was kept, so nothing either stored before is refused
 * now (docs/decisions/022). Lengths count UTF-16 units, as zod's and the import's `length` do.
 */
export const PRODUCT_FIELD_MAX = {
  name: 200,
  brand: 100,
  description: 10_000,
  /** ISO 3166-1 alpha-2 codes a product is sold in. */
  countries: 250,
  sku: 64,
  variantLabel: 80,
  /** A variant's size, RAM or weight option. */
  option: 40,
  imageName: 120,
  /** Whole rupees (price and old price). */
  price: 10_000_000,
  stock: 1_000_000_000,
  netQuantity: 1_000_000_000,
} as const;

// ── Back office: catalogue CSV (docs/decisions/022) ──────────────────────────────────────────────────────────────────
/** The largest import file: 10,000 rows are about 3 MB; the whole file is parsed in memory. */
export const CSV_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows an import takes at once (one transaction). */
export const CSV_IMPORT_MAX_ROWS = 50_000;
/** Errors an import report lists (it counts them all). */
export const CSV_IMPORT_MAX_ERRORS = 500;
/**
 * Products the export reads per page (keyset on id): memory stays flat whatever the catalogue's size. 2,000 rather
 * than 500: on PGlite at 100,000 products the per-statement cost made 500 about twice as slow (bench/csv.ts).
 */
export const CSV_EXPORT_PAGE = 2000;

/** The largest per-order maximum the grocer may set on a pack (decision 061): beyond it, "no limit" says the same. */
export const MAX_PER_ORDER_LIMIT = 1000;

/** The most sold-out packs one shopper may wait for at once ("Notify me", docs/decisions/062). */
export const STOCK_REQUESTS_MAX = 50;

/** The Indian food mark (FSSAI; decision 056) a food product's facts carry: a dot for veg, a triangle for non-veg. */
export const DIETS = ['veg', 'non-veg'] as const;
export type Diet = (typeof DIETS)[number];
