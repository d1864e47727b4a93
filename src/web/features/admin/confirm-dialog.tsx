import { useEffect, useRef, useState } from 'react';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';

export type Confirmation = {
  title: string;
  body: string;
  confirm: string;
  keep: string;
  /** The deletion, answering whether it worked; the dialog closes when it is done (a refusal is in the alert bar). */
  run: () => Promise<boolean>;
  /** Where the focus goes once it worked (the button that opened the dialog is gone with what it deleted). */
  focusAfter: string;
};

/** Asks before a deletion: a modal with the consequence, "keep" and a red "delete" (Escape keeps). */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<string | null>(null);
  // Once the dialog is gone: Radix gives the focus back (to its opener, if still there) in a timeout of its unmount,
  // so this one comes after it.
  useEffect(() => {
    if (confirmation || !focusAfter.current) return;
    const target = focusAfter.current;
    focusAfter.current = null;
    const timer = setTimeout(() => document.getElementById(target)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [confirmation]);
  const confirm = async () => {
    if (!confirmation || busy) return;
    setBusy(true);
    const done = await confirmation.run();
    setBusy(false);
    if (done) focusAfter.current = confirmation.focusAfter;
    onClose();
  };
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {confirmation ? (
        <DialogContent side="sheet" title={confirmation.title} description={confirmation.body}>
          <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
            <Button variant="quiet" onClick={onClose}>
              {confirmation.keep}
            </Button>
            <Button
              busy={busy}
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              onClick={() => void confirm()}
            >
              {confirmation.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Moves the keyboard focus to the element with `id` once it is in the page (a form just opened, a bad field). */
export function focusById(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
