import { apiErrorStatus } from '#src/contracts/client';
import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { StaffInvitationForm } from '../features/accounts/staff-invitation-form';
import type { Route } from './+types/staff-invitation';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(STAFF_TEXT.accept.title, matches) }, { name: 'robots', content: 'noindex' }];
}

/**
 * The staff invitation e-mail's link (issue 31 §4, docs/decisions/059): the invitation of `?token=`, or null when
 * the link is unknown, used, withdrawn, expired or malformed (the page says so).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { token, invitation: null };
  try {
    return { token, invitation: await context.api.staffInvitations.view({ params: { token } }) };
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 400 || status === 404) return { token, invitation: null };
    throw error;
  }
}

export default function StaffInvitation({ loaderData }: Route.ComponentProps) {
  return <StaffInvitationForm token={loaderData.token} invitation={loaderData.invitation} />;
}
