import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { AdminLoading, AdminProductsShell, ProductList, adminLoad } from '../../features/admin-products/index';
import { api } from '../../lib/api';
import { pageTitle } from '#src/web/lib/shop';
import { ErrorBoundary as NotFoundPage } from '../not-found';
import type { Route } from './+types/products';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: pageTitle(ADMIN_PRODUCTS_TEXT.adminProducts.title, matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The filters live in the address: every change of them loads the list again (the admin's token is the browser's). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries([...params].filter(([, value]) => value !== ''));
  return adminLoad(async () => {
    const [list, categories] = await Promise.all([api.admin.products({ query }), api.catalog.categories()]);
    return { list, categories: categories.categoryList };
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading label={ADMIN_PRODUCTS_TEXT.adminProducts.loading} />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return (
    <AdminProductsShell>
      <ProductList list={loaderData.list} categories={loaderData.categories} />
    </AdminProductsShell>
  );
}
