import { createStore } from './store';

/**
 * Whether the listing's filter sidebar is open on small screens. The bottom bar's Filters tab opens it; the
 * listing page renders the sidebar and closes it.
 */
const panel = createStore(false);

export const setFiltersPanelOpen = (next: boolean) => panel.set(next);
export const openFiltersPanel = () => setFiltersPanelOpen(true);
export const closeFiltersPanel = () => setFiltersPanelOpen(false);
export const useFiltersPanelOpen = (): boolean => panel.use();

/** Paths where the Filters tab applies: listings and search results. */
export function hasFiltersPanel(pathname: string): boolean {
  return pathname.startsWith('/products/') || pathname === '/search';
}
