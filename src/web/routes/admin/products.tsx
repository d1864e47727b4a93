import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { ProductList } from '#src/web/features/admin-products/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/products';

const T = ADMIN_PRODUCTS_TEXT.adminProducts;

export function meta({ matches, location }: Route.MetaArgs) {
  const low = new URLSearchParams(location.search).get('stock') === 'low';
  return adminTitle(low ? T.lowStockTitle : T.title, matches);
}

/** The filters live in the address (shareable, the back button works): every change of them loads the list again. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries([...params].filter(([, value]) => value !== ''));
  return adminLoad({ context, request }, async (api) => {
    const [list, categories] = await Promise.all([api.admin.products({ query }), api.catalog.categories()]);
    return { list, categories: categories.categoryList };
  });
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductList list={loaderData.list} categories={loaderData.categories} />;
}
