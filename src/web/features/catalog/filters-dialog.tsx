import type { ReactNode } from 'react';
import { TEXT } from '#src/shared/texts';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { setFiltersPanelOpen, useFiltersPanelOpen } from '#src/web/lib/filters-panel';

/** The drawer itself (Radix Dialog): loaded by `FiltersDrawer` the first time the shopper opens it. */
export default function FiltersDialog({ children }: { children: ReactNode }) {
  const open = useFiltersPanelOpen();
  return (
    <Dialog open={open} onOpenChange={setFiltersPanelOpen}>
      <DialogContent title={TEXT.shell.filters} side="left" className="bg-slate-50">
        <div className="space-y-4 p-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
