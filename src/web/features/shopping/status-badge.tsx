import { cn } from '#src/web/components/ui/cn';

/**
 * Spec 4 (Order status): only 'pending' is special (red), anything else is green. `label` is the readable text
 * (the order page and cards); without it the status shows as it is, as the spec's table does.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const pending = status === 'pending';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        label ? undefined : 'capitalize',
        pending ? 'bg-red-700 text-white' : 'bg-brand-700 text-white',
      )}
    >
      {label ?? status}
    </span>
  );
}
