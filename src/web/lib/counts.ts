import { useSyncExternalStore } from 'react';

/** The header's badge counts. The shopping pages fill them; until then they read 0. */
export type Counts = { wishlist: number; cart: number };

const ZERO: Counts = { wishlist: 0, cart: 0 };
let counts: Counts = ZERO;
const listeners = new Set<() => void>();

export function getCounts(): Counts {
  return counts;
}

export function setCounts(next: Partial<Counts>) {
  counts = { ...counts, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCounts(): Counts {
  return useSyncExternalStore(subscribe, getCounts, () => ZERO);
}
