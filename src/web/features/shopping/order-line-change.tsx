import { ArrowRightLeft, CircleSlash } from '#src/web/components/ui/icons';
import type { TOrderLine } from '#src/contracts/order-schemas';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { formatPrice } from '#src/web/lib/format';

const T = SHOPPER_TEXT.substitution;

/** "Unavailable — Rs 300 refunded", "Substituted with Moong Dal (1 kg), Rs 30 refunded" (docs/decisions/032). */
export function lineChangeText(change: NonNullable<TOrderLine['change']>): string {
  const amount = formatPrice(change.refund.amount);
  const substitute = change.substitute
    ? change.substitute.label
      ? `${change.substitute.title} (${change.substitute.label})`
      : change.substitute.title
    : '';
  // Only a pay-on-delivery order still due changes a line for money with nothing to refund (docs/decisions/047).
  const offPayment =
    change.refund.status === 'none' && change.refund.amount > 0 ? PAY_ON_DELIVERY_TEXT.offYourPayment(amount) : null;
  if (offPayment) {
    return change.kind === 'unavailable'
      ? `${T.unavailable} — ${offPayment}`
      : `${T.substitutedWith(substitute)}, ${offPayment}`;
  }
  const pendingOrFailed = T.refundStates[change.refund.status];
  if (change.kind === 'unavailable') {
    if (change.refund.status === 'refunded') return T.unavailableRefund(amount);
    return pendingOrFailed ? `${T.unavailable} — ${pendingOrFailed(amount)}` : T.unavailable;
  }
  if (change.refund.status === 'refunded') return T.substitutedRefund(substitute, amount);
  return pendingOrFailed
    ? `${T.substitutedWith(substitute)}, ${pendingOrFailed(amount)}`
    : T.substitutedWith(substitute);
}

/** Under an order line: what staff changed on it, or the shopper's "no substitutes" while nothing changed. */
export function OrderLineChange({ line }: { line: TOrderLine }) {
  if (!line.change) {
    return line.substitute ? null : <p className="mt-1 text-xs font-semibold text-slate-600">{T.noSubstitutes}</p>;
  }
  const unavailable = line.change.kind === 'unavailable';
  const Icon = unavailable ? CircleSlash : ArrowRightLeft;
  return (
    <p
      className={`mt-2 inline-flex items-start gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold ${
        unavailable ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'
      }`}
      data-line-change={line.change.kind}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {lineChangeText(line.change)}
    </p>
  );
}

/** What the changed lines gave back so far (refunds made), for under the order's lines; 0 when none. */
export const lineRefundsMade = (lines: readonly TOrderLine[]) =>
  lines.reduce((sum, line) => sum + (line.change?.refund.status === 'refunded' ? line.change.refund.amount : 0), 0);
