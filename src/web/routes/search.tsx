import { Link } from 'react-router';
import { CategoryList } from '../features/catalog/category-list';
import { hasActiveFilters, listingSearch } from '../features/catalog/listing-params';
import { PriceFilter } from '../features/catalog/price-filter';
import { RatingFilter } from '../features/catalog/rating-filter';
import { ListingLayout } from '../features/catalog/listing-layout';
import { Pagination, PastTheEnd } from '../features/catalog/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { SortSelect } from '../features/catalog/sort-select';
import { loadSearch, searchMeta } from '../features/catalog/search-data';
import { RouteErrorScreen } from '../features/layout/error-screen';
import { TEXT } from '#src/shared/texts';
import { SEARCH_TEXT } from '#src/shared/texts/search';
import type { Route } from './+types/search';
import { shopOf } from '#src/web/lib/shop';

export const loader = (args: Route.LoaderArgs) => loadSearch(args);

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return searchMeta(data, shopOf(matches));
}

/** Over the per-address search limit (429): "Too many searches" and how long to wait, inside the shop. */
export function ErrorBoundary() {
  return <RouteErrorScreen tooMany={TEXT.errorPage.tooManySearches} />;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, categories, listing, filters, didYouMean } = loaderData;
  const pastEnd = listing.products.length === 0 && listing.total > 0;
  const filtered = hasActiveFilters(filters);
  return (
    <ListingLayout
      title={q ? TEXT.catalog.searchTitle(q) : TEXT.shell.search}
      crumbs={[{ label: TEXT.shell.home, to: '/' }, { label: TEXT.shell.search }]}
      total={pastEnd ? null : listing.total}
      activeFilters={
        [filters.minPrice ?? filters.maxPrice, filters.rating].filter((value) => value !== undefined).length
      }
      toolbar={q ? <SortSelect filters={filters} keep={{ q }} /> : undefined}
      sidebar={
        <>
          <CategoryList categories={categories} />
          {/* Keyed by the applied range so Back and "clear" reset the slider too. */}
          <PriceFilter key={`${filters.minPrice}-${filters.maxPrice}`} filters={filters} keep={{ q }} />
          <RatingFilter filters={filters} keep={{ q }} />
          {filtered && (
            <Link
              to={`/search?${new URLSearchParams({ q }).toString()}`}
              className="block rounded-xl px-2 py-1 text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {TEXT.catalog.clearFilters}
            </Link>
          )}
        </>
      }
    >
      <ProductGrid
        products={listing.products}
        empty={
          pastEnd ? (
            <PastTheEnd filters={filters} totalPages={listing.totalPages} keep={{ q }} />
          ) : didYouMean ? (
            <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
              {SEARCH_TEXT.noResultsFor(q)} — {SEARCH_TEXT.didYouMean}{' '}
              <Link
                to={`/search${listingSearch({ ...filters, page: 1 }, { q: didYouMean })}`}
                className="text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {didYouMean}
              </Link>
              ?
            </p>
          ) : (
            <>
              <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                {filtered ? TEXT.catalog.noResults : q ? TEXT.catalog.searchNoResults(q) : TEXT.catalog.searchEmpty}
              </p>
              {filtered && <p className="mt-1 text-sm text-slate-600">{TEXT.catalog.noResultsHint}</p>}
            </>
          )
        }
      />
      <Pagination filters={filters} totalPages={listing.totalPages} keep={{ q }} />
    </ListingLayout>
  );
}
