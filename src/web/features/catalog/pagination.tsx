import { ChevronLeft, ChevronRight } from '#src/web/components/ui/icons';
import { Link, useLocation } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { listingSearch, pageItems, type ListingFilters } from './listing-params';

const ITEM = 'page-link';

/** Where page links go: the current filters (kept in every link) and extra parameters such as the search text. */
type PageLinksProps = { filters: ListingFilters; totalPages: number; keep?: Record<string, string> };

/** Page links that keep every filter; plain links, so they work before hydration and for crawlers. */
export function Pagination({ filters, totalPages, keep = {} }: PageLinksProps) {
  const { pathname } = useLocation();
  const items = pageItems(filters.page, totalPages);
  if (items.length === 0) return null;
  const href = (page: number) => `${pathname}${listingSearch({ ...filters, page }, keep)}`;
  const previous = filters.page > 1 && filters.page <= totalPages ? filters.page - 1 : null;
  const next = filters.page < totalPages ? filters.page + 1 : null;
  return (
    <nav aria-label={TEXT.catalog.pagination} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {previous ? (
            <Link
              to={href(previous)}
              aria-label={TEXT.catalog.previousPage}
              rel="prev"
              className={cn(ITEM, 'text-slate-700 hover:bg-brand-50 hover:text-brand-800')}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span aria-hidden="true" className={cn(ITEM, 'text-slate-300')}>
              <ChevronLeft className="size-4" />
            </span>
          )}
        </li>
        {items.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={TEXT.catalog.page(page)}
                aria-current={page === filters.page ? 'page' : undefined}
                className={cn(
                  ITEM,
                  page === filters.page ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700' : 'page-link-other',
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link
              to={href(next)}
              aria-label={TEXT.catalog.nextPage}
              rel="next"
              className={cn(ITEM, 'text-slate-700 hover:bg-brand-50 hover:text-brand-800')}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span aria-hidden="true" className={cn(ITEM, 'text-slate-300')}>
              <ChevronRight className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** What a page past the last one shows instead of 'No products match' (issue 13): where the results end, and page 1. */
export function PastTheEnd({ filters, totalPages, keep = {} }: PageLinksProps) {
  const { pathname } = useLocation();
  return (
    <>
      <p className="font-semibold text-slate-900">{TEXT.catalog.pastEnd(filters.page, totalPages)}</p>
      <Link
        to={`${pathname}${listingSearch({ ...filters, page: 1 }, keep)}`}
        className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {TEXT.catalog.backToFirstPage}
      </Link>
    </>
  );
}
