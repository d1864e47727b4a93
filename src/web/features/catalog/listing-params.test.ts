import { describe, expect, it } from 'vitest';
import {
  listingSearch,
  pageItems,
  parseListingParams,
  parseSearchParams,
  sortParam,
  sortsOf,
  withFilter,
} from './listing-params';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it('reads every filter of the URL', () => {
    expect(parse('minPrice=200&maxPrice=900&rating=4&page=3&sort=price-asc')).toEqual({
      minPrice: 200,
      maxPrice: 900,
      rating: 4,
      page: 3,
      sort: 'price-asc',
    });
  });

  it('gives the defaults for a plain URL', () => {
    expect(parse('')).toEqual({ page: 1, sort: 'newest' });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parse('minPrice=abc&maxPrice=-5&rating=7&page=0&sort=cheapest')).toEqual({ page: 1, sort: 'newest' });
    expect(parse('minPrice=1e3&rating=4.5&page=2.5')).toEqual({ page: 1, sort: 'newest' });
    expect(parse('page=99999999')).toMatchObject({ page: 100_000 });
  });

  it('clamps prices to the slider range and treats its ends as no bound', () => {
    expect(parse('minPrice=100&maxPrice=60000')).toEqual({ page: 1, sort: 'newest' });
    expect(parse('minPrice=5&maxPrice=900000')).toEqual({ page: 1, sort: 'newest' });
    expect(parse('minPrice=150&maxPrice=900000')).toMatchObject({ minPrice: 150 });
  });

  it('swaps a reversed price range', () => {
    expect(parse('minPrice=900&maxPrice=200')).toMatchObject({ minPrice: 200, maxPrice: 900 });
  });
});

describe('listingSearch and withFilter', () => {
  it('leaves defaults out of the URL and round-trips the rest', () => {
    const filters = parse('maxPrice=500&rating=3&page=2&sort=rating');
    expect(listingSearch(filters)).toBe('?maxPrice=500&rating=3&sort=rating&page=2');
    expect(parse(listingSearch(filters).slice(1))).toEqual(filters);
    expect(listingSearch(parse(''))).toBe('');
  });

  it('starts again at page 1 when a filter changes, and can clear one', () => {
    const filters = parse('maxPrice=500&rating=3&page=4');
    expect(withFilter(filters, { rating: 4 })).toEqual({ maxPrice: 500, rating: 4, page: 1, sort: 'newest' });
    expect(withFilter(filters, { rating: undefined })).toEqual({ maxPrice: 500, page: 1, sort: 'newest' });
  });

  it('keeps other parameters such as the search text', () => {
    expect(listingSearch({ page: 2, sort: 'newest' }, { q: 'milk & eggs' })).toBe('?q=milk+%26+eggs&page=2');
  });
});

describe("the search page's sort (issue 32 §3)", () => {
  const search = (query: string) => parseSearchParams(new URLSearchParams(query));

  it('ranks by relevance unless the address names a listing order, and offers both', () => {
    expect(search('q=rice')).toEqual({ page: 1, sort: 'relevance', defaultSort: 'relevance' });
    expect(search('q=rice&sort=cheapest').sort).toBe('relevance');
    expect(search('q=rice&sort=price-asc').sort).toBe('price-asc');
    expect(search('q=rice&sort=newest').sort).toBe('newest');
    expect(sortsOf(search('q=rice'))).toEqual(['relevance', 'newest', 'price-asc', 'price-desc', 'rating']);
    expect(sortsOf(parse(''))).toEqual(['newest', 'price-asc', 'price-desc', 'rating']);
    // A listing never takes relevance.
    expect(parse('sort=relevance').sort).toBe('newest');
  });

  it("leaves the page's own order out of its links and keeps any other", () => {
    expect(listingSearch(search('q=rice&page=3'), { q: 'rice' })).toBe('?q=rice&page=3');
    expect(listingSearch(search('q=rice&sort=newest&page=2'), { q: 'rice' })).toBe('?q=rice&sort=newest&page=2');
    expect(listingSearch(withFilter(search('q=rice&sort=rating'), { sort: 'relevance' }), { q: 'rice' })).toBe(
      '?q=rice',
    );
    expect(sortParam(search('q=rice&sort=newest'))).toBe('newest');
    expect(sortParam(parse('sort=newest'))).toBeUndefined();
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
  });
});
