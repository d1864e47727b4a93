import { ADMIN_PRODUCTS_TEXT } from '../shared/texts/admin-products';
import { ADMIN_GST_TEXT } from '../shared/texts/gst';
import { z } from 'zod';
import {
  GST_RATE_MAX_BPS,
  HSN_CODE_PATTERN,
  LOW_STOCK_THRESHOLD,
  MAX_PER_ORDER_LIMIT,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRODUCT_FIELD_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_VARIANTS_MAX,
  SEARCH_QUERY_MAX,
} from '../shared/constants';
import { NET_UNITS } from '../shared/unit-price';
import { priceWithinMrp } from '../shared/pricing/savings';
import { SAVINGS_ADMIN_TEXT } from '../shared/texts/savings';
import { NO_DECLARATIONS, ZDeclarations, ZProductFacts, ZUnitPrice } from './catalog';
import { ZId, ZIdParams, ZPageNumber } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The back office's products and variants (issue 14): the list, the editor, archive and restore, inline price and
 * stock edits, and image uploads for the editor. Every write is audited and shows in the shop at once (the catalogue
 * cache is emptied at its commit, decision 009).
 */

const MSG = ADMIN_PRODUCTS_TEXT.adminCatalogApi;

/**
 * A Hindi twin of an English field (issue 33, docs/decisions/066 § Catalogue): optional, trimmed, at most as long as
 * its English field; empty or null means none (the shop shows the English one).
 */
export const hindiText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** A variant as the back office sees it: the shop's fields plus its position, nulls kept. */
export const ZAdminVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  label: z.string(),
  /** The pack's label in Hindi; null: the English one shows. */
  labelHi: z.string().nullable(),
  size: z.string().nullable(),
  ram: z.string().nullable(),
  weight: z.string().nullable(),
  price: z.number().int(),
  oldPrice: z.number().int(),
  discount: z.number().int(),
  countInStock: z.number().int(),
  netQuantity: z.number().nullable(),
  unit: z.enum(NET_UNITS).nullable(),
  /** What the shop shows per kg, l or piece (src/shared/unit-price.ts); null when it shows none. */
  unitPrice: ZUnitPrice.nullable(),
  /** The most one order may hold of this pack (decision 061); null: no limit. */
  maxPerOrder: z.number().int().nullable(),
  /** The pack's own picture (decision 063); null: the product's images stand for it. */
  image: z.string().nullable(),
  position: z.number().int(),
});

/** One row of the back office's product list, with every variant. */
export const ZAdminProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  catId: z.number().int(),
  catName: z.string(),
  subCatId: z.number().int().nullable(),
  subCatName: z.string(),
  images: z.array(z.string()),
  /** The default variant's (the shop's) price and stock. */
  price: z.number().int(),
  countInStock: z.number().int(),
  variantCount: z.number().int(),
  /** ISO time of archiving; null while the shop shows the product. */
  archivedAt: z.string().nullable(),
  /** Not published yet (decision 063): the shop shows it nowhere until it is. */
  draft: z.boolean(),
  updatedAt: z.string(),
  variants: z.array(ZAdminVariant),
  /** A required declaration is empty (decision 056): the list's "Declarations missing" badge. */
  declarationsMissing: z.boolean(),
});

/** The editor's product: the list row plus everything the editor edits. */
export const ZAdminProductDetail = ZAdminProduct.extend({
  description: z.string(),
  /** The name and description in Hindi (issue 33); null: the English ones show. */
  nameHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  countries: z.array(z.string()),
  isFeatured: z.boolean(),
  facts: ZProductFacts.nullable(),
  declarations: ZDeclarations,
  /** GST (issue 30 §2): the HSN code ('' when not given) and the rate in basis points (500 = 5 %). */
  hsnCode: z.string(),
  gstRateBps: z.number().int(),
  createdAt: z.string(),
});

