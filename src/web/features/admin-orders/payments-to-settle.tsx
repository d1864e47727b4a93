import type { TAdminPayment, TAdminPaymentsPage } from '#src/contracts/admin-payments';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { formatPrice } from '#src/web/lib/format';
import { AdminPage, FilteredTable, When, type Column } from '#src/web/features/admin/index';
import { Resolve, RetryRefund } from './payment-actions';
import { TestBadge } from './parts';

const T = ADMIN_ORDERS_TEXT.payments;

const COLUMNS: Column<TAdminPayment>[] = [
  {
    key: 'payment',
    header: T.payment,
    className: 'whitespace-nowrap',
    cell: (payment) => (
      <span className="block">
        <span className="flex items-center gap-2 font-bold text-slate-900">
          {`#${payment.id}`}
          {payment.provider === 'test' ? <TestBadge /> : null}
        </span>
        <code className="block text-xs text-slate-600">{payment.providerPaymentId ?? payment.providerOrderId}</code>
      </span>
    ),
  },
  {
    key: 'customer',
    header: T.customer,
    cell: (payment) => payment.email ?? `#${payment.userId}`,
  },
  {
    key: 'amount',
    header: T.amount,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (payment) => formatPrice(payment.amount),
  },
  {
    key: 'state',
    header: T.state,
    className: 'min-w-[16rem]',
    cell: (payment) => (
      <span className="block space-y-1" data-payment-status={payment.status}>
        <Badge tone={payment.status === 'refund_failed' ? 'danger-solid' : 'warning'}>
          {T.status[payment.status] ?? payment.status}
        </Badge>
        <span className="block text-xs text-slate-700">{T.hint[payment.status]}</span>
        {payment.problem ? <span className="block text-xs break-words text-red-800">{payment.problem}</span> : null}
      </span>
    ),
  },
  {
    key: 'since',
    header: T.since,
    className: 'whitespace-nowrap tabular-nums',
    cell: (payment) => <When iso={payment.updatedAt} />,
  },
  {
    key: 'action',
    header: T.action,
    className: 'whitespace-nowrap',
    cell: (payment) =>
      payment.action === 'retry-refund' ? <RetryRefund payment={payment} /> : <Resolve payment={payment} />,
  },
];

/**
 * The back office's payments to settle (issue 27, docs/decisions/039): payments that placed no order and whose money
 * the reconciler could not give back by itself, oldest first, each with its one action.
 */
export function PaymentsToSettle({ page }: { page: TAdminPaymentsPage }) {
  return (
    <AdminPage title={T.title} description={T.intro}>
      <FilteredTable
        summary={T.found(page.total)}
        page={page.page}
        totalPages={page.totalPages}
        hrefFor={(n) => `/admin/orders/payments?page=${n}`}
        caption={T.caption}
        columns={COLUMNS}
        rows={page.payments}
        rowKey={(payment) => payment.id}
        empty={T.empty}
      />
    </AdminPage>
  );
}
