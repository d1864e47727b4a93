import { loadListing, listingMeta } from '../features/catalog/listing-data';
import { NotFoundOnly } from '../features/catalog/not-found-only';
import { ListingPage } from '../features/catalog/listing-page';
import type { Route } from './+types/listing-subcat';
import { ErrorBoundary as NotFoundPage } from './not-found';
import { shopOf } from '#src/web/lib/shop';

export function ErrorBoundary() {
  return (
    <NotFoundOnly>
      <NotFoundPage />
    </NotFoundOnly>
  );
}

export const loader = (args: Route.LoaderArgs) => loadListing(args, 'subCat');

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return listingMeta(data, shopOf(matches));
}

export default function SubCategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
