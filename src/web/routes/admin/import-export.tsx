import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { ImportExportScreen } from '#src/web/features/admin-taxonomy/index';
import type { Route } from './+types/import-export';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_TAXONOMY_PAGES.importExport.title, matches);
}

/** Admins only: the check answers 404 (Page Not Found) for anyone else, staff included. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => {
    await api.adminCategories.list();
    return null;
  });
}

export default function ImportExport() {
  return <ImportExportScreen />;
}
