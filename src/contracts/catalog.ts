import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_QUERY_MAX } from '../shared/constants';
import { NET_UNITS } from '../shared/unit-price';
import { ZId, ZIdParams, ZPageNumber } from './common';
import { defineEndpoint } from './endpoint';

export const ZCategoryChild = z.object({
  id: z.number(),
  _id: z.number(),
  /** Null for a top category; a sub-category's parent (for breadcrumbs). */
  parentId: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  images: z.array(z.string()),
});

export const ZCategory = ZCategoryChild.extend({
  children: z.array(ZCategoryChild),
});

export const ZCategoryList = z.object({ categoryList: z.array(ZCategory) });
export const ZCategoryData = z.object({ categoryData: z.array(ZCategory) });

/** Rupees per kg, per l or per piece (src/shared/unit-price.ts, decision 020). */
export const ZUnitPrice = z.object({ amount: z.number(), per: z.enum(['kg', 'l', 'piece']) });

const ZFactText = z.string().trim().min(1).max(500);
const ZSpecRow = z.object({ name: z.string().trim().min(1).max(80), value: ZFactText });

/**
 * A product's own facts for the Additional info tab, typed by its kind (decision 020). The net quantity is the
 * variant's (each pack has its own); everything else is the product's.
 */
export const ZProductFacts = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('food'),
    /** The Indian mark: a green dot (veg) or a brown one (non-veg). */
    diet: z.enum(['veg', 'non-veg']),
    ingredients: ZFactText.optional(),
    allergens: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
    storage: ZFactText.optional(),
    shelfLife: ZFactText.optional(),
    countryOfOrigin: ZFactText.optional(),
  }),
  z.object({
    kind: z.literal('fashion'),
    material: ZFactText,
    fit: ZFactText.optional(),
    care: ZFactText.optional(),
    countryOfOrigin: ZFactText.optional(),
  }),
  z.object({
    kind: z.literal('electronics'),
    specs: z.array(ZSpecRow).min(1).max(40),
    warranty: ZFactText.optional(),
    countryOfOrigin: ZFactText.optional(),
  }),
  /** Household and personal care: how to use it, what is in it, where it is from. */
  z.object({
    kind: z.literal('general'),
    specs: z.array(ZSpecRow).max(40),
    countryOfOrigin: ZFactText.optional(),
  }),
]);

/** One pack or option of a product, with its own SKU, price and stock (decision 020). */
export const ZVariant = z.object({
  id: z.number(),
  sku: z.string(),
  /** What the shopper chooses: "500 g", "M", "8GB", "M · Blue". */
  label: z.string(),
  size: z.string().optional(),
  ram: z.string().optional(),
  weight: z.string().optional(),
  price: z.number().int(),
  oldPrice: z.number().int(),
  discount: z.number().int(),
  countInStock: z.number().int(),
  netQuantity: z.number().optional(),
  unit: z.enum(NET_UNITS).optional(),
  unitPrice: ZUnitPrice.optional(),
});

export const ZProduct = z.object({
  id: z.number(),
  _id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number().int(),
  oldPrice: z.number().int(),
  discount: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  countInStock: z.number().int(),
  catId: z.number(),
  catName: z.string(),
  subCatId: z.number().nullable(),
  subCatName: z.string(),
  images: z.array(z.string()),
  size: z.array(z.string()),
  productRam: z.array(z.string()),
  productWeight: z.array(z.string()),
  countries: z.array(z.string()),
  isFeatured: z.boolean(),
  dateCreated: z.string(),
  /** The default variant's unit price, when its pack has a net quantity. */
  unitPrice: ZUnitPrice.optional(),
  /** How many variants the product has (1 when it has no options): more than one needs a choice before adding. */
  variantCount: z.number().int(),
});

/** `GET /api/products/{id}`: the listing shape plus every variant and the product's facts. */
export const ZProductDetail = ZProduct.extend({
  variants: z.array(ZVariant),
  facts: ZProductFacts.nullable(),
});

export const ZProductListing = z.object({
  products: z.array(ZProduct),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});

export const ZBanner = z.object({
  id: z.number(),
  _id: z.number(),
  title: z.string(),
  images: z.array(z.string()),
  catId: z.number(),
  subCatId: z.number().nullable(),
});

export const ZCountry = z.object({ _id: z.string(), country: z.string(), iso2: z.string() });

export const ZLocation = z.string().trim().max(100).optional();

