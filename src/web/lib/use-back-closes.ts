import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeLayer, openLayer } from './back-layers';

/**
 * While `open`, the browser's Back calls `close` and stays on the page; a close of any other kind (X, Escape, the
 * overlay, the owner's own) takes the layer's history entry back, so the next Back leaves the page as it always did
 * (issue 32 §4, docs/decisions/064; the history side is back-layers.ts). Used once, by the shared `Dialog`
 * (src/web/components/ui/dialog.tsx), so every dialog and sheet behaves alike. A navigation while the layer stays
 * open (a filter changing the address) gives the new page's entry a mark of its own.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const { key } = useLocation();
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const layer = openLayer(() => latestClose.current());
    return () => closeLayer(layer);
  }, [open, key]);
}
