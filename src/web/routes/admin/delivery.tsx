import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { shopToday } from '#src/shared/delivery-slot';
import { DeliveryScreen } from '#src/web/features/admin-delivery/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/delivery';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_DELIVERY_PAGE.title, matches);
}

/** Admins only; `today` is the shop's, so the closed-date form's first allowed day is the same on server and browser. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const settings = await adminLoad({ context, request }, (api) => api.adminDelivery.settings());
  return { settings, today: shopToday(settings.timeZone) };
}

export default function Delivery({ loaderData }: Route.ComponentProps) {
  return <DeliveryScreen settings={loaderData.settings} today={loaderData.today} />;
}
