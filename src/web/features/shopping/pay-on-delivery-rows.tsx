import type { TOrderPayOnDelivery } from '#src/contracts/pay-on-delivery-schemas';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';

const T = PAY_ON_DELIVERY_TEXT;

/**
 * A pay-on-delivery order's payment in the order's totals (docs/decisions/047): "Collect Rs X" while it is due (the
 * amount less what staff took off its lines), what was paid at the door once recorded, nothing to collect when
 * cancelled.
 */
export function PayOnDeliveryRow({ payment }: { payment: TOrderPayOnDelivery }) {
  const text = payment.collected
    ? T.paidOnDelivery(payment.collected.amount, payment.collected.method)
    : payment.collect > 0
      ? T.collect(payment.collect)
      : T.nothingToCollect;
  return (
    <p
      data-pay-on-delivery={payment.status}
      className={
        payment.status === 'due' && payment.collect > 0
          ? 'mt-2 rounded-xl bg-amber-50 px-3 py-2 text-base font-bold text-amber-900'
          : 'mt-2 rounded-xl bg-brand-50 px-3 py-2 font-semibold text-brand-800'
      }
    >
      {text}
    </p>
  );
}
