import type { TOrder } from '#src/contracts/order-schemas';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { formatPrice } from '#src/web/lib/format';
import { CartProductLink } from './cart-line';
import { ORDER_CARD as CARD } from './order-card';
import { OrderLineChange, lineRefundsMade } from './order-line-change';
import { MrpSaving } from './mrp-saving';

const T = SHOPPER_TEXT.order;

/** The order's lines with what staff changed while picking, and what those changes gave back so far. */
export function OrderLinesCard({ order }: { order: TOrder }) {
  // What staff changed while picking (docs/decisions/032) gave back so far.
  const lineRefunds = lineRefundsMade(order.products);
  return (
    <section aria-labelledby="order-items" className={CARD}>
      <h2 id="order-items" className="text-lg font-bold text-slate-900">
        {T.items}{' '}
        <span className="font-normal text-slate-600">
          ({T.itemCount(order.products.reduce((sum, line) => sum + line.quantity, 0))})
        </span>
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {order.products.map((line, index) => (
          <li key={`${line.productId}-${index}`} className="flex items-center gap-4 py-4">
            <div className="min-w-0 flex-1">
              <CartProductLink line={line} />
              <OrderLineChange line={line} />
            </div>
            <div className="shrink-0 text-right tabular-nums">
              <p className="font-bold whitespace-nowrap text-slate-900">{formatPrice(line.subTotal)}</p>
              <p className="mt-0.5 text-sm whitespace-nowrap text-slate-600">
                {T.quantityTimes(line.quantity, formatPrice(line.price))}
              </p>
              <MrpSaving price={line.price} mrp={line.mrp} className="mt-0.5" />
            </div>
          </li>
        ))}
      </ul>
      {lineRefunds > 0 ? (
        <p className="mt-2 flex justify-between gap-4 border-t border-slate-100 pt-4 text-sm font-semibold text-slate-900 tabular-nums">
          <span>{SHOPPER_TEXT.substitution.refundedTotal}</span>
          <span data-line-refunds>{formatPrice(lineRefunds)}</span>
        </p>
      ) : null}
    </section>
  );
}
