import { TEXT } from '#src/shared/texts';
import { LoadFailed } from '../features/shopping/load-failed';
import { MyListPage } from '../features/shopping/my-list-page';
import { PageSkeleton } from '../features/shopping/page-skeleton';
import { loadForShopper } from '../features/shopping/shopper-loader';
import { rememberMyList } from '../features/shopping/shopping-store';
import { api } from '../lib/api';
import type { Route } from './+types/my-list';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.shopPages.myListTitle, matches) }, { name: 'robots', content: 'noindex' }];
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
      title={TEXT.shopPages.myListTitle}
      crumb={TEXT.shopPages.myListTitle}
      label={TEXT.shopPages.loadingList}
    />
  );
}

export function ErrorBoundary() {
  return <LoadFailed />;
}

export default function MyList({ loaderData }: Route.ComponentProps) {
  return <MyListPage items={loaderData.items} />;
}
