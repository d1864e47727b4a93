import { ChevronDown } from '#src/web/components/ui/icons';
import { useId } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import type { TSearchSort } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { SEARCH_TEXT } from '#src/shared/texts/search';
import { listingSearch, sortsOf, withFilter, type ListingFilters, type PageSort } from './listing-params';

const sortLabel = (sort: PageSort) => (sort === 'relevance' ? SEARCH_TEXT.relevance : TEXT.catalog.sorts[sort]);

/**
 * Sort order of a listing or of search results (which add relevance, issue 32 §3); with JavaScript a change applies
 * at once, without it the form's button does. `keep`: the page's own parameters (search's `q`).
 */
export function SortSelect({ filters, keep = {} }: { filters: ListingFilters; keep?: Record<string, string> }) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Form method="get" className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only text-sm whitespace-nowrap text-slate-600 sm:not-sr-only">
        {TEXT.catalog.sortBy}
      </label>
      <span className="relative">
        <select
          id={id}
          name="sort"
          value={filters.sort}
          onChange={(event) => {
            const next = withFilter(filters, { sort: event.target.value as TSearchSort });
            void navigate(`${pathname}${listingSearch(next, keep)}`, { preventScrollReset: true });
          }}
          className="h-10 appearance-none rounded-xl border border-slate-200 bg-white pr-9 pl-3 text-sm font-medium text-slate-800 hover:border-slate-300 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        >
          {sortsOf(filters).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabel(sort)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </span>
      {filters.minPrice !== undefined && <input type="hidden" name="minPrice" value={filters.minPrice} />}
      {filters.maxPrice !== undefined && <input type="hidden" name="maxPrice" value={filters.maxPrice} />}
      {filters.rating !== undefined && <input type="hidden" name="rating" value={filters.rating} />}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <button type="submit" className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
          {TEXT.catalog.apply}
        </button>
      </noscript>
    </Form>
  );
}
