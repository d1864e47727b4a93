import { SlidersHorizontal } from '#src/web/components/ui/icons';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { closeFiltersPanel, openFiltersPanel, useFiltersPanelOpen } from '#src/web/lib/filters-panel';

// The drawer (and Radix Dialog) loads the first time it opens: most visits never open it.
const FiltersDialog = lazy(() => import('./filters-dialog'));

/**
 * Under 992 px the sidebar lives in a drawer, opened by the page's Filters button or the bottom bar's Filters tab
 * (both through `lib/filters-panel`). It closes once a filter is applied, so the shopper sees the results.
 */
export function FiltersDrawer({ children }: { children: ReactNode }) {
  const open = useFiltersPanelOpen();
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    const url = `${pathname}${search}`;
    if (url !== shown.current) {
      shown.current = url;
      closeFiltersPanel();
    }
  }, [pathname, search]);

  // Leaving the page must not leave the drawer "open" for the next listing.
  useEffect(() => closeFiltersPanel, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FiltersDialog>{children}</FiltersDialog>
    </Suspense>
  );
}

/** Opens the drawer on phones; a badge counts the filters in force. */
export function FiltersButton({ active = 0 }: { active?: number }) {
  return (
    <Button variant="secondary" size="sm" className="h-10 lg:hidden" onClick={openFiltersPanel}>
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {TEXT.shell.filters}
      {active > 0 && (
        <span className="ml-0.5 flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white tabular-nums">
          <span className="sr-only">(</span>
          {active}
          <span className="sr-only"> active)</span>
        </span>
      )}
    </Button>
  );
}
