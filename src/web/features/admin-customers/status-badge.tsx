import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { cn } from '#src/web/components/ui/cn';

/** An order's status as the shop shows it (red for `pending`, grey for `cancelled`, green otherwise), readable. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        status === 'pending'
          ? 'bg-red-50 text-red-700 ring-1 ring-red-200'
          : status === 'cancelled'
            ? 'bg-slate-100 text-slate-700 ring-1 ring-slate-200'
            : 'bg-brand-50 text-brand-800 ring-1 ring-brand-100',
      )}
    >
      {ADMIN_CUSTOMERS_TEXT.statuses[status] ?? status}
    </span>
  );
}

// UTC on server and browser alike, so the hydrated page shows what the server rendered.
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO instant as "12 Nov 2026, 9:30 am UTC" (or only the date), in a <time>. */
export function When({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} className="tabular-nums">
      {withTime ? `${dateTime.format(date)} UTC` : dateOnly.format(date)}
    </time>
  );
}

export const LINK =
  'font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
