import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { BannersScreen } from '#src/web/features/admin-taxonomy/index';
import type { Route } from './+types/banners';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_TAXONOMY_PAGES.banners.title, matches);
}

/** The three lists and the category tree for the link picker. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => {
    const [lists, tree] = await Promise.all([api.adminBanners.list(), api.adminCategories.list()]);
    return { lists, categories: tree.categories };
  });
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  return <BannersScreen lists={loaderData.lists} categories={loaderData.categories} />;
}
