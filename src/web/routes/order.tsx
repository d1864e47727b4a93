import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { NotFoundScreen } from '../features/layout/not-found-screen';
import { LoadFailed } from '../features/shopping/load-failed';
import { OrderPage } from '../features/shopping/order-page';
import { PageSkeleton } from '../features/shopping/page-skeleton';
import { loadForShopper } from '../features/shopping/shopper-loader';
import { api } from '../lib/api';
import { idParam, orNotFound } from '../lib/not-found';
import type { Route } from './+types/order';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ params, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: pageTitle(SHOPPER_TEXT.order.title(Number(params.id)), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Without a token → /signIn, like /orders; the shopper's own order (issue 15). Another shopper's, an unknown one or
 * a malformed id → the shop's Page Not Found.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = idParam(params.id);
  // The documents (decision 054) are an extra: a failure to list them leaves the order page without the links.
  const [order, documents] = await loadForShopper(() =>
    Promise.all([
      orNotFound(api.orders.get({ params: { id } })),
      api.taxDocuments.list({ params: { id } }).catch(() => []),
    ]),
  );
  return { order, documents };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton title={TEXT.orders} crumb={TEXT.orders} label={SHOPPER_TEXT.order.loading} aside />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <LoadFailed />;
}

export default function Order({ loaderData }: Route.ComponentProps) {
  // Keyed by order: going from one order to another starts with fresh state.
  return <OrderPage key={loaderData.order.id} order={loaderData.order} documents={loaderData.documents} />;
}
