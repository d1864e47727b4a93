import type { OrderStatus } from '#src/shared/constants';
import { orderStatusLabel } from '#src/shared/texts/order-status';
import { Badge, type BadgeTone } from '#src/web/components/ui/badge';
import { formatShopTime, type ShopTimePrecision } from '#src/shared/shop-time';
import { useShopTimeZone } from '#src/web/lib/shop';

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

// The shop's clock on server and browser alike (SHOP_TIME_ZONE from the root loader), so the hydrated page shows
// what the server rendered and the days match the filters', the dashboard's and the slips' (decision 058).
export type WhenPrecision = ShopTimePrecision;

/** An ISO instant on the shop's clock as `25 Nov 2026, 3:04 pm` (`minute`), with seconds (`second`), or `25 Nov 2026` (`day`). */
export const whenText = (iso: string, timeZone: string, show: WhenPrecision = 'minute') =>
  formatShopTime(iso, timeZone, show);

/** `whenText` in a <time> element, on the shop's clock. */
export function When({ iso, show = 'minute' }: { iso: string; show?: WhenPrecision }) {
  const timeZone = useShopTimeZone();
  return (
    <time dateTime={iso} className="tabular-nums">
      {whenText(iso, timeZone, show)}
    </time>
  );
}
