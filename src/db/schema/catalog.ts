import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TDeclarations, TProductFacts } from '#src/contracts/catalog';
import type { Diet } from '#src/shared/constants';
import type { NetUnit } from '#src/shared/unit-price';
import { createdAt, int4multirange, tsvector, updatedAt } from './types';

/** Categories and sub-categories share one table: a sub-category has a parent. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in Hindi (issue 33, decision 066); null shows the English one on Hindi pages. */
    nameHi: text('name_hi'),
    slug: text('slug').notNull(),
    color: text('color').notNull().default('#ecfdf5'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId, t.position)],
);

/**
 * The shop's reads see only products neither archived nor drafts (the listing indexes are partial on it; the
 * catalogue's `onSale` condition spells it the same way, so the planner matches them — decision 063).
 */
const onSale = (t: { archivedAt: AnyPgColumn; draft: AnyPgColumn }) => sql`${t.archivedAt} is null and not ${t.draft}`;

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** The name and description in Hindi (issue 33, decision 066); null shows the English ones on Hindi pages. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    brand: text('brand').notNull().default(''),
    /** GST (issue 30 §2): the HSN code ('' when not given) and the rate in basis points (500 = 5 %), one of `gst_rates`. */
    hsnCode: text('hsn_code').notNull().default(''),
    gstRateBps: integer('gst_rate_bps').notNull().default(0),
    /**
     * Whole rupees. price, old_price, discount, count_in_stock, net_quantity, unit and unit_price are copies of the
     * default variant's (the cheapest in stock; decision 020), kept in step by the catalogue service, so listings,
     * filters, sorting and their indexes read one row per product.
     */
    price: integer('price').notNull(),
    oldPrice: integer('old_price').notNull(),
    /** Percent off oldPrice, kept in step with the prices by the catalogue service. */
    discount: integer('discount').notNull().default(0),
    /** Average of the reviews' ratings (0 when none). */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    countInStock: integer('count_in_stock').notNull().default(0),
    /**
     * No variant in stock (the default variant is the cheapest in stock, so its stock tells). Leads every listing
     * index: listings and search put sold-out products after the rest in every sort (issue 13).
     */
    soldOut: boolean('sold_out')
      .notNull()
      .generatedAlwaysAs(sql`count_in_stock <= 0`),
    catId: integer('cat_id')
      .notNull()
      .references(() => categories.id),
    subCatId: integer('sub_cat_id').references(() => categories.id),
    /** Copies of the category names so listings need no join; the catalogue service keeps them in step. */
    catName: text('cat_name').notNull(),
    subCatName: text('sub_cat_name').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ram: text('ram')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weights: text('weights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO 3166-1 alpha-2 codes; empty means sold everywhere. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFeatured: boolean('is_featured').notNull().default(false),
    netQuantity: doublePrecision('net_quantity'),
    unit: text('unit').$type<NetUnit>(),
    /** Rupees per kg, l or piece of the default variant (the `unit-price` sort); null without a net quantity. */
    unitPrice: doublePrecision('unit_price'),
    variantCount: integer('variant_count').notNull().default(1),
    /** The stock of its lowest variant: the back office's restocking filters (0: a pack sold out; 1-5: low). */
    minStock: integer('min_stock').notNull().default(0),
    /**
     * The price filter's keys (decision 020: a product matches when any in-stock variant is in range): every
     * in-stock variant's price as a one-price range, and the dearest of them (`price` is the cheapest whenever one
     * is in stock); both null when none is. Kept by the catalogue service with the default variant's copies.
     */
    inStockPrices: int4multirange('in_stock_prices'),
    maxInStockPrice: integer('max_in_stock_price'),
    /** Typed by kind, validated by ZProductFacts on the way in; null when the shop has written none. */
    facts: jsonb('facts').$type<TProductFacts>(),
    /** The food mark of the facts (veg / non-veg; null when not food), for the cards that never read the facts. */
    diet: text('diet')
      .$type<Diet>()
      .generatedAlwaysAs(sql`facts ->> 'diet'`),
    /**
     * What the product page must declare beside the packs and facts (issue 30 §3, decision 056): maker, generic
     * name, best-before, consumer care; `ZDeclarations` on the way in, '' for a field not declared.
     */
    declarations: jsonb('declarations')
      .$type<Partial<TDeclarations>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * A required declaration is empty (the back office's badge and filter, decision 056): the maker's name or
     * address, the generic name, the facts' country of origin, or — for food — the best-before guidance.
     */
    declarationsMissing: boolean('declarations_missing')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(btrim(declarations ->> 'makerName'), '') = '' or coalesce(btrim(declarations ->> 'makerAddress'), '') = '' or coalesce(btrim(declarations ->> 'genericName'), '') = '' or coalesce(btrim(facts ->> 'countryOfOrigin'), '') = '' or (facts ->> 'kind' = 'food' and coalesce(btrim(declarations ->> 'bestBefore'), '') = '')`,
      ),
    /**
     * Set when the back office archives the product (it is never deleted: orders keep pointing at it): the shop
     * shows it nowhere and refuses it in carts; restoring clears it.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /**
     * A draft the back office has not published yet (issue 31 §6, decision 063): the shop shows it nowhere and
     * refuses it in carts, exactly as an archived product; publishing clears it.
     */
    draft: boolean('draft').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(name_hi, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(brand, '') || ' ' || coalesce(cat_name, '') || ' ' || coalesce(sub_cat_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(description_hi, '')), 'C')`,
    ),
  },
  (t) => [
    // Each listing sort has an index per category level, over the products on sale (every shop read says
    // archived_at is null, so totals stay index-only), led by sold_out (false first: sold-out products last in
    // every sort) and in the sort's own directions, so a page is read in order; the trailing id gives a stable order
    // for paging. Descending columns are DESC NULLS LAST, as the orderings spell them.
    index('products_cat_idx').on(t.catId, t.soldOut, t.createdAt.desc(), t.id.desc()).where(onSale(t)),
    index('products_sub_cat_idx').on(t.subCatId, t.soldOut, t.createdAt.desc(), t.id.desc()).where(onSale(t)),
    // The ascending price indexes also carry the price filter's keys, rating and countries (after the unique id they
    // never change the order), so a listing's total with every filter is an index-only scan instead of a visit to
    // each product row.
    index('products_cat_price_idx')
      .on(t.catId, t.soldOut, t.price, t.id, t.maxInStockPrice, t.inStockPrices, t.rating, t.countries)
      .where(onSale(t)),
    index('products_sub_cat_price_idx')
      .on(t.subCatId, t.soldOut, t.price, t.id, t.maxInStockPrice, t.inStockPrices, t.rating, t.countries)
      .where(onSale(t)),
    index('products_cat_price_desc_idx').on(t.catId, t.soldOut, t.price.desc(), t.id.desc()).where(onSale(t)),
    index('products_sub_cat_price_desc_idx').on(t.subCatId, t.soldOut, t.price.desc(), t.id.desc()).where(onSale(t)),
    index('products_cat_rating_idx').on(t.catId, t.soldOut, t.rating.desc(), t.id.desc()).where(onSale(t)),
    index('products_sub_cat_rating_idx').on(t.subCatId, t.soldOut, t.rating.desc(), t.id.desc()).where(onSale(t)),
    index('products_cat_unit_price_idx').on(t.catId, t.soldOut, t.unitPrice, t.id).where(onSale(t)),
    index('products_sub_cat_unit_price_idx').on(t.subCatId, t.soldOut, t.unitPrice, t.id).where(onSale(t)),
    index('products_featured_idx').on(t.isFeatured, t.createdAt.desc(), t.id.desc()),
    index('products_countries_idx').using('gin', t.countries),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The back office's product list without a category filter, per sort, over the products the shop shows.
    index('products_admin_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
    index('products_admin_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_admin_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_admin_stock_idx')
      .on(t.countInStock, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_admin_min_stock_idx')
      .on(t.minStock, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
    // The restocking views within a category (a sub-category's query names its parent too): only the products
    // that need restocking, so it stays small. Its bound must be LOW_STOCK_THRESHOLD (src/shared/constants.ts):
    // the list's condition repeats it as a literal so the planner can use the index with any parameters.
    index('products_admin_restock_idx')
      .on(t.catId, t.subCatId, t.minStock, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null and ${t.minStock} <= 5`),
    index('products_archived_idx')
      .on(t.archivedAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is not null`),
    // The back office's "Drafts" filter: the few products not published yet.
    index('products_draft_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.draft} and ${t.archivedAt} is null`),
  ],
);

/**
 * A product's packs or options (decision 020): "500 g", "M", "8GB · Blue". Each has its own SKU, price and stock;
 * cart lines, order lines and stock point at it. A product without options has one.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    label: text('label').notNull(),
    /** The pack's label in Hindi (issue 33, decision 066); null shows the English one. */
    labelHi: text('label_hi'),
    /** The spec's option values this variant stands for; null for a kind the product does not offer. */
    size: text('size'),
    ram: text('ram'),
    weight: text('weight'),
    /** Whole rupees. */
    price: integer('price').notNull(),
    oldPrice: integer('old_price').notNull(),
    discount: integer('discount').notNull().default(0),
    countInStock: integer('count_in_stock').notNull().default(0),
    /**
     * Low-stock alert (issue 31 §1, docs/decisions/057): alert when the stock falls to this or below; null takes the
     * store settings' `low_stock_default`. `low_stock_alerted` is set by the trigger that wrote the alert and
     * cleared when the stock rises above the threshold again (re-armed), so a crossing alerts once.
     */
    lowStockThreshold: integer('low_stock_threshold'),
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    netQuantity: doublePrecision('net_quantity'),
    unit: text('unit').$type<NetUnit>(),
    /** The most one order may hold of this pack, set by the grocer (issue 32 §1, decision 061); null: no limit. */
    maxPerOrder: integer('max_per_order'),
    /**
     * The pack's own picture (issue 31 §6, decision 063), a media name as the product's images hold; null: the
     * product's images stand for it.
     */
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    index('product_variants_product_idx').on(t.productId, t.position),
    // The back office's low-stock view reads the few variants near zero, not all of them.
    index('product_variants_stock_idx').on(t.countInStock, t.productId),
    check('product_variants_unit_check', sql`${t.unit} in ('g', 'kg', 'ml', 'l', 'piece')`),
    check('product_variants_stock_check', sql`${t.countInStock} >= 0`),
    check('product_variants_price_check', sql`${t.price} >= 0 and ${t.oldPrice} >= 0`),
    check('product_variants_max_per_order_check', sql`${t.maxPerOrder} is null or ${t.maxPerOrder} >= 1`),
  ],
);

export const bannerKind = pgEnum('banner_kind', ['home', 'side', 'strip']);

/** Home slider ('home'), side banners ('side') and the banner strip ('strip'). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: bannerKind('kind').notNull(),
    title: text('title').notNull().default(''),
    /** The title in Hindi (issue 33, decision 066); null shows the English one on Hindi pages. */
    titleHi: text('title_hi'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    catId: integer('cat_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subCatId: integer('sub_cat_id').references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** An inactive banner stays in the back office but the shop does not show it. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_kind_idx').on(t.kind, t.position)],
);

