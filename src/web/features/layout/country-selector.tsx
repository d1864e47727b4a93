import { ChevronDown, MapPin } from '#src/web/components/ui/icons';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_LOCATION, STORAGE_KEYS, TITLE_CUT } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Skeleton } from '#src/web/components/ui/skeleton';
import { cut } from '#src/web/lib/format';
import { useDismiss } from '#src/web/lib/use-dismiss';
import { storeLocation, storedLocation, writeLocationCookie } from '#src/web/lib/location';

// The list and its data load on first open: most visits never open it.
const CountryPanel = lazy(() => import('./country-panel'));

export function locationLabel(location: string): string {
  return cut(location === DEFAULT_LOCATION ? TEXT.shell.allCountries : location, TITLE_CUT.countryLabel);
}

/** 'Your location' button with a searchable list; choosing stores the country and reloads the page. */
export function CountrySelector({ location, className }: { location: string; className?: string }) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState({ location, tabIndex: 0 });

  // localStorage is the spec's store; the cookie mirrors it for the server. Re-sync if they drifted apart.
  useEffect(() => {
    if (window.localStorage.getItem(STORAGE_KEYS.location) === null) return;
    const stored = storedLocation();
    setCurrent(stored);
    if (stored.location !== location) writeLocationCookie(stored.location);
  }, [location]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const choose = (country: string, tabIndex: number) => {
    storeLocation(country, tabIndex);
    setCurrent({ location: country, tabIndex });
    setOpen(false);
    window.location.reload();
  };

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
        <MapPin className="picker-icon" aria-hidden="true" />
        <span className="picker-text">
          <span className="picker-label">{TEXT.shell.yourLocation}</span>
          <span className="truncate text-sm font-semibold text-slate-900">{locationLabel(current.location)}</span>
        </span>
        <ChevronDown className={cn('picker-chevron', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={TEXT.shell.chooseLocation}
          className="absolute top-full left-0 z-50 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-raised"
        >
          <Suspense
            fallback={
              <div className="space-y-2">
                <Skeleton className="h-10" />
                <Skeleton className="h-48" />
              </div>
            }
          >
            <CountryPanel selectedIndex={current.tabIndex} onChoose={choose} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
