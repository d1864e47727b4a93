import { CalendarClock } from '#src/web/components/ui/icons';
import { BanknoteArrowDown, Download, Printer } from '#src/web/components/ui/back-office-icons';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { TAdminOrdersPage } from '#src/contracts/admin-orders';
import { ORDER_STATUSES } from '#src/shared/constants';
import { slotDayLabel, slotLabel } from '#src/shared/delivery-slot';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Field } from '#src/web/components/ui/field';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { formatPrice } from '#src/web/lib/format';
import {
  AdminPage,
  AdminPanel,
  downloadFile,
  type Column,
  FilterActions,
  FilteredTable,
  StatusBadge,
  When,
  statusLabel,
} from '#src/web/features/admin/index';
import { TestBadge, todayUtc } from './parts';

const T = ADMIN_ORDERS_TEXT.list;

/** The list's filters as the address holds them (status, q, from, to, slot); empty ones are left out. */
export type OrderFilters = { status?: string; q?: string; from?: string; to?: string; slot?: string };

const search = (filters: OrderFilters, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...filters, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

const COLUMNS: Column<TAdminOrdersPage['orders'][number]>[] = [
  {
    key: 'order',
    header: T.order,
    className: 'whitespace-nowrap',
    cell: (order) => (
      <span className="flex items-center gap-2">
        <Link
          to={`/admin/orders/${order.id}`}
          className="font-bold text-brand-700 underline-offset-2 hover:underline"
          aria-label={`${T.order} #${order.id}`}
        >
          {`#${order.id}`}
        </Link>
        {order.paymentMode === 'test' ? <TestBadge /> : null}
      </span>
    ),
  },
  {
    key: 'placed',
    header: T.placed,
    className: 'whitespace-nowrap tabular-nums',
    cell: (order) => <When iso={order.date} />,
  },
  {
    key: 'customer',
    header: T.customer,
    className: 'min-w-[14rem]',
    cell: (order) => (
      <>
        <span className="block font-semibold text-slate-900">{order.name}</span>
        <span className="block text-xs text-slate-600">{`${order.email} · ${order.phoneNumber}`}</span>
      </>
    ),
  },
  {
    key: 'slot',
    header: T.slotColumn,
    className: 'whitespace-nowrap tabular-nums',
    cell: (order) => (order.slot ? slotLabel(order.slot) : '—'),
  },
  {
    key: 'total',
    header: T.total,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (order) => formatPrice(order.amount),
  },
  {
    key: 'status',
    header: T.statusColumn,
    cell: (order) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={order.status} />
        {order.refundStatus === 'failed' || order.lineRefundFailed ? (
          <Badge tone="danger-solid">{ADMIN_ORDERS_TEXT.refund.listFailed}</Badge>
        ) : null}
      </span>
    ),
  },
];

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
  const { showError, showSuccess } = useAlert();
  const [exporting, setExporting] = useState(false);
  // On a phone the tabs scroll sideways: keep the chosen one in view.
  const currentTab = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentTab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [filters.status]);
  const { status, ...others } = filters;
  const filtered = Boolean(filters.q || filters.from || filters.to || filters.slot);
  // The slot asked for, as its orders name it (or its day, when none is listed).
  const slot = filters.slot ? (page.orders.find((order) => order.slot?.id === filters.slot)?.slot ?? null) : null;
  const slotText = filters.slot
    ? slot
      ? slotLabel(slot)
      : T.slotDay(slotDayLabel(filters.slot.split('@')[1]!))
    : null;
  const all = ORDER_STATUSES.reduce((sum, key) => sum + (page.counts[key] ?? 0), 0);
  const tabs = [
    { key: '', label: ADMIN_ORDERS_TEXT.list.all, count: all },
    ...ORDER_STATUSES.map((key) => ({ key, label: statusLabel(key), count: page.counts[key] ?? 0 })),
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = search(filters);
      await downloadFile(`/api/admin/export/orders.csv${query ? `?${query}` : ''}`, 'orders.csv');
      showSuccess(T.downloaded);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title={T.title}
      description={T.intro}
      actions={
        <>
          <Link to="/admin/orders/payments" className={buttonClasses('secondary', 'md')}>
            <BanknoteArrowDown className="size-4" aria-hidden="true" />
            {ADMIN_ORDERS_TEXT.payments.link}
          </Link>
          <Link to="/admin/orders/slots" className={buttonClasses('secondary', 'md')}>
            <CalendarClock className="size-4" aria-hidden="true" />
            {T.bySlot}
          </Link>
          <Link
            to={`/admin/orders/slips?date=${filters.from && filters.from === filters.to ? filters.from : todayUtc()}`}
            className={buttonClasses('secondary', 'md')}
          >
            <Printer className="size-4" aria-hidden="true" />
            {T.slips}
          </Link>
          <Button busy={exporting} busyText={T.exporting} onClick={() => void exportCsv()}>
            <Download className="size-4" aria-hidden="true" />
            {T.exportCsv}
          </Button>
        </>
      }
    >
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
      <nav aria-label={T.tabs} className="-mx-1 mb-4 overflow-x-auto px-1 pb-1">
        <ul className="flex gap-1.5">
          {tabs.map((tab) => {
            const current = (status ?? '') === tab.key;
            return (
              <li key={tab.key || 'all'}>
                <Link
                  ref={current ? currentTab : undefined}
                  to={`/admin/orders?${search(others, tab.key ? { status: tab.key } : {})}`}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    current
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-100',
                  )}
                >
                  {tab.label}
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      current ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {tab.count}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
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
        columns={COLUMNS}
        rows={page.orders}
        rowKey={(order) => order.id}
        empty={filtered || status ? T.emptyFiltered : T.empty}
      />
    </AdminPage>
  );
}
