import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { cn } from '#src/web/components/ui/cn';

const T = ADMIN_ORDERS_TEXT;

// UTC on server and browser alike, so the hydrated page shows what the server rendered (and the days of the filters
// and slips are UTC days, decision 023).
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** `25 Nov 2026, 3:04 pm UTC` in a <time> element. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{`${dateTime.format(new Date(iso))} UTC`}</time>;
}
export const whenText = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

/** Today as a UTC day (YYYY-MM-DD). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

// Red only for pending (the spec's badge), calm colours for the rest; each pair ≥ 4.5:1.
const STATUS_CLASSES: Record<string, string> = {
  pending: 'bg-red-50 text-red-800 ring-red-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  packed: 'bg-amber-50 text-amber-900 ring-amber-200',
  out_for_delivery: 'bg-violet-50 text-violet-800 ring-violet-200',
  delivered: 'bg-brand-50 text-brand-800 ring-brand-100',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export const statusLabel = (status: string) => T.status[status] ?? status;

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset',
        STATUS_CLASSES[status] ?? STATUS_CLASSES['cancelled'],
        className,
      )}
      data-status={status}
    >
      {statusLabel(status)}
    </span>
  );
}

/** Orders paid in test mode are flagged wherever an order shows (decision 012: nothing to deliver). */
export function TestBadge() {
  return (
    <span
      title={T.testHint}
      className="inline-flex items-center rounded-md bg-amber-100 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wide text-amber-900 uppercase"
    >
      {T.testBadge}
      <span className="sr-only">{` (${T.testHint})`}</span>
    </span>
  );
}
