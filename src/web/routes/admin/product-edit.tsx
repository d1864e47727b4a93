import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { AdminLoading, AdminProductsShell, ProductEditor, adminLoad } from '../../features/admin-products/index';
import { api } from '../../lib/api';
import { pageTitle } from '#src/web/lib/shop';
import { ErrorBoundary as NotFoundPage } from '../not-found';
import type { Route } from './+types/product-edit';

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
  const title = data?.product
    ? ADMIN_PRODUCTS_TEXT.productEditor.editTitle(data.product.name)
    : ADMIN_PRODUCTS_TEXT.productEditor.newTitle;
  return [{ title: pageTitle(title, matches) }, { name: 'robots', content: 'noindex' }];
}

/** `/admin/products/new` (no id) or `/admin/products/:id`, archived or not. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return adminLoad(async () => {
    const id = params.id;
    const [product, categories] = await Promise.all([
      id
        ? api.admin.product({ params: { id: Number(id) } })
        : api.admin.products({ query: { perPage: 1 } }).then(() => null),
      api.catalog.categories(),
    ]);
    return { product, categories: categories.categoryList };
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading label={ADMIN_PRODUCTS_TEXT.adminProducts.loading} />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  return (
    <AdminProductsShell>
      <ProductEditor
        key={loaderData.product?.id ?? 'new'}
        product={loaderData.product}
        categories={loaderData.categories}
      />
    </AdminProductsShell>
  );
}