export const ZAdminProductList = z.object({
  products: z.array(ZAdminProduct),
  /** Counted up to ADMIN_COUNT_MAX (a search: its first SEARCH_RANK_WINDOW matches, like the shop's). */
  total: z.number().int(),
  /** True when more products match than `total` says (the count stopped at its bound). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  totalPages: z.number().int(),
});

export const ZAdminProductSort = z.enum(['newest', 'name', 'price-asc', 'price-desc', 'stock']);
export const ZStockFilter = z.enum(['low', 'out']);

const ZFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZAdminProductQuery = z.object({
  /**
   * A variant's exact SKU, else the shop's full-text search (name, brand, categories, description) over its first
   * 500 matches, as the shop's search ranks at most that many.
   */
  q: z
    .string()
    .max(SEARCH_QUERY_MAX * 25)
    .default(''),
  /** A top category or a sub-category. */
  catId: ZId.optional(),
  /**
   * What needs restocking, by the product's lowest pack: `out`, a pack is sold out; `low`, its lowest pack has 1 to
   * LOW_STOCK_THRESHOLD left.
   */
  stock: ZStockFilter.optional(),
  /** `true`: archived products only; otherwise the ones the shop shows. */
  archived: ZFlag.default(false),
  /** `draft`: products not published yet only; `published`: the ones the shop shows only (decision 063). */
  state: z.enum(['draft', 'published']).optional(),
  /** `missing`: only products with a required declaration empty (decision 056). */
  declarations: z.enum(['missing']).optional(),
  page: ZPageNumber,
  perPage: z.coerce.number({ error: 'must be a number' }).int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sort: ZAdminProductSort.default('newest'),
});

// Every length and range below is PRODUCT_FIELD_MAX's, which the catalogue CSV's import checks too (issue 27).
const F = PRODUCT_FIELD_MAX;
const ZPrice = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of rupees')
  .min(0)
  .max(F.price, `must be at most ${F.price.toLocaleString('en')}`);
const ZStock = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0)
  .max(F.stock, `must be at most ${F.stock.toLocaleString('en')}`);
const ZOption = z.string().trim().min(1).max(F.option).nullable().default(null);
/** Names the media store hands out or the demo artwork uses: letters, digits, dots, dashes, no paths. */
export const ZImageName = z
  .string()
  .max(F.imageName)
  .regex(/^[a-z0-9][a-z0-9._-]*\.(webp|jpg|jpeg|png|svg)$/i, 'is not an image name');

export const ZVariantInput = z
  .object({
    /** An existing variant of the product to update; without it, a new variant. */
    id: ZId.optional(),
    sku: z
      .string()
      .trim()
      .min(1)
      .max(F.sku)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'may hold letters, digits, dots, dashes and slashes only'),
    label: z.string().trim().min(1).max(F.variantLabel),
    /** The label in Hindi; '' or null: none. Left out: an existing pack keeps its own, a new one has none. */
    labelHi: hindiText(F.variantLabel).optional(),
    /** The spec's option this variant stands for (a size, a RAM, a weight); null for none of that kind. */
    size: ZOption,
    ram: ZOption,
    weight: ZOption,
    price: ZPrice,
    /** The pack's MRP (incl. of all taxes), never below the price; defaults to the price (no saving). */
    oldPrice: ZPrice.optional(),
    countInStock: ZStock,
    netQuantity: z.number().positive().max(F.netQuantity).nullable().default(null),
    unit: z.enum(NET_UNITS).nullable().default(null),
    /** The most one order may hold of this pack (decision 061); null: no limit but the stock. */
    maxPerOrder: z.number().int().min(1).max(MAX_PER_ORDER_LIMIT).nullable().default(null),
    /**
     * The pack's own picture (decision 063): uploaded through POST /api/admin/images, or already this product's;
     * null: the product's images stand for it.
     */
    image: ZImageName.nullable().default(null),
  })
  // The old price is the pack's MRP (issue 29 §3): the selling price is never above it.
  .superRefine((v, ctx) => {
    if (v.oldPrice !== undefined && !priceWithinMrp(v.price, v.oldPrice))
      ctx.addIssue({ code: 'custom', message: SAVINGS_ADMIN_TEXT.priceAboveMrp(v.oldPrice), path: ['price'] });
  })
  .refine((v) => (v.netQuantity === null) === (v.unit === null), {
    message: MSG.quantityWithoutUnit,
    path: ['unit'],
  });

