import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import type { ReactNode } from 'react';
import { payable } from '#src/shared/pricing/payable';
import type { TCartItem } from '#src/contracts/cart';
import { TEXT } from '#src/shared/texts';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { GST_TEXT } from '#src/shared/texts/gst';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import type { DeliveryEstimate } from '#src/web/features/delivery/index';
import { formatPrice } from '#src/web/lib/format';
import { SummaryLine } from './order-summary-line';
import { totalSaved } from '#src/shared/pricing/savings';
import { SavedTotal } from './mrp-saving';
import type { TCartSummary } from '#src/contracts/coupons';
import { DiscountRows } from './discount-lines';

const T = SHOP_PAGES_TEXT;
const D = DELIVERY_PAGE_TEXT.checkout;

export type SummaryDelivery = {
  /** The well-formed pincode typed, or null. */
  pincode: string | null;
  checking: boolean;
  estimate: DeliveryEstimate | null;
  /** The chosen slot, 'Thu 26 Nov, 10:00–12:00'. */
  slot: string | null;
};

/** The line under the fee: checking, why the zone refuses, what is left to the minimum or to free delivery. */
function feeNoteOf(delivery: SummaryDelivery): string {
  const { estimate } = delivery;
  return delivery.checking
    ? D.checking
    : estimate?.served === false
      ? estimate.message
      : estimate?.served && estimate.belowMinimum
        ? DELIVERY_TEXT.belowMinimum(estimate.minimum, estimate.leftToMinimum)
        : estimate?.served && estimate.leftToFree !== null && estimate.leftToFree > 0
          ? DELIVERY_PAGE_TEXT.cart.addForFree(formatPrice(estimate.leftToFree))
          : delivery.pincode
            ? D.forPincode(delivery.pincode)
            : D.enterPincode;
}

/**
 * Checkout's order summary: the server's cart lines (titles cut to 20), their subtotal, the delivery fee for the
 * pincode typed (issue 16: what the zone charges for this subtotal; the server computes it again for the payment)
 * and the total with it, and the GST that total includes (issue 30 §2); the chosen delivery slot.
 */
export function OrderSummary({
  items,
  summary,
  delivery,
  children,
}: {
  items: TCartItem[];
  /** The server's figures (issue 29 §2): the subtotal, each discount and the total after them. */
  summary: TCartSummary;
  delivery: SummaryDelivery;
  children: ReactNode;
}) {
  const subtotal = summary.itemsTotal;
  const { estimate } = delivery;
  const { fee, total, includedGst } = payable(summary, estimate?.served ? estimate.fee : 0);
  const feeNote = feeNoteOf(delivery);
  const refused = estimate?.served === false || (estimate?.served === true && estimate.belowMinimum);
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
            <SummaryLine key={line.id} line={line} />
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200">
          <tr>
            <th scope="row" className="pt-3 text-left font-normal text-slate-600">
              {T.subtotal}
            </th>
            <td className="pt-3 text-right font-semibold tabular-nums">{formatPrice(subtotal)}</td>
          </tr>
          <DiscountRows discounts={summary.discounts} as="table" />
          <tr>
            <th scope="row" className="pt-2 text-left font-normal text-slate-600">
              {D.deliveryFee}
            </th>
            <td className="pt-2 text-right font-semibold tabular-nums">
              {!estimate || !estimate.served ? (
                <span aria-hidden="true" className="text-slate-500">
                  —
                </span>
              ) : fee > 0 ? (
                formatPrice(fee)
              ) : (
                <span className="text-brand-700">{TEXT.shippingFree}</span>
              )}
            </td>
          </tr>
          <tr>
            <td colSpan={2} className={`pt-0.5 text-xs ${refused ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
              {feeNote}
            </td>
          </tr>
          {delivery.slot ? (
            <tr>
              <th scope="row" className="pt-2 text-left font-normal text-slate-600">
                {DELIVERY_PAGE_TEXT.order.slot}
              </th>
              <td className="pt-2 text-right font-semibold text-slate-900">{delivery.slot}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" className="pt-3 pb-1 text-left font-bold text-slate-900">
              {T.total}
            </th>
            <td className="pt-3 pb-1 text-right text-xl font-extrabold whitespace-nowrap text-brand-700 tabular-nums">
              {formatPrice(total)}
            </td>
          </tr>
          <tr>
            <td colSpan={2} className="pb-1 text-right text-sm text-slate-600 tabular-nums">
              {GST_TEXT.includesGst(includedGst)}
            </td>
          </tr>
        </tfoot>
      </table>
      <SavedTotal amount={totalSaved(items, summary.discounts)} className="mt-3" />
      <div className="mt-5">{children}</div>
    </section>
  );
}
