import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { ProductEditor } from '#src/web/features/admin-products/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { idParam } from '#src/web/lib/not-found';
import type { Route } from './+types/product-edit';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

export function meta({ matches, data }: Route.MetaArgs) {
  return adminTitle(data?.product ? E.editTitle(data.product.name) : E.newTitle, matches);
}

/** `/admin/products/new` (no id) or `/admin/products/:id`, archived or not; a missing product is the 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = params.id === undefined ? null : idParam(params.id);
  return adminLoad({ context, request }, async (api) => {
    const [product, categories, gst] = await Promise.all([
      id === null ? null : api.admin.product({ params: { id } }),
      api.catalog.categories(),
      api.adminGst.rates(),
    ]);
    return { product, categories: categories.categoryList, gstRates: gst.rates };
  });
}

export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  return (
    <ProductEditor
      key={loaderData.product?.id ?? 'new'}
      product={loaderData.product}
      categories={loaderData.categories}
      gstRates={loaderData.gstRates}
    />
  );
}
