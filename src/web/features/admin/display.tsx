import type { OrderStatus } from '#src/shared/constants';
import { orderStatusLabel } from '#src/shared/texts/order-status';
import { Badge, type BadgeTone } from '#src/web/components/ui/badge';

/** A link inside a back-office table or page. */
export const LINK =
  'font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

// Red only for pending (the spec's badge), calm colours for the rest.
const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'danger',
  confirmed: 'info',
  packed: 'warning',
  out_for_delivery: 'violet',
  delivered: 'brand',
  cancelled: 'neutral',
};

/** An order status's label (src/shared/texts/order-status.ts, the shop's too). */
export const statusLabel = orderStatusLabel;

/** An order's status as the back office shows it, everywhere (orders, customers, the dashboard). */
export function StatusBadge({ status, size }: { status: string; size?: 'sm' | 'md' }) {
  return (
    <Badge tone={STATUS_TONES[status as OrderStatus] ?? 'neutral'} size={size} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

// UTC on server and browser alike, so the hydrated page shows what the server rendered (and the days of the
// filters and slips are UTC days, decision 023).
const FORMATS = {
  day: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }),
  minute: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
  second: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }),
};

export type WhenPrecision = keyof typeof FORMATS;

/** An ISO instant as `25 Nov 2026, 3:04 pm UTC` (`minute`), with seconds (`second`), or `25 Nov 2026` (`day`). */
export const whenText = (iso: string, show: WhenPrecision = 'minute') => {
  const text = FORMATS[show].format(new Date(iso));
  return show === 'day' ? text : `${text} UTC`;
};

/** `whenText` in a <time> element. */
export function When({ iso, show = 'minute' }: { iso: string; show?: WhenPrecision }) {
  return (
    <time dateTime={iso} className="tabular-nums">
      {whenText(iso, show)}
    </time>
  );
}