/**
 * One row whose version a deferred trigger bumps once per transaction that writes products, categories, banners
 * or reviews (migration 0003). In-process caches key their entries with it, so any writer — another module or
 * another server process — invalidates them on commit. See docs/decisions/003-catalogue-cache.md.
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_state_single_row', sql`${t.id} = 1`)],
);

/**
 * What each catalogue version changed (migration 0048, docs/decisions/067-precise-cache-invalidation.md): the
 * products whose pages it touched (null: anything, the safe default), and whether what a product card shows changed
 * (cards) or only what the product's own page shows (its stock count). One row per version, pruned as it ages.
 */
export const catalogChanges = pgTable('catalog_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  productIds: integer('product_ids').array(),
  cards: boolean('cards').notNull().default(false),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every lower-case word of product names, brands and category names, kept by a trigger on products (migration
 * 0006). Search corrects a misspelt word to its nearest term here (trigram distance on the GiST index), then
 * runs the full-text search again: typos cost a few index lookups instead of a similarity scan over all names.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gist', sql`${t.term} gist_trgm_ops`),
]);

/**
 * What shoppers type for what the catalogue calls otherwise (issue 32 §3, decision 051): `term` is one lower-case
 * word ('tamatar', 'टमाटर'), `words` what it also searches for ('tomato'). The back office keeps the list; a search
 * expands the query with it (the products' index is untouched). A trigger bumps the catalogue version on every
 * change (migration 0037), so cached search answers never outlive an edit.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    term: text('term').notNull(),
    words: text('words').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('search_synonyms_term_key').on(t.term)],
);

/**
 * The GST rates the grocer picks from (issue 30 §2): data, not code — seeded with today's slabs (0, 5, 18, 40 %) and
 * changed in the back office when the slabs change. Basis points: 500 = 5 %.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    rateBps: integer('rate_bps').primaryKey(),
    label: text('label').notNull(),
  },
  (t) => [check('gst_rates_rate_check', sql`${t.rateBps} >= 0 and ${t.rateBps} <= 10000`)],
);
