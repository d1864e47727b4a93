import { ArrowLeft } from '#src/web/components/ui/icons';
import { Printer } from '#src/web/components/ui/back-office-icons';
import { Link } from 'react-router';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { buttonClasses } from '#src/web/components/ui/button';
import { formatPrice } from '#src/web/lib/format';
import { AdminPage, DataTable, StatusBadge, whenText, type Column } from '#src/web/features/admin/index';
import { LineActions, LinePreference } from './line-actions';
import { TestBadge } from './parts';
import { slotLabel } from '#src/shared/delivery-slot';
import { addressLines } from '#src/shared/order-address';

const T = ADMIN_ORDERS_TEXT.detail;
type Line = TAdminOrderDetail['products'][number];
import { Facts, Section } from './order-sections';
import { RefundPanel } from './refund-panel';
import { StatusPanel } from './status-panel';
import { Timeline } from './order-timeline';

/** The lines' columns; the last two are the substitution preference and the picking actions (docs/decisions/032). */
const lineColumns = (order: TAdminOrderDetail): Column<Line>[] => [
  {
    key: 'product',
    header: T.product,
    className: 'min-w-[12rem] font-semibold text-slate-900',
    cell: (line) => line.productTitle,
  },
  { key: 'pack', header: T.pack, className: 'whitespace-nowrap', cell: (line) => line.variantLabel || '—' },
  { key: 'qty', header: T.quantity, className: 'text-right tabular-nums', cell: (line) => line.quantity },
  {
    key: 'price',
    header: T.price,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (line) => formatPrice(line.price),
  },
  {
    key: 'subtotal',
    header: T.subtotal,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (line) => formatPrice(line.subTotal),
  },
  {
    key: 'substitutes',
    header: ADMIN_ORDERS_TEXT.lines.substitutes,
    className: 'whitespace-nowrap',
    cell: (line) => <LinePreference line={line} />,
  },
  {
    key: 'picking',
    header: ADMIN_ORDERS_TEXT.lines.picking,
    className: 'min-w-[14rem]',
    cell: (line) => <LineActions order={order} line={line} />,
  },
];

/**
 * One order for the back office (issue 15): its lines and totals, the shopper's contact and address, the payment
 * (test orders flagged), the status with the allowed moves and a note, and the timeline.
 */
export function OrderDetail({ order }: { order: TAdminOrderDetail }) {
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <AdminPage
      title={T.title(order.id)}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {T.placedOn(whenText(order.date))}
          <StatusBadge status={order.status} />
          {order.paymentMode === 'test' ? <TestBadge /> : null}
        </span>
      }
      actions={
        <>
          <Link to="/admin/orders" className={buttonClasses('quiet', 'md')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {T.backToList}
          </Link>
          <Link to={`/admin/orders/${order.id}/slip`} className={buttonClasses('secondary', 'md')}>
            <Printer className="size-4" aria-hidden="true" />
            {T.slip}
          </Link>
        </>
      }
    >
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <section aria-label={T.lines}>
            <h2 className="mb-3 text-base font-bold text-slate-900">{`${T.lines} · ${T.items(items)}`}</h2>
            <DataTable
              caption={T.linesCaption}
              columns={lineColumns(order)}
              rows={order.products}
              rowKey={(line) => line.id}
              maxHeight="none"
            />
            <p className="mt-3 flex justify-end gap-6 px-4 text-base font-bold text-slate-900">
              <span>{T.total}</span>
              <span className="tabular-nums" data-total>
                {formatPrice(order.amount)}
              </span>
            </p>
          </section>
          <Timeline order={order} />
        </div>
        <div className="space-y-5">
          <StatusPanel order={order} />
          {order.refund ? <RefundPanel order={order} refund={order.refund} /> : null}
          <Section title={T.customer}>
            <p className="font-semibold text-slate-900">{order.name}</p>
            <p className="mt-1 text-sm">
              <a className="text-brand-700 hover:underline" href={`mailto:${order.email}`}>
                {order.email}
              </a>
            </p>
            <p className="text-sm">
              <a className="text-brand-700 hover:underline" href={`tel:${order.phoneNumber}`}>
                {order.phoneNumber}
              </a>
            </p>
            <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-600">{T.address}</h3>
            <address className="text-sm whitespace-pre-line text-slate-900 not-italic">
              {addressLines(order).join('\n')}
            </address>
            {order.slot ? (
              <>
                <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-600">{T.deliverySlot}</h3>
                <p className="text-sm font-semibold text-slate-900 tabular-nums">{slotLabel(order.slot)}</p>
              </>
            ) : null}
          </Section>
          <Section title={T.payment}>
            <Facts
              rows={[
                [
                  T.paymentId,
                  <code key="p" className="text-xs">
                    {order.paymentId}
                  </code>,
                ],
                [
                  T.providerOrderId,
                  <code key="o" className="text-xs">
                    {order.providerOrderId}
                  </code>,
                ],
                [
                  T.mode,
                  order.paymentMode === 'test' ? (
                    <span key="m" className="flex flex-wrap items-center gap-2">
                      <TestBadge />
                      <span className="text-xs text-slate-600">{ADMIN_ORDERS_TEXT.testHint}</span>
                    </span>
                  ) : (
                    T.live
                  ),
                ],
                [T.itemsTotal, formatPrice(order.itemsTotal)],
                [T.deliveryFee, order.deliveryFee > 0 ? formatPrice(order.deliveryFee) : T.freeDelivery],
                [T.total, formatPrice(order.amount)],
              ]}
            />
          </Section>
        </div>
      </div>
    </AdminPage>
  );
}
