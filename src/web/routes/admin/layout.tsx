import { Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { AdminNotFound, AdminShell, adminLoad } from '#src/web/features/admin/index';
import { RouteErrorScreen } from '../../features/layout/error-screen';
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
 * A child page's 404 (a missing entity, or staff on an admin-only page) shows inside the back office's chrome, its
 * other failures the shop's error page there; the layout's own (no back-office user: Page Not Found, or the database
 * down) is the shop's error page in the shop's chrome (root.tsx).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const shop = useShop();
  if (!layout) return <RouteErrorScreen />;
  return (
    <AdminShell user={layout.me} shopName={shop.name}>
      {isRouteErrorResponse(error) && error.status === 404 ? <AdminNotFound /> : <RouteErrorScreen />}
    </AdminShell>
  );
}
