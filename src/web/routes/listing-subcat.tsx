import { loadListing, listingMeta } from '../features/catalog/listing-data';
import { RouteErrorScreen } from '../features/layout/error-screen';
import { ListingPage } from '../features/catalog/listing-page';
import type { Route } from './+types/listing-subcat';
import { shopOf } from '#src/web/lib/shop';

/** An unknown or malformed id is Page Not Found; any other failure the shop's error page with its status. */
export function ErrorBoundary() {
  return <RouteErrorScreen />;
}

export const loader = (args: Route.LoaderArgs) => loadListing(args, 'subCat');

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return listingMeta(data, shopOf(matches));
}

export default function SubCategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
