import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { CustomerList } from '#src/web/features/admin-customers/index';
import { adminLoad, adminTitle, pageParam } from '#src/web/features/admin/index';
import type { Route } from './+types/customers';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_CUSTOMERS_TEXT.customers.title, matches);
}

/** Staff and admins (docs/decisions/028); the search lives in the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim() ?? '';
  const list = await adminLoad({ context, request }, (api) =>
    api.adminCustomers.list({
      query: { ...(q ? { q: q.slice(0, 100) } : {}), page: pageParam(params) },
    }),
  );
  return { list, q };
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  return <CustomerList list={loaderData.list} q={loaderData.q} />;
}
