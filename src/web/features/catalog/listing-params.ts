import type { TListingSort, TSearchSort } from '#src/contracts/catalog';
import { PAGE_MAX, PRICE_MAX, PRICE_MIN, RATING_FILTER_OPTIONS } from '#src/shared/constants';

/**
 * The listing's filters live in the URL (`?minPrice=&maxPrice=&rating=&page=&sort=`) so that links can be shared
 * and Back works. Anything unreadable in the URL is dropped rather than refused: a hand-edited link still shows
 * products.
 */
export type ListingFilters = {
  /** Absent means "no lower bound" (the slider's left end). */
  minPrice?: number;
  /** Absent means "no upper bound" (the slider's right end). */
  maxPrice?: number;
  rating?: number;
  page: number;
  /** A listing's order; search results also rank by relevance (issue 32 §3). */
  sort: TSearchSort;
  /** The page's own order, left out of its addresses: 'newest' for listings (absent), 'relevance' for search. */
  defaultSort?: TSearchSort;
};

export const SORTS = ['newest', 'price-asc', 'price-desc', 'rating'] as const satisfies readonly TListingSort[];
export const DEFAULT_SORT: TListingSort = 'newest';
/** The search page's orders: relevance (its default) and the listing's. */
export const SEARCH_SORTS = ['relevance', ...SORTS] as const satisfies readonly TSearchSort[];

/** The sorts a page offers, from its filters: the search page's when its default is relevance. */
export type PageSort = (typeof SEARCH_SORTS)[number];
export const sortsOf = (filters: ListingFilters): readonly PageSort[] =>
  filters.defaultSort === 'relevance' ? SEARCH_SORTS : SORTS;

/** The sort to carry in a link or form, or undefined when it is the page's own order. */
export const sortParam = (filters: ListingFilters): TSearchSort | undefined =>
  filters.sort === (filters.defaultSort ?? DEFAULT_SORT) ? undefined : filters.sort;

function wholeNumber(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** A price bound inside the slider's range; the range's own ends mean "no bound". */
function priceBound(raw: string | null, end: number): number | undefined {
  const value = wholeNumber(raw);
  if (value === undefined) return undefined;
  const clamped = Math.min(PRICE_MAX, Math.max(PRICE_MIN, value));
  return clamped === end ? undefined : clamped;
}

/**
 * `/search`'s filters: the listing's, with its sort among SEARCH_SORTS and relevance when the address names none
 * (or one it does not know).
 */
export function parseSearchParams(params: URLSearchParams): ListingFilters {
  const filters = parseListingParams(params);
  const sortRaw = params.get('sort');
  return {
    ...filters,
    sort: SEARCH_SORTS.find((option) => option === sortRaw) ?? 'relevance',
    defaultSort: 'relevance',
  };
}

export function parseListingParams(params: URLSearchParams): ListingFilters & { sort: TListingSort } {
  let minPrice = priceBound(params.get('minPrice'), PRICE_MIN);
  let maxPrice = priceBound(params.get('maxPrice'), PRICE_MAX);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const ratingValue = wholeNumber(params.get('rating'));
  const rating = RATING_FILTER_OPTIONS.find((option) => option === ratingValue);
  const page = wholeNumber(params.get('page'));
  const sortRaw = params.get('sort');
  const sort = SORTS.find((option) => option === sortRaw) ?? DEFAULT_SORT;
  return {
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(rating !== undefined ? { rating } : {}),
    page: page && page >= 1 ? Math.min(page, PAGE_MAX) : 1,
    sort,
  };
}

/** The query string for these filters, leaving out defaults (so the plain listing has a plain URL). */
export function listingSearch(filters: ListingFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.rating !== undefined) params.set('rating', String(filters.rating));
  const sort = sortParam(filters);
  if (sort !== undefined) params.set('sort', sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change of filter starts again at page 1. */
export function withFilter(filters: ListingFilters, change: Partial<Omit<ListingFilters, 'page'>>): ListingFilters {
  const next: ListingFilters = { ...filters, ...change, page: 1 };
  for (const key of ['minPrice', 'maxPrice', 'rating'] as const) if (next[key] === undefined) delete next[key];
  return next;
}

export const hasActiveFilters = (filters: ListingFilters) =>
  filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.rating !== undefined;

/** Page links to show: the first, the last, and two around the current one; `null` stands for a gap. */
export function pageItems(current: number, total: number): (number | null)[] {
  if (total <= 1) return [];
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  if (current <= 3) [2, 3, 4].forEach((n) => n <= total && wanted.add(n));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((n) => n >= 1 && wanted.add(n));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) items.push(n - previous === 2 ? n - 1 : null);
    items.push(n);
  });
  return items;
}
