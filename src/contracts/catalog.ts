import { z } from 'zod';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ZCategoryList, ZCategoryData, ZProduct, ZProductDetail, ZProductListing, ZBanner } from './catalog-schemas';
import {
  ZCountry,
  ZListingQuery,
  ZSearchQuery,
  ZFeaturedQuery,
  ZSearchResults,
  ZSuggestQuery,
  ZSuggestion,
  ZRelatedQuery,
  PRODUCT_IDS_MAX,
  PRODUCT_IDS_DEFAULT,
  ZProductIdsQuery,
  ZProductIds,
} from './catalog-queries';

export * from './catalog-schemas';
export * from './catalog-queries';

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
