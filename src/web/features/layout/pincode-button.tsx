import { ChevronDown, Truck } from '#src/web/components/ui/icons';
import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Skeleton } from '#src/web/components/ui/skeleton';
import { useRememberedPincode } from '#src/web/lib/pincode';
import { useDismiss } from '#src/web/lib/use-dismiss';

// The form, its words and the delivery client load on first open: most visits never open it.
const PincodePanel = lazy(() => import('./pincode-panel'));
// The phone header's earliest slot loads once a pincode is known.
const EarliestSlot = lazy(() => import('./earliest-slot'));

/**
 * 'Deliver to 560001' (or 'Check pincode') beside the country selector — on phones under the search box, with the
 * earliest open slot ("· Tomorrow 07:00–09:00", issue 32 §4) — opens "Do we deliver to you?" with the
 * remembered pincode already checked. Issue 16. The server's HTML always says 'Check pincode' and the remembered
 * pincode shows once the page has hydrated: a page rendered per pincode would split the page cache (decision 033)
 * into a copy per pincode for one word of the header.
 */
export function PincodeButton({ className, withSlot = false }: { className?: string; withSlot?: boolean }) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const pincode = useRememberedPincode();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="picker"
      >
        <Truck className="picker-icon" aria-hidden="true" />
        <span className="picker-text">
          <span className="picker-label">{pincode ? TEXT.shell.deliverTo : TEXT.shell.delivery}</span>
          <span className="truncate text-sm font-semibold text-slate-900 tabular-nums">
            {pincode ?? TEXT.shell.checkPincode}
            {withSlot && pincode && (
              <Suspense fallback={null}>
                <EarliestSlot pincode={pincode} />
              </Suspense>
            )}
          </span>
        </span>
        <ChevronDown className={cn('picker-chevron', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={TEXT.shell.deliveryQuestion}
          className="absolute top-full left-0 z-50 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-raised lg:right-0 lg:left-auto"
        >
          <Suspense
            fallback={
              <div className="space-y-2">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-11" />
              </div>
            }
          >
            <PincodePanel pincode={pincode} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
