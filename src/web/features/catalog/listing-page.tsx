import { Link } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { CategoryList } from './category-list';
import { listingCrumbs, scopeName, type ListingData } from './listing-data';
import { ListingLayout } from './listing-layout';
import { hasActiveFilters } from './listing-params';
import { Pagination, PastTheEnd } from './pagination';
import { PriceFilter } from './price-filter';
import { ProductGrid } from './product-grid';
import { RatingFilter } from './rating-filter';
import { SortSelect } from './sort-select';

/** A category or sub-category listing: every filter comes from the URL through the loader. */
export function ListingPage({ data }: { data: ListingData }) {
  const { scope, categories, listing, filters } = data;
  const filtered = hasActiveFilters(filters);
  const current = scope.subCategory ?? scope.category;
  const pastEnd = listing.products.length === 0 && listing.total > 0;
  const sidebar = (
    <>
      <CategoryList
        categories={categories}
        currentCategoryId={scope.category.id}
        currentSubCategoryId={scope.subCategory?.id}
      />
      {/* Keyed by the applied range so Back and "clear" reset the slider too. */}
      <PriceFilter key={`${filters.minPrice}-${filters.maxPrice}`} filters={filters} />
      <RatingFilter filters={filters} />
      {filtered && (
        <Link
          to={current === scope.category ? `/products/category/${current.id}` : `/products/subCat/${current.id}`}
          className="block rounded-xl px-2 py-1 text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {TEXT.catalog.clearFilters}
        </Link>
      )}
    </>
  );
  return (
    <ListingLayout
      title={scopeName(scope)}
      crumbs={listingCrumbs(scope)}
      tint={scope.category.color}
      image={current.images[0]}
      total={pastEnd ? null : listing.total}
      activeFilters={
        [filters.minPrice ?? filters.maxPrice, filters.rating].filter((value) => value !== undefined).length
      }
      toolbar={<SortSelect filters={filters} />}
      sidebar={sidebar}
    >
      <ProductGrid
        products={listing.products}
        empty={
          pastEnd ? (
            <PastTheEnd filters={filters} totalPages={listing.totalPages} />
          ) : (
            <>
              <p className="font-semibold text-slate-900">{TEXT.catalog.noResults}</p>
              {filtered && <p className="mt-1 text-sm text-slate-600">{TEXT.catalog.noResultsHint}</p>}
            </>
          )
        }
      />
      <Pagination filters={filters} totalPages={listing.totalPages} />
    </ListingLayout>
  );
}
