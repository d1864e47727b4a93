import { ORDER_STATUSES } from '#src/shared/constants';
import { roleGrants } from '#src/shared/permissions';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { OrderList, isDay, isSlotId, type OrderFilters } from '#src/web/features/admin-orders/index';
import { adminLoad, adminTitle, pageParam } from '#src/web/features/admin/index';
import type { Route } from './+types/orders';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_ORDERS_TEXT.list.title, matches);
}

/**
 * Everyone with `orders` (staff, packers, managers, owners). The filters live in the address; a value the API would refuse (an unknown status, a day that
 * is not one, a malformed slot) is dropped rather than failing the page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get('status') ?? '';
  const status = ORDER_STATUSES.find((known) => known === asked);
  const q = params.get('q')?.trim().slice(0, 100) ?? '';
  const filters: OrderFilters = {
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    ...(isDay(params.get('from')) ? { from: params.get('from')! } : {}),
    ...(isDay(params.get('to')) ? { to: params.get('to')! } : {}),
    ...(isSlotId(params.get('slot')) ? { slot: params.get('slot')! } : {}),
  };
  // With the list, how many payments need a person (docs/decisions/039): the page points at them — for a role that
  // may settle them (`refunds`); a packer's list must not fail on a count it may not read.
  const { list, toSettle } = await adminLoad({ context, request }, async (api) => {
    const [me, list] = await Promise.all([
      api.admin.me(),
      api.adminOrders.list({ query: { ...filters, status, page: pageParam(params) } }),
    ]);
    const toSettle = roleGrants(me.role, 'refunds') ? (await api.adminPayments.list({ query: { page: 1 } })).total : 0;
    return { list, toSettle };
  });
  return { list, filters, toSettle };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrderList page={loaderData.list} filters={loaderData.filters} toSettle={loaderData.toSettle} />;
}
