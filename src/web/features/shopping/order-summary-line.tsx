import type { TCartItem } from '#src/contracts/cart';
import { TITLE_CUT } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { formatUnitPrice } from '#src/shared/unit-price';
import { cut, formatPrice } from '#src/web/lib/format';
import { variantText } from './cart-line';
import { MrpSaving } from './mrp-saving';

/** One cart line in checkout's summary: picture, title cut to 20, variant, unit price, quantity, subtotal. */
export function SummaryLine({ line }: { line: TCartItem }) {
  return (
    <tr>
      <td className="py-3 pr-3">
        <span className="flex items-center gap-3">
          <span className="size-11 shrink-0 overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200/70">
            {line.image ? (
              <img
                src={imageUrl(line.image, 200)}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                className="size-full object-cover"
              />
            ) : null}
          </span>
          <span className="min-w-0">
            <span className="block font-medium text-slate-900" title={line.productTitle}>
              {cut(line.productTitle, TITLE_CUT.checkout)}
            </span>
            {variantText(line) ? <span className="block text-sm text-slate-600">{variantText(line)}</span> : null}
            {line.unitPrice ? (
              <span className="block text-xs text-slate-600 tabular-nums">{formatUnitPrice(line.unitPrice)}</span>
            ) : null}
            <span className="text-sm text-slate-600 tabular-nums">× {line.quantity}</span>
            <MrpSaving price={line.price} mrp={line.mrp} />
          </span>
        </span>
      </td>
      <td className="py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {formatPrice(line.subTotal)}
      </td>
    </tr>
  );
}
