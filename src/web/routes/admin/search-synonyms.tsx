import { SEARCH_ADMIN_TEXT } from '#src/shared/texts/search';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { SynonymsScreen } from '#src/web/features/admin-search/index';
import type { Route } from './+types/search-synonyms';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(SEARCH_ADMIN_TEXT.title, matches);
}

/** Every search synonym, by term (issue 32 §3). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => api.adminSearchSynonyms.list());
}

export default function SearchSynonyms({ loaderData }: Route.ComponentProps) {
  return <SynonymsScreen synonyms={loaderData.synonyms} />;
}
