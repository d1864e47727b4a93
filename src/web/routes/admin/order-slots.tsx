import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { SlotDay, isDay } from '#src/web/features/admin-orders/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/order-slots';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_ORDERS_TEXT.slots.title, matches);
}

/** Staff and admins. The day in the address (`?date=YYYY-MM-DD`, the shop's day); none or not a day: the server's
 * default, the shop's today. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('date');
  return adminLoad({ context, request }, (api) =>
    api.adminOrders.slots({ query: isDay(asked) ? { date: asked } : {} }),
  );
}

export default function AdminOrderSlots({ loaderData }: Route.ComponentProps) {
  return <SlotDay day={loaderData} />;
}
