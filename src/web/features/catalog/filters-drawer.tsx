import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TEXT } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { closeFiltersPanel, openFiltersPanel, setFiltersPanelOpen, useFiltersPanelOpen } from '../../lib/filters-panel';

/**
 * Under 992 px the sidebar lives in a drawer, opened by the page's Filters button or the bottom bar's Filters tab
 * (both through `lib/filters-panel`). It closes once a filter is applied, so the shopper sees the results.
 */
export function FiltersDrawer({ children }: { children: ReactNode }) {
  const open = useFiltersPanelOpen();
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);

  useEffect(() => {
    const url = `${pathname}${search}`;
    if (url !== shown.current) {
      shown.current = url;
      closeFiltersPanel();
    }
  }, [pathname, search]);

  // Leaving the page must not leave the drawer "open" for the next listing.
  useEffect(() => closeFiltersPanel, []);

  return (
    <Dialog open={open} onOpenChange={setFiltersPanelOpen}>
      <DialogContent title={TEXT.shell.filters} side="left" className="bg-slate-50">
        <div className="space-y-4 p-4">{children}</div>
      </DialogContent>
    </Dialog>
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
