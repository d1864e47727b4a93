import { createStore } from './store';

/** The header's badge counts. The shopping pages fill them; until then they read 0. */
export type Counts = { wishlist: number; cart: number };

const counts = createStore<Counts>({ wishlist: 0, cart: 0 });

export const getCounts = (): Counts => counts.get();

/** Changes the badges; the same counts again re-render nothing. */
export function setCounts(next: Partial<Counts>) {
  const current = counts.get();
  const changed = { ...current, ...next };
  if ((Object.keys(changed) as (keyof Counts)[]).some((key) => changed[key] !== current[key])) counts.set(changed);
}

export const useCounts = (): Counts => counts.use();
