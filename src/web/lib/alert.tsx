import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ALERT_AUTO_HIDE_MS } from '#src/shared/constants';
import { AlertBar, type AlertKind } from '../components/ui/alert-bar';

type AlertApi = { showSuccess: (message: string) => void; showError: (message: string) => void };
type Shown = { id: number; kind: AlertKind; message: string };

const AlertContext = createContext<AlertApi | null>(null);

/** The app's one top alert bar (spec: filled, closes after 6 s or on Escape, never on click-away). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);

  const api = useMemo<AlertApi>(() => {
    let next = 0;
    const show = (kind: AlertKind) => (message: string) => setShown({ id: ++next, kind, message });
    return { showSuccess: show('success'), showError: show('error') };
  }, []);

  const close = useCallback(() => setShown(null), []);
  // The 6 s timer hides only the message it was set for: a newer message shown just as it fires (before React has
  // run this effect's cleanup) stays for its own 6 s instead of vanishing at once.
  const expire = useCallback((id: number) => setShown((current) => (current?.id === id ? null : current)), []);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => expire(shown.id), ALERT_AUTO_HIDE_MS);
    // The Escape that brought the message (closing a dialog that then reports) is still being dispatched when this
    // runs: it must not also dismiss the message.
    const bringing = window.event;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event !== bringing) close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [shown, close, expire]);

  return (
    <AlertContext value={api}>
      {children}
      <AlertBar alert={shown} onClose={close} />
    </AlertContext>
  );
}

/** `showSuccess(msg)` / `showError(msg)` from any page or component. */
export function useAlert(): AlertApi {
  const api = use(AlertContext);
  if (!api) throw new Error('useAlert() needs <AlertProvider> (rendered by the root route).');
  return api;
}
