import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { ArrowRight, CircleAlert, Truck } from '#src/web/components/ui/icons';
import { payable } from '#src/shared/pricing/payable';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TCartSummary } from '#src/contracts/coupons';
import type { TDeliveryCheck } from '#src/contracts/delivery';
import { ESTIMATE_COUNTRY } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { GST_TEXT } from '#src/shared/texts/gst';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { buttonClasses } from '#src/web/components/ui/button';
import { PincodeForm, estimateFor } from '#src/web/features/delivery/index';
import { formatPrice } from '#src/web/lib/format';
import { SavedTotal } from './mrp-saving';
import { DiscountRows } from './discount-lines';

const T = SHOP_PAGES_TEXT;
const D = DELIVERY_PAGE_TEXT.cart;

/**
 * The summary card (spec 2, Cart): Subtotal, Shipping 'Free', 'Estimate for United Kingdom', Total, checkout — as the
 * spec has it until a pincode is known. With one (issue 16) Shipping is that zone's fee for this subtotal (or Free),
 * the way to free delivery is said, and below the zone's minimum the checkout button is disabled with the reason.
 * The figures only inform: the server computes fee and total again when the payment starts. The subtotal, each
 * discount and the total after them are the server's (`GET /api/cart/summary`, issue 29 §2); a free-delivery code
 * waives the fee shown. Under the total, the GST it includes (issue 30 §2): the server's for the items, the fee's own.
 */
export function CartSummary({
  summary,
  saved,
  delivery,
  pincode,
  onChecked,
  coupon,
}: {
  summary: TCartSummary;
  /** The code box. */
  coupon: ReactNode;
  /** What the cart saves: its lines' MRP savings plus its discounts (src/shared/pricing/savings.ts). */
  saved: number;
  /** The check answer for the remembered pincode; null when none is known (or it could not be read). */
  delivery: TDeliveryCheck | null;
  pincode: string | null;
  onChecked: (check: TDeliveryCheck) => void;
}) {
  const reasonId = useId();
  const total = summary.itemsTotal;
  const estimate = delivery ? estimateFor(delivery, total) : null;
  const { fee, total: payableTotal, includedGst } = payable(summary, estimate?.served ? estimate.fee : 0);
  const blocked = estimate?.served === true && estimate.belowMinimum;

  return (
    <section
      aria-labelledby="cart-totals"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="cart-totals" className="text-lg font-bold text-slate-900">
        {T.cartTotals}
      </h2>
      <div className="mt-4 border-b border-slate-100 text-[0.9375rem]">
        <dl>
          <div className="flex items-center justify-between border-b border-slate-100 py-3">
            <dt className="text-slate-600">{T.subtotal}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatPrice(total)}</dd>
          </div>
          <DiscountRows discounts={summary.discounts} as="dl" />
          <div className="flex items-center justify-between pt-3">
            <dt className="text-slate-600">{T.shipping}</dt>
            <dd className="font-semibold tabular-nums">
              {estimate && !estimate.served ? (
                <span className="text-red-700">{D.unavailable}</span>
              ) : fee > 0 ? (
                <span className="text-slate-900">{formatPrice(fee)}</span>
              ) : (
                <span className="text-brand-700">{TEXT.shippingFree}</span>
              )}
            </dd>
          </div>
        </dl>
        <p className="pt-1 pb-3 text-right text-sm text-slate-600">
          {/* Once a pincode is known it says where (issue 32 §2); the spec's fixed country only until then. */}
          {estimate ? (
            <span className="font-semibold text-slate-800 tabular-nums">{D.deliveryTo(estimate.pincode)}</span>
          ) : (
            <>
              {TEXT.estimateFor} <span className="font-semibold text-slate-800">{ESTIMATE_COUNTRY}</span>
            </>
          )}
        </p>
        {estimate?.served && !summary.freeDelivery && estimate.leftToFree !== null && estimate.leftToFree > 0 ? (
          <p className="mb-3 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            <Truck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {D.addForFree(formatPrice(estimate.leftToFree))}
          </p>
        ) : null}
        {estimate && !estimate.served ? (
          <p className="mb-3 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {estimate.message}
          </p>
        ) : null}
        {coupon}
        <div className="pb-3" />
      </div>
      <div className="flex items-center justify-between py-4">
        <span className="font-bold text-slate-900">{T.total}</span>
        <span className="text-xl font-extrabold text-brand-700 tabular-nums">{formatPrice(payableTotal)}</span>
      </div>
      <p className="-mt-3 mb-4 text-right text-sm text-slate-600 tabular-nums">{GST_TEXT.includesGst(includedGst)}</p>
      <SavedTotal amount={saved} className="mb-4" />
      {blocked ? (
        <>
          <p
            id={reasonId}
            className="mb-3 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {DELIVERY_TEXT.belowMinimum(estimate.minimum, estimate.leftToMinimum)}
          </p>
          <button
            type="button"
            disabled
            aria-describedby={reasonId}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {TEXT.proceedToCheckout}
            <ArrowRight className="size-5" aria-hidden="true" />
          </button>
        </>
      ) : (
        <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full')}>
          {TEXT.proceedToCheckout}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      )}
      <PincodeForm initial={pincode} onChecked={onChecked} className="mt-5 border-t border-slate-100 pt-5" />
    </section>
  );
}
