import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { SlotDay, isDay } from '#src/web/features/admin-orders/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/order-slots';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_ORDERS_TEXT.slots.title, matches);
}

/** Today in the shop's time zone, the day its slots are named by. */
const shopToday = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * Staff and admins. The day in the address (`?date=YYYY-MM-DD`, the shop's day); none or not a day: the shop's today
 * (asked for as UTC's today first, whose answer names the shop's time zone; again if the two days differ).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('date');
  return adminLoad({ context, request }, async (api) => {
    if (isDay(asked)) return api.adminOrders.slots({ query: { date: asked } });
    const first = await api.adminOrders.slots({ query: { date: new Date().toISOString().slice(0, 10) } });
    const today = shopToday(first.timeZone);
    return today === first.date ? first : api.adminOrders.slots({ query: { date: today } });
  });
}

export default function AdminOrderSlots({ loaderData }: Route.ComponentProps) {
  return <SlotDay day={loaderData} />;
}
