import type {
  TBanner,
  TCategoryData,
  TCategoryList,
  TCountry,
  TListingQuery,
  TProduct,
  TProductListing,
  TSearchQuery,
  TSuggestion,
} from '#src/contracts/catalog';
import type { TReview } from '#src/contracts/reviews';
import type { Send } from '../api-client';

type SearchOptions = Omit<TSearchQuery, 'q'>;

/** `search('milk', { page: 2 })` or `search({ q: 'milk', page: 2 })`. */
const searchQuery = (query: string | TSearchQuery, options: SearchOptions = {}): TSearchQuery =>
  typeof query === 'string' ? { ...options, q: query } : { ...query, ...options };

export function catalogApi(send: Send) {
  return {
    categories: () => send<TCategoryList>({ method: 'GET', path: '/api/category' }),
    category: (id: number) => send<TCategoryData>({ method: 'GET', path: `/api/category/${id}` }),
    featured: (location?: string) =>
      send<TProduct[]>({ method: 'GET', path: '/api/products/featured', query: { location } }),
    /** Listings: every given filter applies; `total`/`totalPages` count all matches. */
    byCategory: (query: TListingQuery) => send<TProductListing>({ method: 'GET', path: '/api/products/catId', query }),
    bySubCategory: (query: TListingQuery) =>
      send<TProductListing>({ method: 'GET', path: '/api/products/subCatId', query }),
    byRating: (query: TListingQuery) => send<TProductListing>({ method: 'GET', path: '/api/products/rating', query }),
    byPrice: (query: TListingQuery) =>
      send<TProductListing>({ method: 'GET', path: '/api/products/fiterByPrice', query }),
    product: (id: number) => send<TProduct>({ method: 'GET', path: `/api/products/${id}` }),
    related: (id: number, location?: string) =>
      send<TProduct[]>({ method: 'GET', path: `/api/products/${id}/related`, query: { location } }),
    homeBanners: () => send<TBanner[]>({ method: 'GET', path: '/api/homeBanner' }),
    banners: () => send<TBanner[]>({ method: 'GET', path: '/api/banners' }),
    sideBanners: () => send<TBanner[]>({ method: 'GET', path: '/api/homeSideBanners' }),
    countries: () => send<TCountry[]>({ method: 'GET', path: '/api/countries' }),
    /** Ranked results of one page (the spec's array answer). */
    search: (query: string | TSearchQuery, options?: SearchOptions) =>
      send<TProduct[]>({ method: 'GET', path: '/api/search', query: searchQuery(query, options) }),
    /** The same ranking with `total` and `totalPages`, for the results page. */
    searchResults: (query: string | TSearchQuery, options?: SearchOptions) =>
      send<TProductListing>({ method: 'GET', path: '/api/search/results', query: searchQuery(query, options) }),
    /** At most 8 product and category names for the header box. */
    suggest: (q: string, location?: string) =>
      send<TSuggestion[]>({ method: 'GET', path: '/api/search/suggest', query: { q, location } }),
    reviews: (productId: number) =>
      send<TReview[]>({ method: 'GET', path: '/api/productReviews', query: { productId } }),
  };
}
