import type { ReactNode } from 'react';
import type { TCartItem } from '#src/contracts/shopping';
import { TITLE_CUT } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { formatUnitPrice } from '#src/shared/unit-price';
import { cut, formatPrice } from '#src/web/lib/format';
import { variantText } from './cart-line';

const T = TEXT.shopPages;

/** Checkout's order summary: the server's cart lines (titles cut to 20), its subtotal and total. */
export function OrderSummary({ items, children }: { items: TCartItem[]; children: ReactNode }) {
  const total = items.reduce((sum, line) => sum + line.subTotal, 0);
  return (
    <section
      aria-labelledby="your-order"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="your-order" className="text-lg font-bold text-slate-900">
        {T.yourOrder}
      </h2>
      <table className="mt-4 w-full text-[0.9375rem]">
        <caption className="sr-only">{T.yourOrder}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="pb-2 text-left font-bold">
              {T.product}
            </th>
            <th scope="col" className="pb-2 text-right font-bold">
              {T.subtotal}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((line) => (
            <tr key={line.id}>
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
                    {variantText(line) ? (
                      <span className="block text-sm text-slate-600">{variantText(line)}</span>
                    ) : null}
                    {line.unitPrice ? (
                      <span className="block text-xs text-slate-600 tabular-nums">
                        {formatUnitPrice(line.unitPrice)}
                      </span>
                    ) : null}
                    <span className="text-sm text-slate-600 tabular-nums">× {line.quantity}</span>
                  </span>
                </span>
              </td>
              <td className="py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatPrice(line.subTotal)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200">
          <tr>
            <th scope="row" className="pt-3 text-left font-normal text-slate-600">
              {T.subtotal}
            </th>
            <td className="pt-3 text-right font-semibold tabular-nums">{formatPrice(total)}</td>
          </tr>
          <tr>
            <th scope="row" className="pt-2 text-left font-normal text-slate-600">
              {T.shipping}
            </th>
            <td className="pt-2 text-right font-semibold text-brand-700">{TEXT.shippingFree}</td>
          </tr>
          <tr>
            <th scope="row" className="pt-3 pb-1 text-left font-bold text-slate-900">
              {T.total}
            </th>
            <td className="pt-3 pb-1 text-right text-xl font-extrabold whitespace-nowrap text-brand-700 tabular-nums">
              {formatPrice(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <div className="mt-5">{children}</div>
    </section>
  );
}