/** `unit-price`: cheapest per kg / l / piece first; products without a unit price last. */
export const ZListingSort = z.enum(['newest', 'price-asc', 'price-desc', 'rating', 'unit-price']);

const ZPrice = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(10_000_000);

/** Every listing endpoint takes the same filters; all given ones apply together. */
export const ZListingQuery = z
  .object({
    catId: ZId.optional(),
    subCatId: ZId.optional(),
    minPrice: ZPrice.optional(),
    maxPrice: ZPrice.optional(),
    rating: z.coerce.number({ error: 'must be a number' }).min(0).max(5).optional(),
    location: ZLocation,
    page: ZPageNumber,
    perPage: z.coerce.number({ error: 'must be a number' }).int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    sort: ZListingSort.default('newest'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
    path: ['minPrice'],
  });

/** Search takes the listings' price and rating filters too (the spec's filters on listing and search pages). */
export const ZSearchQuery = z
  .object({
    q: z
      .string()
      .max(SEARCH_QUERY_MAX * 25)
      .default(''),
    page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
    perPage: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    location: ZLocation,
    minPrice: ZPrice.optional(),
    maxPrice: ZPrice.optional(),
    rating: z.coerce.number({ error: 'must be a number' }).min(0).max(5).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
    path: ['minPrice'],
  });

export const ZFeaturedQuery = z.object({ location: ZLocation });

/** Search answers the same shape as the listings on /api/search/results (the results page needs the total). */
export const ZSearchResults = ZProductListing;

export const ZSuggestQuery = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX * 25)
    .default(''),
  location: ZLocation,
});

export const ZSuggestion = z.object({
  type: z.enum(['product', 'category']),
  id: z.number(),
  _id: z.number(),
  name: z.string(),
  /** For a product: its first image; for a category: its own image. */
  image: z.string().nullable(),
  /** For a sub-category: its parent; for a product: its category. */
  catId: z.number().nullable(),
});

export const ZRelatedQuery = z.object({ location: ZLocation });

/** Ids per answer of `GET /api/products/ids`: one sitemap file's worth (the sitemap protocol's 50,000 URLs). */
export const PRODUCT_IDS_MAX = 50_000;
export const PRODUCT_IDS_DEFAULT = 1000;

/** Every product's id, ascending, a page at a time: ids greater than `after`, at most `limit` of them. */
export const ZProductIdsQuery = z.object({
  after: z.coerce.number({ error: 'must be a number' }).int().min(0).max(2_147_483_647).default(0),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(PRODUCT_IDS_MAX).default(PRODUCT_IDS_DEFAULT),
});

export const ZProductIds = z.object({
  products: z.array(z.object({ id: z.number().int(), updatedAt: z.string() })),
  /** The `after` of the next page, or null after the last product. */
  next: z.number().int().nullable(),
});

export type TCategory = z.infer<typeof ZCategory>;
export type TCategoryChild = z.infer<typeof ZCategoryChild>;
export type TProduct = z.infer<typeof ZProduct>;
export type TProductDetail = z.infer<typeof ZProductDetail>;
export type TVariant = z.infer<typeof ZVariant>;
export type TProductFacts = z.infer<typeof ZProductFacts>;
export type TUnitPrice = z.infer<typeof ZUnitPrice>;
export type TProductListing = z.infer<typeof ZProductListing>;
export type TBanner = z.infer<typeof ZBanner>;
export type TCountry = z.infer<typeof ZCountry>;
export type TListingSort = z.infer<typeof ZListingSort>;

export type TSuggestion = z.infer<typeof ZSuggestion>;

export type TCategoryList = z.infer<typeof ZCategoryList>;
export type TCategoryData = z.infer<typeof ZCategoryData>;
export type TProductIds = z.infer<typeof ZProductIds>;

// ── Endpoints ──────────────────────────────────────────────────────────────────────────────────────────────────────
const tags = ['catalog'];
const ZProducts = z.array(ZProduct);
const ZBanners = z.array(ZBanner);

const listingDescription =
  'Filters: catId or subCatId (one is required), minPrice/maxPrice, rating (n and up), location (country ' +
  'name, ISO2 code or All; an unknown one is a 400), page, perPage (≤ 100), sort. `total` counts every match.';
/** The four listing endpoints take the same filters; each needs the one it is named after (checked by the server). */
const listing = <const P extends `/api/products/${string}`>(path: P, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    auth: 'public',
    tags,
    summary,
    description: listingDescription,
    query: ZListingQuery,
    responses: { 200: ZProductListing },
  });
