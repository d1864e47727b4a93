import type { TAdminCustomerDetail, TAdminCustomersPage, TAdminCustomersQuery } from '#src/contracts/admin-customers';
import type { Database } from '#src/db/client';
import { findCustomers, getCustomer, type CustomerRow } from '#src/server/modules/accounts/index';
import { listAddresses } from '#src/server/modules/addresses/index';
import { orderStatsOfUsers, ordersOfCustomer } from '#src/server/modules/orders/index';
import { ADMIN_PAGE_SIZE, CUSTOMER_ORDERS_SHOWN } from '#src/shared/constants';

/** The fields every customer answer shares: nothing secret is in `CustomerRow` to begin with. */
const profileOf = (row: CustomerRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  verified: row.isVerified,
  createdAt: row.createdAt.toISOString(),
});

/** The customers list (docs/decisions/028): accounts from accounts, their order counts from orders. */
export async function listCustomers(db: Database, query: TAdminCustomersQuery): Promise<TAdminCustomersPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, total } = await findCustomers(db, query.q, (query.page - 1) * perPage, perPage);
  const stats = await orderStatsOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return {
    customers: rows.map((row) => ({
      ...profileOf(row),
      orders: stats.get(row.id)?.orders ?? 0,
      lastOrderAt: stats.get(row.id)?.lastOrderAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  };
}

/** One customer: profile, saved addresses, the delivery addresses of their orders, their latest orders and totals. */
export async function customerDetail(db: Database, id: number): Promise<TAdminCustomerDetail> {
  const row = await getCustomer(db, id);
  const [{ orders, orderCount, spent, addresses }, savedAddresses] = await Promise.all([
    ordersOfCustomer(db, id, CUSTOMER_ORDERS_SHOWN),
    listAddresses(db, id),
  ]);
  return { ...profileOf(row), google: row.google, savedAddresses, addresses, orders, orderCount, spent };
}
