import { useRouteLoaderData } from 'react-router';
import { roleGrants, type Permission } from '#src/shared/permissions';
import type { BackOfficeUser } from './admin-shell';

/**
 * Whether the signed-in back-office user's role grants `permission` (src/shared/permissions.ts), from the back
 * office's layout loader: a page offers only what the server would allow (it refuses the rest anyway). False outside
 * the back office's layout.
 */
export function useMay(permission: Permission): boolean {
  const layout = useRouteLoaderData('routes/admin/layout') as { me?: BackOfficeUser } | undefined;
  return roleGrants(layout?.me?.role ?? null, permission);
}
