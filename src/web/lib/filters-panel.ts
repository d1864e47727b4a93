import { useSyncExternalStore } from 'react';

/**
 * Whether the listing's filter sidebar is open on small screens. The bottom bar's Filters tab opens it; the
 * listing page renders the sidebar and closes it.
 */
let open = false;
const listeners = new Set<() => void>();

export function setFiltersPanelOpen(next: boolean) {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openFiltersPanel = () => setFiltersPanelOpen(true);
export const closeFiltersPanel = () => setFiltersPanelOpen(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFiltersPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** Paths where the Filters tab applies: listings and search results. */
export function hasFiltersPanel(pathname: string): boolean {
  return pathname.startsWith('/products/') || pathname === '/search';
}
