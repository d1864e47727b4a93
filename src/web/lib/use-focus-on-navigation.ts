import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page inside the app the focus goes to the new page's content (the element the returned
 * ref is put on, with tabIndex -1), as a full page load would put a keyboard or screen reader user at its start
 * (otherwise it stays on the link pressed, or falls to the body). The shop's shell and the back office's share it.
 */
export function useFocusOnNavigation<T extends HTMLElement = HTMLElement>() {
  const { pathname } = useLocation();
  const main = useRef<T>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}
