import { loadListing, listingMeta } from '../features/catalog/listing-data';
import { NotFoundOnly } from '../features/catalog/not-found-only';
import { ListingPage } from '../features/catalog/listing-page';
import type { Route } from './+types/listing-category';
import { ErrorBoundary as NotFoundPage } from './not-found';

export function ErrorBoundary() {
  return (
    <NotFoundOnly>
      <NotFoundPage />
    </NotFoundOnly>
  );
}

export const loader = (args: Route.LoaderArgs) => loadListing(args, 'category');

export const meta = ({ data }: Route.MetaArgs) => listingMeta(data);

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
