import type { TDiscountLine } from '#src/contracts/coupons';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { formatPrice } from '#src/web/lib/format';

/**
 * Each discount the server applied (issue 29 §2): "Discount (FRESH10)  − Rs 50", as rows of a definition list (the
 * cart) or of a table's foot (checkout, the order). The figures are the server's; the web computes none.
 */
export function DiscountRows({ discounts, as }: { discounts: readonly TDiscountLine[]; as: 'dl' | 'table' }) {
  return discounts.map((discount) =>
    as === 'dl' ? (
      <div key={discount.label} className="flex items-center justify-between border-b border-slate-100 py-3">
        <dt className="text-slate-600">{COUPON_TEXT.discountLine(discount.label)}</dt>
        <dd className="font-semibold text-brand-700 tabular-nums">− {formatPrice(discount.amount)}</dd>
      </div>
    ) : (
      <tr key={discount.label}>
        <th scope="row" className="pt-2 text-left font-normal text-slate-600">
          {COUPON_TEXT.discountLine(discount.label)}
        </th>
        <td className="pt-2 text-right font-semibold text-brand-700 tabular-nums">− {formatPrice(discount.amount)}</td>
      </tr>
    ),
  );
}
