import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { StaffScreen } from '#src/web/features/admin-staff/index';
import type { Route } from './+types/staff';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(STAFF_TEXT.page.title, matches);
}

/** The back office's members and open invitations (issue 31 §4): permission `staff` (owners), a 404 for the rest. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, (api) => api.adminStaff.list());
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffScreen members={loaderData.members} invitations={loaderData.invitations} />;
}
