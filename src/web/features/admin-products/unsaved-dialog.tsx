import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type { Blocker } from 'react-router';
import { Button } from '#src/web/components/ui/button';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/** Asks before leaving the editor with unsaved changes (the router's blocker holds the navigation). */
export function UnsavedDialog({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="unsaved-title"
      className="fixed inset-0 z-50 grid place-items-center bg-slate-900/40 p-4"
    >
      <div className="max-w-sm space-y-4 rounded-xl bg-white p-5 shadow-lg">
        <p id="unsaved-title" className="font-semibold text-slate-900">
          {E.unsaved}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="quiet" autoFocus onClick={() => blocker.reset()}>
            {E.stay}
          </Button>
          <Button onClick={() => blocker.proceed()}>{E.leave}</Button>
        </div>
      </div>
    </div>
  );
}
