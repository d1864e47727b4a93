import { ADMIN_NOTIFY_TEXT } from '#src/shared/texts/notify';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { WebhooksScreen } from '#src/web/features/admin-alerts/index';
import type { Route } from './+types/webhooks';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_NOTIFY_TEXT.webhooks.title, matches);
}

/** The outgoing webhooks with their last call (issue 31 §1). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => api.adminAlerts.webhooks());
}

export default function Webhooks({ loaderData }: Route.ComponentProps) {
  return <WebhooksScreen webhooks={loaderData.webhooks} />;
}
