import { Check } from '#src/web/components/ui/icons';
import { Link, useLocation } from 'react-router';
import { RATING_FILTER_OPTIONS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Stars } from '#src/web/components/ui/stars';
import { FilterSection } from './filter-section';
import { listingSearch, withFilter, type ListingFilters } from './listing-params';

/** 5, 4, 3, 2, 1 stars (n and up) as links; the chosen one links back to "any rating". */
export function RatingFilter({ filters, keep = {} }: { filters: ListingFilters; keep?: Record<string, string> }) {
  const { pathname } = useLocation();
  return (
    <FilterSection title={TEXT.catalog.ratingFilter}>
      <ul className="space-y-1">
        {RATING_FILTER_OPTIONS.map((stars) => {
          const selected = filters.rating === stars;
          const next = withFilter(filters, { rating: selected ? undefined : stars });
          return (
            <li key={stars}>
              <Link
                to={`${pathname}${listingSearch(next, keep)}`}
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                className={cn('filter-row', selected && 'bg-brand-50 font-semibold text-brand-800')}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'filter-box',
                    selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white',
                  )}
                >
                  {selected && <Check className="size-3.5" strokeWidth={3} />}
                </span>
                <span aria-hidden="true" className="inline-flex">
                  <Stars value={stars} />
                </span>
                <span>{TEXT.catalog.ratingOption(stars)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}
