import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import { formatPrice } from '#src/web/lib/format';
import { LineActions, LinePreference } from './line-actions';

const T = ADMIN_ORDERS_TEXT.detail;
const P = PACKER_SETUP_TEXT.lines;
type Line = TAdminOrderDetail['products'][number];

/**
 * One line as a packer's card (issue 31 §3): product, pack, quantity, the substitution preference and the picking
 * actions on the card itself, so at 390 px the buttons stay beside the product they act on.
 */
function LineCard({ order, line }: { order: TAdminOrderDetail; line: Line }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs" data-line={line.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-slate-900">{line.productTitle}</h3>
          <p className="text-sm text-slate-700">
            <span className="sr-only">{`${T.pack}: `}</span>
            {line.variantLabel || '—'}
          </p>
        </div>
        <p className="shrink-0 text-xl font-bold text-slate-900 tabular-nums" data-quantity={line.quantity}>
          <span className="sr-only">{`${P.quantityLabel}: `}</span>
          {P.quantity(line.quantity)}
        </p>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600 tabular-nums">
        <span>{P.each(formatPrice(line.price))}</span>
        <span>{`${T.subtotal} ${formatPrice(line.subTotal)}`}</span>
      </p>
      <p className="mt-2 text-sm">
        {line.substitute ? <span className="text-slate-600">{`${ADMIN_ORDERS_TEXT.lines.substitutes}: `}</span> : null}
        <LinePreference line={line} />
      </p>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <LineActions order={order} line={line} />
      </div>
    </li>
  );
}

/** The order's lines as cards with their picking actions (docs/decisions/032, 060), and the order's total. */
export function OrderLines({ order }: { order: TAdminOrderDetail }) {
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section aria-label={T.lines}>
      <h2 className="mb-3 text-base font-bold text-slate-900">{`${T.lines} · ${T.items(items)}`}</h2>
      <ul aria-label={T.linesCaption} className="grid gap-3 md:grid-cols-2">
        {order.products.map((line) => (
          <LineCard key={line.id} order={order} line={line} />
        ))}
      </ul>
      <p className="mt-3 flex justify-end gap-6 px-4 text-base font-bold text-slate-900">
        <span>{T.total}</span>
        <span className="tabular-nums" data-total>
          {formatPrice(order.amount)}
        </span>
      </p>
    </section>
  );
}
