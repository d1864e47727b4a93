import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { CategoriesScreen } from '#src/web/features/admin-taxonomy/index';
import type { Route } from './+types/categories';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_TAXONOMY_PAGES.categories.title, matches);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, (api) => api.adminCategories.list());
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen categories={loaderData.categories} />;
}
