import { Form, Link, useNavigation } from 'react-router';
import type { TAdminCustomerRow, TAdminCustomersPage } from '#src/contracts/admin-customers';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { roleLabel } from '#src/shared/texts/admin';
import { Field } from '#src/web/components/ui/field';
import {
  AdminPage,
  AdminPanel,
  type Column,
  FilterActions,
  FilteredTable,
  LINK,
  When,
} from '#src/web/features/admin/index';

const T = ADMIN_CUSTOMERS_TEXT.customers;

const COLUMNS: Column<TAdminCustomerRow>[] = [
  {
    key: 'name',
    header: T.name,
    cell: (customer) => (
      <span className="flex flex-col">
        <Link className={LINK} to={`/admin/customers/${customer.id}`}>
          {customer.name}
        </Link>
        {customer.role ? (
          <span className="text-xs font-semibold text-slate-600">{roleLabel(customer.role)}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'email',
    header: T.email,
    cell: (customer) => (
      <span className="flex flex-col">
        <span className="break-all">{customer.email}</span>
        <span className="text-xs text-slate-600">{customer.verified ? T.verified : T.unverified}</span>
      </span>
    ),
  },
  { key: 'phone', header: T.phone, className: 'whitespace-nowrap tabular-nums', cell: (c) => c.phone || T.never },
  {
    key: 'joined',
    header: T.joined,
    className: 'whitespace-nowrap',
    cell: (c) => <When iso={c.createdAt} show="day" />,
  },
  { key: 'orders', header: T.orders, className: 'text-right tabular-nums', cell: (c) => c.orders },
  {
    key: 'last',
    header: T.lastOrder,
    className: 'whitespace-nowrap',
    cell: (c) => (c.lastOrderAt ? <When iso={c.lastOrderAt} show="day" /> : T.never),
  },
];

/** The customers list (docs/decisions/028): one search box (name, e-mail, phone) in the address, newest first. */
export function CustomerList({ list, q }: { list: TAdminCustomersPage; q: string }) {
  const busy = useNavigation().state === 'loading';
  const hrefFor = (page: number) =>
    `/admin/customers?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="p-4">
        <Form method="get" role="search" aria-label={T.search} className="grid items-end gap-4 md:grid-cols-[1fr_auto]">
          <Field id="customers-q" name="q" type="search" label={T.search} hint={T.searchHint} defaultValue={q} />
          <FilterActions
            busy={busy}
            apply={T.apply}
            clear={q ? { to: '/admin/customers', label: T.clear } : null}
            className="md:mb-[1.625rem]"
          />
        </Form>
      </AdminPanel>
      <FilteredTable
        summary={T.total(list.total)}
        page={list.page}
        totalPages={list.totalPages}
        hrefFor={hrefFor}
        caption={T.caption}
        columns={COLUMNS}
        rows={list.customers}
        rowKey={(customer) => customer.id}
        empty={q ? T.emptyFiltered : T.empty}
      />
    </AdminPage>
  );
}
