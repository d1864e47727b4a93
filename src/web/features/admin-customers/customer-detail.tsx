import { ArrowLeft } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TAdminCustomerDetail, TCustomerOrder } from '#src/contracts/admin-customers';
import { addressLines } from '#src/shared/order-address';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { FIGURES_TEXT } from '#src/shared/texts/figures';
import { roleLabel } from '#src/shared/texts/admin';
import { AdminPage, AdminPanel, DataTable, type Column, LINK, StatusBadge, When } from '#src/web/features/admin/index';
import { formatPrice } from '#src/web/lib/format';

const T = ADMIN_CUSTOMERS_TEXT.customer;

const ORDER_COLUMNS: Column<TCustomerOrder>[] = [
  {
    key: 'id',
    header: T.orderId,
    className: 'whitespace-nowrap tabular-nums',
    cell: (order) => (
      <Link className={LINK} to={`/admin/orders/${order.id}`}>
        {`#${order.id}`}
      </Link>
    ),
  },
  { key: 'date', header: T.date, className: 'whitespace-nowrap', cell: (order) => <When iso={order.date} /> },
  { key: 'status', header: T.orderStatus, cell: (order) => <StatusBadge status={order.status} /> },
  { key: 'items', header: T.items, className: 'text-right tabular-nums', cell: (order) => order.items },
  {
    key: 'amount',
    header: T.amount,
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (order) => formatPrice(order.amount),
  },
];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-[0.9375rem] text-slate-900">{children}</dd>
    </div>
  );
}

/** One customer (docs/decisions/028): profile, delivery addresses, orders. Read-only: nothing secret is sent. */
export function CustomerDetail({ customer }: { customer: TAdminCustomerDetail }) {
  const C = ADMIN_CUSTOMERS_TEXT.customers;
  return (
    <AdminPage
      title={customer.name}
      description={customer.email}
      actions={
        <Link to="/admin/customers" className={`inline-flex items-center gap-1.5 ${LINK}`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {T.back}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <AdminPanel className="p-5">
          <h2 className="text-lg font-bold text-slate-900">{T.profile}</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Fact label={C.email}>
              <span className="break-all">{customer.email}</span>
            </Fact>
            <Fact label={C.phone}>{customer.phone || C.never}</Fact>
            <Fact label={T.role}>{customer.role ? roleLabel(customer.role) : T.shopper}</Fact>
            <Fact label={T.status}>
              {[customer.verified ? C.verified : C.unverified, ...(customer.google ? [C.google] : [])].join(' · ')}
            </Fact>
            <Fact label={T.joined}>
              <When iso={customer.createdAt} />
            </Fact>
            <Fact label={FIGURES_TEXT.customers.spent}>
              <span className="tabular-nums">{formatPrice(customer.spent)}</span>
            </Fact>
          </dl>
        </AdminPanel>
        <AdminPanel className="p-5">
          <h2 className="text-lg font-bold text-slate-900">{T.saved}</h2>
          {customer.savedAddresses.length === 0 ? (
            <p className="mt-2 mb-6 text-slate-600">{T.noSaved}</p>
          ) : (
            <ul className="mt-4 mb-6 grid gap-3 sm:grid-cols-2">
              {customer.savedAddresses.map((saved) => (
                <li key={saved.id} className="rounded-xl border border-slate-200 p-4 text-sm">
                  <address className="not-italic">
                    <span className="block font-semibold text-slate-900">{saved.fullName}</span>
                    {addressLines({ ...saved, address: saved.addressLine1 }).map((line) => (
                      <span key={line} className="block text-slate-800">
                        {line}
                      </span>
                    ))}
                    <span className="block text-slate-800 tabular-nums">{saved.phoneNumber}</span>
                  </address>
                </li>
              ))}
            </ul>
          )}
          <h2 className="text-lg font-bold text-slate-900">{T.addresses}</h2>
          <p className="mt-1 text-sm text-slate-600">{T.addressesHint}</p>
          {customer.addresses.length === 0 ? (
            <p className="mt-4 text-slate-600">{T.noAddresses}</p>
          ) : (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {customer.addresses.map((address) => (
                <li
                  key={`${address.name}|${address.phoneNumber}|${address.address}|${address.pincode}`}
                  className="rounded-xl border border-slate-200 p-4 text-sm"
                >
                  <address className="not-italic">
                    <span className="block font-semibold text-slate-900">{address.name}</span>
                    <span className="block text-slate-800">{address.address}</span>
                    <span className="block text-slate-800 tabular-nums">{address.pincode}</span>
                    <span className="block text-slate-800 tabular-nums">{address.phoneNumber}</span>
                  </address>
                  <p className="mt-2 text-xs text-slate-600">
                    {T.usedFor(address.orders)} · <When iso={address.lastUsed} show="day" />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
      <h2 className="mt-8 mb-1 text-lg font-bold text-slate-900">{T.orders}</h2>
      <p className="mb-3 text-sm font-semibold text-slate-700">
        {T.orderCount(customer.orders.length, customer.orderCount)}
      </p>
      <DataTable
        caption={T.ordersCaption}
        columns={ORDER_COLUMNS}
        rows={customer.orders}
        rowKey={(order) => order.id}
        empty={T.noOrders}
      />
    </AdminPage>
  );
}
