import { ADMIN_NOTIFY_TEXT } from '#src/shared/texts/notify';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { NotificationsScreen } from '#src/web/features/admin-alerts/index';
import type { Route } from './+types/notifications';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_NOTIFY_TEXT.notifications.title, matches);
}

/** My alert e-mails and this browser's new-order sound (issue 31 §1). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => api.adminAlerts.myNotifications());
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsScreen orderAlerts={loaderData.orderAlerts} />;
}
