import { roleGrants } from '#src/shared/permissions';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { Dashboard } from '#src/web/features/admin-customers/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/overview';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_CUSTOMERS_TEXT.dashboard.title, matches);
}

/** The dashboard (docs/decisions/028): the orders' figures for everyone here, the stock's for the roles that keep it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => {
    const [me, figures] = await Promise.all([api.admin.me(), api.adminDashboard.get()]);
    return { figures, stock: roleGrants(me.role, 'stock') ? await api.admin.overview() : null };
  });
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <Dashboard figures={loaderData.figures} stock={loaderData.stock} />;
}
