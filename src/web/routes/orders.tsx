import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { TEXT } from '#src/shared/texts';
import { LoadFailed } from '../features/shopping/load-failed';
import { OrdersPage } from '../features/shopping/orders-page';
import { PageSkeleton } from '../features/shopping/page-skeleton';
import { loadForShopper } from '../features/shopping/shopper-loader';
import { api } from '../lib/api';
import type { Route } from './+types/orders';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.orders, matches) }, { name: 'robots', content: 'noindex' }];
}

/** Without a token → /signIn (spec 2); the shopper's own orders, newest first. */
export async function clientLoader() {
  const orders = await loadForShopper(({ userId }) => api.orders.list({ query: { userid: userId } }));
  return { orders };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton title={SHOP_PAGES_TEXT.ordersTitle} crumb={TEXT.orders} label={SHOP_PAGES_TEXT.loadingOrders} />;
}

export function ErrorBoundary() {
  return <LoadFailed />;
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage orders={loaderData.orders} />;
}
