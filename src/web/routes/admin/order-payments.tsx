import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { PaymentsToSettle } from '#src/web/features/admin-orders/index';
import { adminLoad, adminTitle, pageParam } from '#src/web/features/admin/index';
import type { Route } from './+types/order-payments';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_ORDERS_TEXT.payments.title, matches);
}

/** Staff and admins: the payments that placed no order and need a person (docs/decisions/039). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return adminLoad({ context, request }, (api) => api.adminPayments.list({ query: { page: pageParam(params) } }));
}

export default function AdminOrderPayments({ loaderData }: Route.ComponentProps) {
  return <PaymentsToSettle page={loaderData} />;
}
