import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';

const T = ADMIN_DELIVERY_PAGE.unsaved;
const Report = createContext<(key: string, dirty: boolean) => void>(() => undefined);

/**
 * Warns before unsaved edits are lost: while any form inside reports changes (`useReportUnsaved`), leaving the page
 * in the app asks first, and closing or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((key: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const anyDirty = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  return (
    <Report.Provider value={report}>
      {children}
      <Dialog
        backCloses={false}
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      >
        <DialogContent side="sheet" title={T.title} description={T.body}>
          <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
            <Button variant="quiet" onClick={() => blocker.reset?.()}>
              {T.stay}
            </Button>
            <Button onClick={() => blocker.proceed?.()}>{T.leave}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </Report.Provider>
  );
}

/** A form tells the page's guard whether it holds unsaved changes (and that it holds none once it closes). */
export function useReportUnsaved(dirty: boolean) {
  const report = useContext(Report);
  const key = useId();
  useEffect(() => report(key, dirty), [report, key, dirty]);
  useEffect(() => () => report(key, false), [report, key]);
}
