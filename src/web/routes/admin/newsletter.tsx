import { ADMIN_NEWSLETTER_TEXT } from '#src/shared/texts/admin-newsletter';
import { SubscribersScreen } from '#src/web/features/admin-newsletter/index';
import { adminLoad, adminTitle, pageParam } from '#src/web/features/admin/index';
import type { Route } from './+types/newsletter';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_NEWSLETTER_TEXT.title, matches);
}

/** Admins only (docs/decisions/030); the page lives in the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  return adminLoad({ context, request }, (api) => api.adminNewsletter.list({ query: { page } }));
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  return <SubscribersScreen list={loaderData} />;
}
