import { TEXT } from '#src/shared/texts';
import { CircleAlert, CircleCheck, X } from '#src/web/components/ui/icons';
import { cn } from './cn';

export type AlertKind = 'success' | 'error';

/**
 * A filled message bar at the top of the viewport. The live region is always in the page so that screen readers
 * announce each new message; the `role="alert"` element appears with the message.
 */
export function AlertBar({
  alert,
  onClose,
}: {
  alert: { id: number; kind: AlertKind; message: string } | null;
  onClose: () => void;
}) {
  return (
    <div aria-live="assertive" className="pointer-events-none fixed inset-x-0 top-3 z-[100] flex justify-center px-3">
      {alert && (
        <div
          key={alert.id}
          role="alert"
          className={cn(
            'pointer-events-auto flex w-full max-w-lg animate-[alert-in_180ms_ease-out] items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg',
            alert.kind === 'success' ? 'bg-brand-700' : 'bg-red-700',
          )}
        >
          {alert.kind === 'success' ? (
            <CircleCheck className="mt-px size-5 shrink-0" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-px size-5 shrink-0" aria-hidden="true" />
          )}
          <p className="flex-1 leading-5">{alert.message}</p>
          <button
            type="button"
            onClick={onClose}
            aria-label={TEXT.shell.closeMessage}
            className="-m-1 rounded-md p-1 text-white/85 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
