import { CalendarClock } from '#src/web/components/ui/icons';
import { Form, Link, useNavigation } from 'react-router';
import type { TAdminOrdersPage } from '#src/contracts/admin-orders';
import { slotDayLabel, slotLabel } from '#src/shared/delivery-slot';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Field } from '#src/web/components/ui/field';
import { AdminPage, AdminPanel, FilterActions, FilteredTable } from '#src/web/features/admin/index';
import { ORDER_COLUMNS } from './order-columns';
import { search, type OrderFilters } from './order-filters';
import { OrderListActions } from './order-list-actions';
import { OrderStatusTabs } from './order-status-tabs';

export type { OrderFilters } from './order-filters';

const T = ADMIN_ORDERS_TEXT.list;

/**
 * The back office's orders (issue 15): status tabs with counts, a search and a day range in the address (shareable,
 * the back button works), the table, pages, the CSV of what the filters select and the day's packing slips.
 */
export function OrderList({
  page,
  filters,
  toSettle = 0,
}: {
  page: TAdminOrdersPage;
  filters: OrderFilters;
  /** Payments that placed no order and need a person (docs/decisions/039): a notice links to them. */
  toSettle?: number;
}) {
  const busy = useNavigation().state === 'loading';
  const { status } = filters;
  const filtered = Boolean(filters.q || filters.from || filters.to || filters.slot);
  // The slot asked for, as its orders name it (or its day, when none is listed).
  const slot = filters.slot ? (page.orders.find((order) => order.slot?.id === filters.slot)?.slot ?? null) : null;
  const slotText = filters.slot
    ? slot
      ? slotLabel(slot)
      : T.slotDay(slotDayLabel(filters.slot.split('@')[1]!))
    : null;

  return (
    <AdminPage title={T.title} description={T.intro} actions={<OrderListActions filters={filters} />}>
      {toSettle > 0 ? (
        <p
          className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-red-50 px-4 py-2.5 text-sm font-semibold text-red-900"
          data-payments-to-settle={toSettle}
        >
          {ADMIN_ORDERS_TEXT.payments.notice(toSettle)}
          <Link to="/admin/orders/payments" className="text-red-900 underline underline-offset-2">
            {ADMIN_ORDERS_TEXT.payments.review}
          </Link>
        </p>
      ) : null}
      <OrderStatusTabs page={page} filters={filters} />
      <AdminPanel className="p-4">
        <Form method="get" className="grid items-end gap-4 md:grid-cols-[2fr_1fr_1fr_auto]" aria-label={T.filters}>
          {status ? <input type="hidden" name="status" value={status} /> : null}
          {filters.slot ? <input type="hidden" name="slot" value={filters.slot} /> : null}
          <Field
            id="orders-q"
            name="q"
            type="search"
            label={T.search}
            hint={T.searchHint}
            defaultValue={filters.q ?? ''}
          />
          <Field id="orders-from" name="from" type="date" label={T.from} defaultValue={filters.from ?? ''} />
          <Field id="orders-to" name="to" type="date" label={T.to} defaultValue={filters.to ?? ''} />
          <FilterActions
            busy={busy}
            apply={T.apply}
            clear={filtered ? { to: `/admin/orders?${search({ status })}`, label: T.clear } : null}
            className="md:mb-[1.625rem]"
          />
        </Form>
      </AdminPanel>
      {slotText ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-800">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {T.slotFilter(slotText)}
          <Link
            to={`/admin/orders?${search({ ...filters, slot: undefined })}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {T.allOrders}
          </Link>
        </p>
      ) : null}
      <FilteredTable
        summary={T.found(page.total)}
        page={page.page}
        totalPages={page.totalPages}
        hrefFor={(n) => `/admin/orders?${search(filters, { page: String(n) })}`}
        caption={T.caption}
        columns={ORDER_COLUMNS}
        rows={page.orders}
        rowKey={(order) => order.id}
        empty={filtered || status ? T.emptyFiltered : T.empty}
      />
    </AdminPage>
  );
}
