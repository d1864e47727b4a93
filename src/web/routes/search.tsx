import { CategoryList } from '../features/catalog/category-list';
import { ListingLayout } from '../features/catalog/listing-layout';
import { Pagination, PastTheEnd } from '../features/catalog/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { loadSearch, searchMeta } from '../features/catalog/search-data';
import { TEXT } from '#src/shared/texts';
import type { Route } from './+types/search';
import { shopOf } from '#src/web/lib/shop';

export const loader = (args: Route.LoaderArgs) => loadSearch(args);

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return searchMeta(data, shopOf(matches));
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, categories, listing, filters } = loaderData;
  const pastEnd = listing.products.length === 0 && listing.total > 0;
  return (
    <ListingLayout
      title={q ? TEXT.catalog.searchTitle(q) : TEXT.shell.search}
      crumbs={[{ label: TEXT.shell.home, to: '/' }, { label: TEXT.shell.search }]}
      total={pastEnd ? null : listing.total}
      sidebar={<CategoryList categories={categories} />}
    >
      <ProductGrid
        products={listing.products}
        empty={
          pastEnd ? (
            <PastTheEnd filters={filters} totalPages={listing.totalPages} keep={{ q }} />
          ) : (
            <p className="font-semibold text-slate-900">
              {q ? TEXT.catalog.searchNoResults(q) : TEXT.catalog.searchEmpty}
            </p>
          )
        }
      />
      <Pagination filters={filters} totalPages={listing.totalPages} keep={{ q }} />
    </ListingLayout>
  );
}
