import { z } from 'zod';
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ERRORS } from '../shared/constants';
import { hindiText, ZImageName } from './admin-catalog';
import { ZId, ZIdParams } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The back office's categories, banners and catalogue CSV (issue 14, docs/decisions/022). Admins only; every write
 * is audited and shows in the shop at once (the catalogue cache is emptied at commit, decision 009).
 */

/** `#rgb` or `#rrggbb`. */
export const ZColour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a colour such as #ecfdf5');

const ZName = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
/** The Hindi name or title (issue 33): optional, '' or null for none (the shop shows the English one). */
const ZNameHi = hindiText(80);

export const ZAdminCategoryChild = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  /** The name in Hindi; null: the English one shows. */
  nameHi: z.string().nullable(),
  slug: z.string(),
  color: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  /** Products in it, archived ones included (a category in use cannot be deleted). */
  productCount: z.number().int(),
});
export const ZAdminCategory = ZAdminCategoryChild.extend({ children: z.array(ZAdminCategoryChild) });
export const ZAdminCategoryTree = z.object({ categories: z.array(ZAdminCategory) });

export const ZCategoryCreate = z.object({
  name: ZName,
  nameHi: ZNameHi.optional(),
  /** A sub-category's top category; absent or null for a top category. */
  parentId: ZId.nullable().optional(),
  color: ZColour.optional(),
  image: ZImageName.nullable().optional(),
});
export const ZCategoryUpdate = z
  .object({
    name: ZName.optional(),
    nameHi: ZNameHi.optional(),
    color: ZColour.optional(),
    image: ZImageName.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Change at least one field');

/** The complete new order of one level: every sibling's id once (the top level when parentId is null). */
export const ZCategoryOrder = z.object({
  parentId: ZId.nullable(),
  ids: z.array(ZId).min(1).max(500),
});

export const BANNER_KINDS = ['home', 'side', 'strip'] as const;
export const ZBannerKind = z.enum(BANNER_KINDS);

export const ZAdminBanner = z.object({
  id: z.number(),
  kind: ZBannerKind,
  title: z.string(),
  /** The title in Hindi; null: the English one shows. */
  titleHi: z.string().nullable(),
  image: z.string().nullable(),
  catId: z.number(),
  subCatId: z.number().nullable(),
  active: z.boolean(),
  position: z.number().int(),
});
export const ZAdminBannerLists = z.object({
  home: z.array(ZAdminBanner),
  side: z.array(ZAdminBanner),
  strip: z.array(ZAdminBanner),
});

const ZHeadline = z.string().trim().max(120, 'must be at most 120 characters');
const ZHeadlineHi = hindiText(120);
export const ZBannerCreate = z.object({
  kind: ZBannerKind,
  title: ZHeadline.default(''),
  titleHi: ZHeadlineHi.optional(),
  image: ZImageName,
  /** The linked category; with subCatId, the sub-category's own top category. */
  catId: ZId,
  subCatId: ZId.nullable().optional(),
  active: z.boolean().default(true),
});
export const ZBannerUpdate = z
  .object({
    title: ZHeadline.optional(),
    titleHi: ZHeadlineHi.optional(),
    image: ZImageName.optional(),
    catId: ZId.optional(),
    subCatId: ZId.nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Change at least one field');
export const ZBannerOrder = z.object({ kind: ZBannerKind, ids: z.array(ZId).min(1).max(500) });

export const ZDeleted = z.object({ deleted: z.literal(true) });

/** One problem of an import file: its line in the file (the header is line 1), the column, what is wrong. */
export const ZImportError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export const ZImportCounts = z.object({
  /** Every data row of the file (an empty line is none), with an error or not. */
  rows: z.number().int(),
  /** Rows with at least one error (each row once, however many of its cells are wrong). */
  rowsWithErrors: z.number().int(),
  productsCreated: z.number().int(),
  productsUpdated: z.number().int(),
  variantsCreated: z.number().int(),
  variantsUpdated: z.number().int(),
  /** Rows whose SKU exists with exactly these values (nothing to write). */
  variantsUnchanged: z.number().int(),
});
export const ZImportReport = z.object({
  dryRun: z.boolean(),
  /** True when the real run wrote the file (never for a dry run). */
  imported: z.boolean(),
  /** What the import writes (dry run: would write) when the file has no error. */
  counts: ZImportCounts,
  /** At most CSV_IMPORT_MAX_ERRORS of them; errorCount counts every one. */
  errors: z.array(ZImportError),
  errorCount: z.number().int(),
});
export const ZImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

export type TAdminCategory = z.infer<typeof ZAdminCategory>;
export type TAdminCategoryChild = z.infer<typeof ZAdminCategoryChild>;
export type TAdminCategoryTree = z.infer<typeof ZAdminCategoryTree>;
export type TAdminBanner = z.infer<typeof ZAdminBanner>;
export type TAdminBannerLists = z.infer<typeof ZAdminBannerLists>;
export type TBannerKind = z.infer<typeof ZBannerKind>;
export type TImportReport = z.infer<typeof ZImportReport>;
export type TImportError = z.infer<typeof ZImportError>;
export type TImportCounts = z.infer<typeof ZImportCounts>;

// ── Endpoints ──────────────────────────────────────────────────────────────────────────────────────────────────────
const tags = ['admin'];

export const adminCategories = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/categories',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Every category in display order with its sub-categories and product counts',
    responses: { 200: ZAdminCategoryTree },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/categories',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Create a category, or a sub-category of parentId (placed last)',
    body: ZCategoryCreate,
    responses: { 201: ZAdminCategoryChild },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/categories/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: "Rename a category or change its colour or image (products' copies of the name follow)",
    params: ZIdParams,
    body: ZCategoryUpdate,
    responses: { 200: ZAdminCategoryChild },
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/categories/order',
    auth: { permission: 'catalogue' },
    tags,
    summary: "One level's new order: the top categories (parentId null) or one category's sub-categories",
    body: ZCategoryOrder,
    responses: { 200: ZAdminCategoryTree },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/categories/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Delete a category (with its sub-categories and banners); 409 while any product, archived too, uses it',
    params: ZIdParams,
    responses: { 200: ZDeleted },
  }),
};

export const adminBanners = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/banners',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'The three banner lists (home slider, side banners, banner strip) in order, inactive ones included',
    responses: { 200: ZAdminBannerLists },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/banners',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Add a banner at the end of its list',
    body: ZBannerCreate,
    responses: { 201: ZAdminBanner },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/banners/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: "Change a banner's image, headline, link or active flag",
    params: ZIdParams,
    body: ZBannerUpdate,
    responses: { 200: ZAdminBanner },
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/banners/order',
    auth: { permission: 'catalogue' },
    tags,
    summary: "One list's new order: every banner id of the kind once",
    body: ZBannerOrder,
    responses: { 200: ZAdminBannerLists },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/banners/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Delete a banner',
    params: ZIdParams,
    responses: { 200: ZDeleted },
  }),
};

const MB = Math.round(CSV_IMPORT_MAX_BYTES / (1024 * 1024));

export const adminCsv = {
  /** Streamed text/csv: the page downloads it with its token, so there is no client method. */
  exportProducts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/export/products.csv',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Every product with its variants as CSV, one row per variant (docs/decisions/022 lists the columns)',
    description: 'Streamed a page of products at a time. Cells starting with = + - @, a tab or CR get a leading quote.',
    responses: { 200: z.string().describe('text/csv') },
    client: false,
  }),
  importProducts: defineEndpoint({
    method: 'POST',
    path: '/api/admin/import/products',
    auth: { permission: 'catalogue' },
    tags,
    summary: `Create or update products and variants by SKU from the export's CSV (multipart field "file", ${MB} MB)`,
    description:
      `dryRun=true (the default) checks every row and answers the errors (at most ${CSV_IMPORT_MAX_ERRORS}) and ` +
      'what would change, writing nothing; dryRun=false checks again and writes everything in one transaction, or ' +
      'nothing when any row is wrong (400 with the same report).',
    query: ZImportQuery,
    multipart: true,
    responses: { 200: ZImportReport },
    errors: [413, 415],
  }),
};