/** An HSN code: 4, 6 or 8 digits, or empty (docs/decisions/053). */
export const ZHsnCode = z
  .string()
  .trim()
  .refine((code) => code === '' || HSN_CODE_PATTERN.test(code), ADMIN_GST_TEXT.validation.hsn);
export const ZGstRateBps = z
  .number({ error: 'must be a number' })
  .int('must be whole basis points')
  .min(0)
  .max(GST_RATE_MAX_BPS);

const productFields = {
  name: z.string().trim().min(1).max(F.name),
  brand: z.string().trim().max(F.brand),
  description: z.string().trim().max(F.description),
  /** In Hindi (issue 33); '' or null: none, the shop shows the English one. */
  nameHi: hindiText(F.name),
  descriptionHi: hindiText(F.description),
  catId: ZId,
  subCatId: ZId.nullable(),
  /** ISO 3166-1 alpha-2 codes the product is sold in; empty: everywhere. */
  countries: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
        .transform((c) => c.toUpperCase()),
    )
    .max(F.countries),
  isFeatured: z.boolean(),
  facts: ZProductFacts.nullable(),
  /** What the product page declares (decision 056); create: none declared when left out. */
  declarations: ZDeclarations,
  /** 4, 6 or 8 digits, or '' when not known. */
  hsnCode: ZHsnCode,
  /** Basis points (500 = 5 %): one of the shop's GST rates (`GET /api/admin/gst-rates`), else 400. */
  gstRateBps: ZGstRateBps,
  /** In order; the first is the cover. Uploaded through POST /api/admin/images, or already the product's. */
  images: z.array(ZImageName).max(PRODUCT_IMAGES_MAX),
  /** The whole list: listed ids are updated, new entries added, the product's other variants removed. */
  variants: z.array(ZVariantInput).min(1).max(PRODUCT_VARIANTS_MAX),
};

export const ZProductCreate = z.object({
  ...productFields,
  brand: productFields.brand.default(''),
  description: productFields.description.default(''),
  nameHi: productFields.nameHi.default(null),
  descriptionHi: productFields.descriptionHi.default(null),
  subCatId: productFields.subCatId.default(null),
  countries: productFields.countries.default([]),
  isFeatured: productFields.isFeatured.default(false),
  facts: productFields.facts.default(null),
  declarations: productFields.declarations.default(NO_DECLARATIONS),
  hsnCode: productFields.hsnCode.default(''),
  gstRateBps: productFields.gstRateBps.default(0),
  images: productFields.images.default([]),
  /** Save as a draft the shop does not show until it is published (decision 063); new products are published. */
  draft: z.boolean().default(false),
});

export const ZProductUpdate = z.object(productFields).partial();

/** `PATCH /api/admin/stock/:id`: the stock and nothing else (`.strict()`: a price sent with it is a 400). */
export const ZStockPatch = z.object({ countInStock: ZStock }).strict();

export const ZVariantPatch = z
  .object({
    price: ZPrice.optional(),
    oldPrice: ZPrice.optional(),
    countInStock: ZStock.optional(),
    /** The pack's low-stock alert (docs/decisions/057): alert at this stock or below; null: the settings' default. */
    lowStockThreshold: ZStock.nullable().optional(),
  })
  .refine(
    (v) =>
      v.price !== undefined ||
      v.oldPrice !== undefined ||
      v.countInStock !== undefined ||
      v.lowStockThreshold !== undefined,
    { message: MSG.nothingToChange },
  );

