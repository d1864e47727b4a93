import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_QUERY_MAX } from '../shared/constants';
import { ZId, ZPageNumber } from './common';
import { ZProductListing } from './catalog-schemas';

// What the storefront asks the catalogue: listings, search, suggestions, locations and product ids.

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

/** Search ranks by relevance unless asked for a listing's order (issue 32 §3: `/search?sort=`). */
export const ZSearchSort = z.enum(['relevance', ...ZListingSort.options]);

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
    sort: ZSearchSort.default('relevance'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
    path: ['minPrice'],
  });

export const ZFeaturedQuery = z.object({ location: ZLocation });

/**
 * Search answers the same shape as the listings on /api/search/results (the results page needs the total), and,
 * when nothing matched, `didYouMean`: a spelling of the text that finds something (issue 32 §3).
 */
export const ZSearchResults = ZProductListing.extend({ didYouMean: z.string().optional() });

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

export type TCountry = z.infer<typeof ZCountry>;
export type TListingSort = z.infer<typeof ZListingSort>;
export type TSearchSort = z.infer<typeof ZSearchSort>;
export type TSearchResults = z.infer<typeof ZSearchResults>;
export type TSuggestion = z.infer<typeof ZSuggestion>;
export type TProductIds = z.infer<typeof ZProductIds>;
