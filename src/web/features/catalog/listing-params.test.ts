import { describe, expect, it } from 'vitest';
import { listingSearch, pageItems, parseListingParams, withFilter } from './listing-params';

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
