import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { OrderDetail } from '#src/web/features/admin-orders/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { idParam } from '#src/web/lib/not-found';
import type { Route } from './+types/order';

export function meta({ matches, params }: Route.MetaArgs) {
  return adminTitle(ADMIN_ORDERS_TEXT.detail.title(Number(params.id)), matches);
}

/** Staff and admins; an id that is not an order's: the back office's 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const order = await adminLoad({ context, request }, (api) => api.adminOrders.get({ params: { id } }));
  return { order };
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderDetail order={loaderData.order} />;
}