const bannerList = <const P extends `/api/${string}`>(path: P, summary: string) =>
  defineEndpoint({ method: 'GET', path, auth: 'public', tags, summary, responses: { 200: ZBanners } });

export const catalog = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/category',
    auth: 'public',
    tags,
    summary: 'Top categories in display order, each with its sub-categories',
    responses: { 200: ZCategoryList },
  }),
  category: defineEndpoint({
    method: 'GET',
    path: '/api/category/:id',
    auth: 'public',
    tags,
    summary: 'One category (top or sub) with its sub-categories',
    params: ZIdParams,
    responses: { 200: ZCategoryData },
  }),
  byCategory: listing('/api/products/catId', 'Products of a category'),
  bySubCategory: listing('/api/products/subCatId', 'Products of a sub-category'),
  byRating: listing('/api/products/rating', 'Products rated n stars and up, in a category or sub-category'),
  byPrice: listing('/api/products/fiterByPrice', 'Products in a price range, in a category or sub-category'),
  featured: defineEndpoint({
    method: 'GET',
    path: '/api/products/featured',
    auth: 'public',
    tags,
    summary: 'Featured products sold in the location, newest first',
    query: ZFeaturedQuery,
    responses: { 200: ZProducts },
  }),
  productIds: defineEndpoint({
    method: 'GET',
    path: '/api/products/ids',
    auth: 'public',
    tags,
    summary: 'Every product id with its last change, ascending, a page at a time (for sitemaps)',
    description:
      `Ids greater than \`after\` (default 0), at most \`limit\` (default ${PRODUCT_IDS_DEFAULT}, at most ` +
      `${PRODUCT_IDS_MAX}); \`next\` is the \`after\` of the next page, null after the last.`,
    query: ZProductIdsQuery,
    responses: { 200: ZProductIds },
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/api/products/:id',
    auth: 'public',
    tags,
    summary: 'One product with its variants (packs or options, each with its own price and stock) and facts',
    description:
      "price, oldPrice, discount and countInStock are the default variant's (the cheapest in stock); size, " +
      'productRam and productWeight list the option labels, as the spec has them.',
    params: ZIdParams,
    responses: { 200: ZProductDetail },
  }),
  related: defineEndpoint({
    method: 'GET',
    path: '/api/products/:id/related',
    auth: 'public',
    tags,
    summary: 'Up to 12 products of the same sub-category, without the product itself',
    params: ZIdParams,
    query: ZRelatedQuery,
    responses: { 200: ZProducts },
  }),
  homeBanners: bannerList('/api/homeBanner', 'Home slider banners'),
  banners: bannerList('/api/banners', 'The home banner strip'),
  sideBanners: bannerList('/api/homeSideBanners', 'Side banners beside the featured products'),
};

const ranking =
  'Full-text over name (strongest), brand and category names, then description; when nothing matches, ' +
  'names similar to the text (typos). Empty text answers nothing; text past 200 characters is cut.';

export const search = {
  /** The spec's array answer; the total is in the X-Total-Count header. */
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    auth: 'public',
    tags: ['search'],
    summary: 'Ranked products for a search text (one page; the total is in the X-Total-Count header)',
    description: ranking,
    query: ZSearchQuery,
    responses: { 200: ZProducts },
  }),
  /** The same ranking with `total` and `totalPages`, for the results page. */
  results: defineEndpoint({
    method: 'GET',
    path: '/api/search/results',
    auth: 'public',
    tags: ['search'],
    summary: 'The same ranked search with total and totalPages, for the results page',
    description: ranking,
    query: ZSearchQuery,
    responses: { 200: ZSearchResults },
  }),
  suggest: defineEndpoint({
    method: 'GET',
    path: '/api/search/suggest',
    auth: 'public',
    tags: ['search'],
    summary: 'At most 8 suggestions while typing (2 characters or more): matching categories first, then product names',
    query: ZSuggestQuery,
    responses: { 200: z.array(ZSuggestion) },
  }),
};

export const locations = {
  countries: defineEndpoint({
    method: 'GET',
    path: '/api/countries',
    auth: 'public',
    tags: ['locations'],
    summary: 'Countries for the location selector, sorted by name (bundled data)',
    responses: { 200: z.array(ZCountry) },
  }),
};
