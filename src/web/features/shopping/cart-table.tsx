import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { Trash2 } from '#src/web/components/ui/icons';
import type { TCartItem } from '#src/contracts/cart';
import { TITLE_CUT } from '#src/shared/constants';
import { cut, formatPrice } from '#src/web/lib/format';
import { CartProductLink } from './cart-line';
import { CartQuantity } from './cart-quantity';
import { CartSubstitute } from './cart-substitute';
import { MrpSaving } from './mrp-saving';

type Props = {
  items: TCartItem[];
  onQuantity: (line: TCartItem, quantity: number) => void;
  onRemove: (line: TCartItem) => void;
};

const T = SHOP_PAGES_TEXT;
const TH = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-slate-600 uppercase';

function RemoveButton({ line, onRemove }: { line: TCartItem; onRemove: Props['onRemove'] }) {
  return (
    <button
      type="button"
      aria-label={T.removeLabel(cut(line.productTitle, TITLE_CUT.cart))}
      onClick={() => onRemove(line)}
      className="flex size-10 items-center justify-center rounded-xl text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Trash2 className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * The cart's lines: the spec's table (Product, Unit Price, Quantity, Subtotal, Remove) from 768 px; on phones the
 * same lines as stacked cards, each with the same controls.
 */
export function CartTable({ items, onQuantity, onRemove }: Props) {
  const title = (line: TCartItem) => cut(line.productTitle, TITLE_CUT.cart);
  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200/80">
      <table className="hidden w-full md:table">
        <caption className="sr-only">{SHOP_PAGES_TEXT.cartTitle}</caption>
        <thead className="border-b border-slate-100 bg-slate-50/80">
          <tr>
            <th scope="col" className={TH}>
              {T.product}
            </th>
            <th scope="col" className={TH}>
              {T.unitPrice}
            </th>
            <th scope="col" className={TH}>
              {T.quantity}
            </th>
            <th scope="col" className={TH}>
              {T.subtotal}
            </th>
            <th scope="col" className={`${TH} text-center`}>
              {T.remove}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((line) => (
            <tr key={line.id} className="align-middle">
              <td className="max-w-md px-4 py-4">
                <CartProductLink line={line} />
                <div className="mt-2">
                  <CartSubstitute line={line} id={`substitute-${line.id}`} />
                </div>
              </td>
              <td className="px-4 py-4 text-slate-700 tabular-nums">
                <span className="whitespace-nowrap">{formatPrice(line.price)}</span>
                <MrpSaving price={line.price} mrp={line.mrp} className="mt-0.5 max-w-40" />
              </td>
              <td className="px-4 py-4">
                <CartQuantity title={title(line)} value={line.quantity} onChange={(next) => onQuantity(line, next)} />
              </td>
              <td className="px-4 py-4 font-bold whitespace-nowrap text-slate-900 tabular-nums">
                {formatPrice(line.subTotal)}
              </td>
              <td className="px-4 py-4">
                <div className="flex justify-center">
                  <RemoveButton line={line} onRemove={onRemove} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-slate-100 md:hidden" aria-label={SHOP_PAGES_TEXT.cartTitle}>
        {items.map((line) => (
          <li key={line.id} className="p-4">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <CartProductLink line={line} imageSize="size-20" />
              </div>
              <RemoveButton line={line} onRemove={onRemove} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 rounded-2xl bg-slate-50 px-4 py-3 text-sm">
              <dt className="text-slate-600">{T.unitPrice}</dt>
              <dd className="text-right text-slate-800 tabular-nums">
                {formatPrice(line.price)}
                <MrpSaving price={line.price} mrp={line.mrp} className="mt-0.5" />
              </dd>
              <dt className="self-center text-slate-600">{T.quantity}</dt>
              <dd className="flex justify-end">
                <CartQuantity title={title(line)} value={line.quantity} onChange={(next) => onQuantity(line, next)} />
              </dd>
              <dt className="font-semibold text-slate-800">{T.subtotal}</dt>
              <dd className="text-right font-bold text-slate-900 tabular-nums">{formatPrice(line.subTotal)}</dd>
            </dl>
            <div className="mt-3">
              <CartSubstitute line={line} id={`substitute-card-${line.id}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
