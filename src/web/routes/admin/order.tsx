import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { OrderDetail } from '#src/web/features/admin-orders/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { idParam } from '#src/web/lib/not-found';
import type { Route } from './+types/order';

export function meta({ matches, params }: Route.MetaArgs) {
  return adminTitle(ADMIN_ORDERS_TEXT.detail.title(Number(params.id)), matches);
}

/** Staff and admins; an id that is not an order's: the back office's 404. With its tax documents (decision 054). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const [order, documents] = await adminLoad({ context, request }, (api) =>
    Promise.all([
      api.adminOrders.get({ params: { id } }),
      // The documents' links only: if their list fails, the order screen still opens, as the shopper's does.
      api.adminTaxDocuments.list({ params: { id } }).catch(() => []),
    ]),
  );
  return { order, documents };
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderDetail order={loaderData.order} documents={loaderData.documents} />;
}
