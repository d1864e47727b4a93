import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { LoadFailed } from '../features/shopping/load-failed';
import { MyListPage } from '../features/shopping/my-list-page';
import { PageSkeleton } from '../features/shopping/page-skeleton';
import { loadForShopper } from '../features/shopping/shopper-loader';
import { rememberMyList } from '../features/shopping/shopping-store';
import { api } from '../lib/api';
import type { Route } from './+types/my-list';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(SHOP_PAGES_TEXT.myListTitle, matches) }, { name: 'robots', content: 'noindex' }];
}

/** Not signed in → /signIn (spec 2); the list loads in the browser, where the session is. */
export async function clientLoader() {
  const items = await loadForShopper(({ userId }) => api.myList.list({ query: { userId } }));
  rememberMyList(items);
  return { items };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <PageSkeleton
      title={SHOP_PAGES_TEXT.myListTitle}
      crumb={SHOP_PAGES_TEXT.myListTitle}
      label={SHOP_PAGES_TEXT.loadingList}
    />
  );
}

export function ErrorBoundary() {
  return <LoadFailed />;
}

export default function MyList({ loaderData }: Route.ComponentProps) {
  return <MyListPage items={loaderData.items} />;
}
