import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { formatPrice } from '#src/web/lib/format';
import { DataTable, type Column } from '#src/web/features/admin/index';
import { LineActions, LinePreference } from './line-actions';

const T = ADMIN_ORDERS_TEXT.detail;
type Line = TAdminOrderDetail['products'][number];

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

/** The order's lines with their picking actions, and the order's total under them. */
export function OrderLines({ order }: { order: TAdminOrderDetail }) {
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
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
  );
}
