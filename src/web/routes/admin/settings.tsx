import { ADMIN_SETTINGS_TEXT } from '#src/shared/texts/admin-settings';
import { SettingsScreen } from '#src/web/features/admin-settings/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/settings';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_SETTINGS_TEXT.title, matches);
}

/** Permission `settings` (admins); anyone else gets the back office's 404 (decision 021). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, (api) => api.adminSettings.get());
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen settings={loaderData} />;
}
