import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { CustomerDetail } from '#src/web/features/admin-customers/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { idParam } from '#src/web/lib/not-found';
import type { Route } from './+types/customer';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return adminTitle(loaderData?.customer.name ?? ADMIN_CUSTOMERS_TEXT.customers.title, matches);
}

/** One customer (docs/decisions/028); an id that is not one is the back office's 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const customer = await adminLoad({ context, request }, (api) => api.adminCustomers.get({ params: { id } }));
  return { customer };
}

export default function Customer({ loaderData }: Route.ComponentProps) {
  return <CustomerDetail customer={loaderData.customer} />;
}
