import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ESTIMATE_COUNTRY } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { formatPrice } from '#src/web/lib/format';

const T = TEXT.shopPages;

/** The summary card (spec 2, Cart): Subtotal, Shipping 'Free', 'Estimate for United Kingdom', Total, checkout. */
export function CartSummary({ total }: { total: number }) {
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
          <div className="flex items-center justify-between pt-3">
            <dt className="text-slate-600">{T.shipping}</dt>
            <dd className="font-semibold text-brand-700">{TEXT.shippingFree}</dd>
          </div>
        </dl>
        <p className="pt-1 pb-3 text-right text-sm text-slate-600">
          {TEXT.estimateFor} <span className="font-semibold text-slate-800">{ESTIMATE_COUNTRY}</span>
        </p>
      </div>
      <div className="flex items-center justify-between py-4">
        <span className="font-bold text-slate-900">{T.total}</span>
        <span className="text-xl font-extrabold text-brand-700 tabular-nums">{formatPrice(total)}</span>
      </div>
      <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full')}>
        {TEXT.proceedToCheckout}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </section>
  );
}