export const ZAdminImages = z.object({ images: z.array(z.string()) });

export type TAdminVariant = z.infer<typeof ZAdminVariant>;
export type TAdminProduct = z.infer<typeof ZAdminProduct>;
export type TAdminProductDetail = z.infer<typeof ZAdminProductDetail>;
export type TAdminProductList = z.infer<typeof ZAdminProductList>;
export type TAdminProductSort = z.infer<typeof ZAdminProductSort>;
export type TAdminProductQuery = z.output<typeof ZAdminProductQuery>;
export type TProductCreate = z.output<typeof ZProductCreate>;
export type TProductUpdate = z.output<typeof ZProductUpdate>;
export type TVariantInput = z.output<typeof ZVariantInput>;
export type TVariantPatch = z.output<typeof ZVariantPatch>;

const tags = ['admin'];

export const adminCatalog = {
  products: defineEndpoint({
    method: 'GET',
    path: '/api/admin/products',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Products with their variants: search, category, stock and archived filters, paging and sorting',
    description:
      `q: the shop's search, or a variant's exact SKU; catId: a category or sub-category; stock=low: the lowest ` +
      `pack has 1 to ${LOW_STOCK_THRESHOLD} left, stock=out: a pack is sold out; archived=true: archived products only; ` +
      `state=draft|published: drafts or published products only; declarations=missing: a required declaration is empty.`,
    query: ZAdminProductQuery,
    responses: { 200: ZAdminProductList },
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/api/admin/products/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'One product for the editor, archived or not',
    params: ZIdParams,
    responses: { 200: ZAdminProductDetail },
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Create a product with its variants (SKUs unique: 409 when one is taken)',
    body: ZProductCreate,
    responses: { 201: ZAdminProductDetail },
  }),
  updateProduct: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/products/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Change a product; `variants`, when sent, is the whole list (others are removed, with their cart lines)',
    params: ZIdParams,
    body: ZProductUpdate,
    responses: { 200: ZAdminProductDetail },
  }),
  archiveProduct: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/products/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Archive a product: gone from the shop (listings, search, its page, carts), kept for orders',
    params: ZIdParams,
    responses: { 200: ZAdminProductDetail },
  }),
  restoreProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/:id/restore',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Bring an archived product back to the shop',
    params: ZIdParams,
    responses: { 200: ZAdminProductDetail },
  }),
  publishProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/:id/publish',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Publish a draft: the shop shows it (listings, search, its page, carts) from now on',
    params: ZIdParams,
    responses: { 200: ZAdminProductDetail },
  }),
  unpublishProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/:id/unpublish',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Turn a product back into a draft: gone from the shop (listings, search, its page, carts) until published',
    params: ZIdParams,
    responses: { 200: ZAdminProductDetail },
  }),
  updateVariant: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/variants/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: "Inline edit of one variant's price, old price or stock; answers its product's list row",
    params: ZIdParams,
    body: ZVariantPatch,
    responses: { 200: ZAdminProduct },
  }),
  setStock: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/stock/:id',
    auth: { permission: 'stock' },
    tags,
    summary:
      "Set one variant's stock (a packer fixing a count: the `stock` permission); answers its product's list row",
    params: ZIdParams,
    description:
      'The stock only: any other key (a price, say) is a 400; those are the catalogue’s (`PATCH …/variants/:id`).',
    body: ZStockPatch,
    responses: { 200: ZAdminProduct },
  }),
  uploadImages: defineEndpoint({
    method: 'POST',
    path: '/api/admin/images',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Upload product images (multipart field "images"), through the same checks as every upload',
    description:
      'Unsaved images expire after an hour; saving them on a product keeps them. 507 when the server cannot store ' +
      'images (disk full, read-only).',
    multipart: true,
    responses: { 201: ZAdminImages },
    errors: [413, 415, 507],
  }),
};
