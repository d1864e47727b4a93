import { useSyncExternalStore } from 'react';
import type { TMyListItem } from '#src/contracts/shopping';
import { api } from '#src/web/lib/api';
import { setCounts } from '#src/web/lib/counts';
import { getSession } from '#src/web/lib/session';

/**
 * What the header badges and the hearts need to know about the signed-in shopper's cart and My List. The pages
 * own their data; this only keeps the counts and "which products are in my list" current between them.
 */
const listed = new Map<number, number>();
const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Replaces what is known about My List with the server's list (also sets the badge). */
export function rememberMyList(items: TMyListItem[]) {
  listed.clear();
  for (const item of items) listed.set(item.productId, item.id);
  setCounts({ wishlist: items.length });
  notify();
}

/** One product's entry (found on hover, added or removed); `null` when it is not in the list. */
export function rememberListEntry(productId: number, entryId: number | null) {
  const had = listed.has(productId);
  if (entryId === null) listed.delete(productId);
  else listed.set(productId, entryId);
  if (had !== (entryId !== null)) notify();
}

export function listEntryOf(productId: number): number | undefined {
  return listed.get(productId);
}

/** Re-renders when My List changes; answers the product's list entry id, if any. */
export function useListEntry(productId: number): number | undefined {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return listed.get(productId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function forgetShopper() {
  listed.clear();
  setCounts({ wishlist: 0, cart: 0 });
  notify();
}

/** Reloads the badge counts (and the My List index) from the server; guests read zero. */
export async function refreshCounts(): Promise<void> {
  const session = getSession();
  if (!session) {
    forgetShopper();
    return;
  }
  const userId = session.user.userId;
  const [cart, list] = await Promise.allSettled([
    api.cart.list({ query: { userId } }),
    api.myList.list({ query: { userId } }),
  ]);
  // A sign-out (or another account) while loading: the answers belong to nobody on screen any more.
  if (getSession()?.token !== session.token) return;
  if (cart.status === 'fulfilled') setCounts({ cart: cart.value.length });
  if (list.status === 'fulfilled') rememberMyList(list.value);
}

export async function refreshCartCount(): Promise<void> {
  const session = getSession();
  if (!session) return;
  const cart = await api.cart.list({ query: { userId: session.user.userId } });
  if (getSession()?.token === session.token) setCounts({ cart: cart.length });
}
