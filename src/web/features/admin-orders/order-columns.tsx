import { Link } from 'react-router';
import type { TAdminOrdersPage } from '#src/contracts/admin-orders';
import { slotLabel } from '#src/shared/delivery-slot';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { formatPrice } from '#src/web/lib/format';
import { type Column, StatusBadge, When } from '#src/web/features/admin/index';
import { TestBadge } from './parts';

const T = ADMIN_ORDERS_TEXT.list;

/** The orders table's columns: number, placed, customer, slot, total, status (with a failed refund's badge). */
export const ORDER_COLUMNS: Column<TAdminOrdersPage['orders'][number]>[] = [
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
