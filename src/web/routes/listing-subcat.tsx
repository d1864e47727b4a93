import { loadListing, listingMeta } from '../features/catalog/listing-data';
import { NotFoundOnly } from '../features/catalog/not-found-only';
import { ListingPage } from '../features/catalog/listing-page';
import type { Route } from './+types/listing-subcat';
import { ErrorBoundary as NotFoundPage } from './not-found';

export function ErrorBoundary() {
  return (
    <NotFoundOnly>
      <NotFoundPage />
    </NotFoundOnly>
  );
}

export const loader = (args: Route.LoaderArgs) => loadListing(args, 'subCat');

export const meta = ({ data }: Route.MetaArgs) => listingMeta(data);

export default function SubCategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
