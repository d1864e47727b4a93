import { Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { AdminNotFound, AdminShell, adminLoad } from '#src/web/features/admin/index';
import { NotFoundScreen } from '../../features/layout/not-found-screen';
import { useShop } from '#src/web/lib/shop';
import type { Route } from './+types/layout';

/** The root renders no storefront chrome around a route with this handle once its loader succeeded (root.tsx). */
export const handle = { ownChrome: true };

/**
 * The back office's guard: the signed-in back-office user (cookie set at sign-in, decision 021), or the shop's
 * Page Not Found with status 404 for guests, shoppers and stale sessions.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await adminLoad({ context, request }, (api) => api.admin.me());
  return { me };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  return (
    <AdminShell user={loaderData.me} shopName={shop.name}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A child page's 404 (a missing entity, or staff on an admin-only page) shows inside the back office's chrome; the
 * layout's own (no back-office user) is the shop's Page Not Found, in the shop's chrome (root.tsx).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const shop = useShop();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  if (!layout) return <NotFoundScreen />;
  return (
    <AdminShell user={layout.me} shopName={shop.name}>
      <AdminNotFound />
    </AdminShell>
  );
}
