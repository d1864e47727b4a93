import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False in the server's HTML, true once React runs in the browser. Forms stay read-only (and their buttons
 * disabled) until then: a form submitted before hydration would put the password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
