import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps the keyboard's place when a control swaps for another under it: "Add" becomes the − qty + stepper once the
 * pack is in the cart, and the stepper becomes "Add" again when − takes the last one out (issue 32 §1). The
 * pressed button leaves the page, so the browser would drop the focus to the page's top; this moves it to the new
 * control's `[data-focus-target]` instead — only when the focus was inside the wrapper and nothing else took it.
 * `swap` names which control shows (the effect runs when it changes).
 */
export function useFocusAcrossSwap<T extends HTMLElement>(swap: string) {
  const ref = useRef<T>(null);
  const focusedInside = useRef(false);
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusedInside.current && lost) ref.current?.querySelector<HTMLElement>('[data-focus-target]')?.focus();
  }, [swap]);
  return {
    ref,
    onFocus: () => {
      focusedInside.current = true;
    },
    // A blur towards another element outside ends it; a blur to nowhere (the button removed) keeps it.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget && !ref.current?.contains(event.relatedTarget as Node)) focusedInside.current = false;
    },
  };
}
