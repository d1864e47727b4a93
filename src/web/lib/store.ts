import { useSyncExternalStore } from 'react';

export type Store<T> = {
  get(): T;
  /** Replaces the value and re-renders the components that use it (nothing happens when it is the same value). */
  set(next: T): void;
  /** Re-renders the users after a change the store cannot see (e.g. the value lives in localStorage). */
  notify(): void;
  subscribe(listener: () => void): () => void;
  /** The value in a component; `server` (default: the initial value) while rendering on the server. */
  use(): T;
};

type Options<T> = {
  /** The value in the server's HTML and during hydration. */
  server?: T;
  /** Reads the value from outside (must answer the same object while nothing changed); replaces the kept value. */
  read?: () => T;
  /** Starts watching an outside source while someone is subscribed; answers how to stop. */
  watch?: (changed: () => void) => () => void;
};

/**
 * A value shared by components outside React's tree (header badges, the session, the filters panel), read with
 * `useSyncExternalStore`. The one implementation of the listener set every such store needs:
 * `const counts = createStore({ cart: 0 }); counts.set({ cart: 2 }); const { cart } = counts.use();`.
 */
export function createStore<T>(initial: T, { server = initial, read, watch }: Options<T> = {}): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const get = read ?? (() => value);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1 && watch) stopWatching = watch(notify);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stopWatching?.();
    };
  };
  return {
    get,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      notify();
    },
    notify,
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, () => server),
  };
}
