import { useId } from 'react';
import { CreditCard, Truck } from '#src/web/components/ui/icons';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { cn } from '#src/web/components/ui/cn';
import type { PaymentMethod } from './pay-on-delivery';

const T = PAY_ON_DELIVERY_TEXT;

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Pay on delivery's offer for the pincode and total: when not offered, its option is disabled and says why. */
  offer: { offered: true } | { offered: false; reason: string };
  disabled?: boolean;
};

/**
 * The checkout's payment step (issue 29 §1): "Pay online" or "Pay on delivery (cash/UPI)", two radios in one
 * fieldset. Pay on delivery is disabled, with the reason under it, where the zone does not offer it or the total is
 * over its maximum.
 */
export function PaymentMethodChoice({ value, onChange, offer, disabled = false }: Props) {
  const id = useId();
  const reasonId = `${id}-reason`;
  const option = (method: PaymentMethod, label: string, hint: string | null, off: boolean) => {
    const inputId = `${id}-${method}`;
    const notes = [hint ? `${inputId}-hint` : null, method === 'on_delivery' && !offer.offered ? reasonId : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div
        className={cn(
          'flex items-start gap-3 rounded-2xl border p-4 text-sm',
          value === method ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
          // Unavailable: a quieter box, its words still at full contrast (the reason must be read).
          off && 'border-dashed bg-slate-50',
        )}
      >
        <input
          id={inputId}
          type="radio"
          name={`${id}-method`}
          value={method}
          checked={value === method}
          disabled={off}
          aria-describedby={notes || undefined}
          onChange={() => onChange(method)}
          className="mt-0.5 size-5 accent-brand-600"
        />
        <div className="min-w-0">
          {/* The option's name is its title only; the hint and the reason describe it. */}
          <label
            htmlFor={inputId}
            className={cn(
              'flex items-center gap-2 font-semibold',
              off ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer text-slate-900',
            )}
          >
            {method === 'online' ? (
              <CreditCard className="size-4 text-brand-600" aria-hidden="true" />
            ) : (
              <Truck className="size-4 text-brand-600" aria-hidden="true" />
            )}
            {label}
          </label>
          {hint ? (
            <p id={`${inputId}-hint`} className="mt-1 text-slate-600">
              {hint}
            </p>
          ) : null}
          {method === 'on_delivery' && !offer.offered ? (
            <p id={reasonId} className="mt-1 font-medium text-amber-800">
              {offer.reason}
            </p>
          ) : null}
        </div>
      </div>
    );
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-8"
    >
      <fieldset disabled={disabled}>
        <legend id={`${id}-title`} className="mb-4 text-lg font-bold text-slate-900">
          {T.methodLegend}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {option('online', T.payOnline, null, false)}
          {option('on_delivery', T.payOnDelivery, T.payOnDeliveryHint, !offer.offered)}
        </div>
      </fieldset>
    </section>
  );
}
