import { createStore } from './store';

/** The header's badge counts. The shopping pages fill them; until then they read 0. */
export type Counts = { wishlist: number; cart: number };

const counts = createStore<Counts>({ wishlist: 0, cart: 0 });

export const getCounts = (): Counts => counts.get();

export function setCounts(next: Partial<Counts>) {
  counts.set({ ...counts.get(), ...next });
}

export const useCounts = (): Counts => counts.use();
