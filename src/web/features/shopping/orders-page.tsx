import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { ChevronRight, PackageOpen } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TOrder } from '#src/contracts/order-schemas';
import { TEXT } from '#src/shared/texts';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { formatPrice } from '#src/web/lib/format';
import { useShopTimeZone } from '#src/web/lib/shop';
import { shopDay } from '#src/shared/shop-time';
import { EmptyState } from './empty-state';
import { addressWithoutPincode } from '#src/shared/order-address';
import { OrderProductsDialog } from './order-products-dialog';
import { PageFrame } from './page-frame';
import { StatusBadge } from './status-badge';

const T = SHOP_PAGES_TEXT;
const C = T.orderColumns;
const COLUMNS = [
  C.orderId,
  C.paymentId,
  C.products,
  C.name,
  C.phoneNumber,
  C.address,
  C.pincode,
  C.totalAmount,
  C.email,
  C.userId,
  C.orderStatus,
  C.date,
];
// Narrow paddings and wrapping long values (payment id, address, e-mail): the twelve columns fit 1280 px, so Status
// and Date are on screen without scrolling sideways (issue 32 §4); narrower, the region scrolls.
const TD = 'px-2.5 py-3.5 align-top';

const LINK =
  'rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Orders (spec 2): from 992 px the twelve columns, each order id linking to its page; below, a stack of cards (id,
 * date, status, total, items), each one link to the order (issue 15).
 */
export function OrdersPage({ orders }: { orders: TOrder[] }) {
  const timeZone = useShopTimeZone();
  return (
    <PageFrame title={T.ordersTitle} crumb={TEXT.orders} intro={orders.length > 0 ? T.ordersIntro : undefined}>
      {orders.length === 0 ? (
        <EmptyState icon={<PackageOpen aria-hidden="true" />} text={T.noOrders} />
      ) : (
        <>
          <OrderCards orders={orders} />
          <div className="hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200/80 lg:block">
            <p className="px-5 pt-4 text-sm text-slate-600 xl:hidden">{T.scrollHint}</p>
            {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
            <div
              role="region"
              aria-label={T.ordersTable}
              tabIndex={0}
              className="overflow-x-auto rounded-3xl focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <table className="w-full min-w-[75rem] text-sm">
                <caption className="sr-only">{T.ordersTable}</caption>
                <thead className="border-b border-slate-100 bg-slate-50/80">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className="px-2.5 py-3 text-left text-xs font-bold tracking-wide text-slate-600 uppercase"
                      >
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {orders.map((order) => (
                    <tr key={order.id} className="hover:bg-slate-50/60">
                      <td className={`${TD} tabular-nums`}>
                        <Link
                          to={`/orders/${order.id}`}
                          className={LINK}
                          aria-label={SHOPPER_TEXT.cards.view(order.id)}
                        >
                          {order.id}
                        </Link>
                      </td>
                      <td className={`${TD} font-mono text-xs break-all text-slate-700`}>{order.paymentId}</td>
                      <td className={TD}>
                        <OrderProductsDialog order={order} />
                      </td>
                      <td className={`${TD} text-slate-900`}>{order.name}</td>
                      <td className={`${TD} whitespace-nowrap tabular-nums`}>{order.phoneNumber}</td>
                      <td className={`${TD} min-w-40 text-slate-700`}>{addressWithoutPincode(order)}</td>
                      <td className={`${TD} tabular-nums`}>{order.pincode}</td>
                      <td className={`${TD} font-bold whitespace-nowrap text-slate-900 tabular-nums`}>
                        {formatPrice(order.amount)}
                      </td>
                      <td className={`${TD} break-all text-slate-700`}>{order.email}</td>
                      <td className={`${TD} tabular-nums`}>{order.userid}</td>
                      <td className={TD}>
                        <StatusBadge status={order.status} />
                      </td>
                      <td className={`${TD} whitespace-nowrap tabular-nums`}>{shopDay(order.date, timeZone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </PageFrame>
  );
}

/** Below 992 px: one card per order, the whole card a link to the order's page. */
function OrderCards({ orders }: { orders: TOrder[] }) {
  const timeZone = useShopTimeZone();
  const C = SHOPPER_TEXT.cards;
  return (
    <ul aria-label={C.label} className="space-y-3 lg:hidden">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`/orders/${order.id}`}
            className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/80 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold text-slate-900 tabular-nums">{SHOPPER_TEXT.order.title(order.id)}</span>
                <StatusBadge status={order.status} label={SHOPPER_TEXT.statusLabel(order.status)} />
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">{C.date}</dt>
                  <dd className="text-slate-900 tabular-nums">{shopDay(order.date, timeZone)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{C.total}</dt>
                  <dd className="font-bold text-slate-900 tabular-nums">{formatPrice(order.amount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{SHOPPER_TEXT.order.items}</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {order.products.reduce((sum, line) => sum + line.quantity, 0)}
                  </dd>
                </div>
              </dl>
            </div>
            <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
