import { PackageOpen } from 'lucide-react';
import type { TOrder } from '#src/contracts/shopping';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { datePart, formatPrice } from '#src/web/lib/format';
import { EmptyState } from './empty-state';
import { OrderProductsDialog } from './order-products-dialog';
import { PageFrame } from './page-frame';

const T = TEXT.shopPages;
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
const TD = 'px-4 py-3.5 align-top';

/** Spec 4 (Order status): shown as it is; only 'pending' is special (red), anything else is green. */
function StatusBadge({ status }: { status: string }) {
  const pending = status === 'pending';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-1 text-xs font-bold capitalize',
        pending ? 'bg-red-700 text-white' : 'bg-brand-700 text-white',
      )}
    >
      {status}
    </span>
  );
}

/** Orders (spec 2): the twelve columns, scrolling sideways on narrow screens. */
export function OrdersPage({ orders }: { orders: TOrder[] }) {
  return (
    <PageFrame title={T.ordersTitle} crumb={TEXT.orders} intro={orders.length > 0 ? T.ordersIntro : undefined}>
      {orders.length === 0 ? (
        <EmptyState icon={<PackageOpen aria-hidden="true" />} text={T.noOrders} />
      ) : (
        <div className="rounded-3xl bg-white shadow-card ring-1 ring-slate-200/80">
          <p className="px-5 pt-4 text-sm text-slate-600 2xl:hidden">{T.scrollHint}</p>
          {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
          <div
            role="region"
            aria-label={T.ordersTable}
            tabIndex={0}
            className="overflow-x-auto rounded-3xl focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <table className="w-full min-w-[90rem] text-sm">
              <caption className="sr-only">{T.ordersTable}</caption>
              <thead className="border-b border-slate-100 bg-slate-50/80">
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className="px-4 py-3 text-left text-xs font-bold tracking-wide whitespace-nowrap text-slate-600 uppercase"
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {orders.map((order) => (
                  <tr key={order.id} className="hover:bg-slate-50/60">
                    <td className={`${TD} font-semibold text-slate-900 tabular-nums`}>{order.id}</td>
                    <td className={`${TD} font-mono text-xs whitespace-nowrap text-slate-700`}>{order.paymentId}</td>
                    <td className={TD}>
                      <OrderProductsDialog order={order} />
                    </td>
                    <td className={`${TD} whitespace-nowrap text-slate-900`}>{order.name}</td>
                    <td className={`${TD} whitespace-nowrap tabular-nums`}>{order.phoneNumber}</td>
                    <td className={`${TD} min-w-56 text-slate-700`}>{order.address}</td>
                    <td className={`${TD} tabular-nums`}>{order.pincode}</td>
                    <td className={`${TD} font-bold whitespace-nowrap text-slate-900 tabular-nums`}>
                      {formatPrice(order.amount)}
                    </td>
                    <td className={`${TD} whitespace-nowrap text-slate-700`}>{order.email}</td>
                    <td className={`${TD} tabular-nums`}>{order.userid}</td>
                    <td className={TD}>
                      <StatusBadge status={order.status} />
                    </td>
                    <td className={`${TD} whitespace-nowrap tabular-nums`}>{datePart(order.date)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
