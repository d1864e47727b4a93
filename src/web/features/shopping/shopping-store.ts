import type { TCartItem } from '#src/contracts/cart';
import type { TMyListItem } from '#src/contracts/my-list';
import { api } from '#src/web/lib/api';
import { setCounts } from '#src/web/lib/counts';
import { getSession } from '#src/web/lib/session';
import { createStore, type Store } from '#src/web/lib/store';

/**
 * What the header badges and the hearts need to know about the signed-in shopper's cart and My List. The pages
 * own their data; this only keeps the counts and "which products are in my list" current between them.
 */
/** My List as product id → list entry id; replaced (never changed in place) so that readers see each change. */
const listed = createStore<ReadonlyMap<number, number>>(new Map());
/** Whether `listed` holds the signed-in shopper's whole list (false until the first answer after a sign-in). */
const listKnown = createStore(false);

/** A cart line as the stepper needs it (issue 32 §1): which line, how many, and how many it may hold. */
export type CartEntry = Pick<TCartItem, 'id' | 'productId' | 'variantId' | 'quantity' | 'countInStock' | 'maxPerOrder'>;
/** The cart as variant id → line; replaced on each change. */
const cartEntries = createStore<ReadonlyMap<number, CartEntry>>(new Map());

/** Replaces what is known about the cart with the server's lines (also sets the badge). */
export function rememberCart(items: readonly CartEntry[]) {
  replaceMap(cartEntries, new Map(items.map((item) => [item.variantId, item])));
  setCounts({ cart: items.length });
}

/** One line changed (`entry`) or gone (`null`) after the stepper's call. */
export function rememberCartLine(variantId: number, entry: CartEntry | null) {
  const next = new Map(cartEntries.get());
  if (entry) next.set(variantId, entry);
  else next.delete(variantId);
  cartEntries.set(next);
  setCounts({ cart: next.size });
}

/**
 * The cart line of a pack (`variantId`), or of a product with a single pack (`variantId` undefined): what turns its
 * Add button into the stepper.
 */
export function useCartEntry(productId: number, variantId: number | undefined): CartEntry | undefined {
  const entries = cartEntries.use();
  if (variantId !== undefined) return entries.get(variantId);
  for (const entry of entries.values()) if (entry.productId === productId) return entry;
  return undefined;
}

/** Replaces what is known about My List with the server's list (also sets the badge). */
export function rememberMyList(items: TMyListItem[]) {
  replaceMap(listed, new Map(items.map((item) => [item.productId, item.id])));
  listKnown.set(true);
  setCounts({ wishlist: items.length });
}

/** One product's entry (found on hover, added or removed); `null` when it is not in the list. */
export function rememberListEntry(productId: number, entryId: number | null) {
  const current = listed.get();
  if ((current.get(productId) ?? null) === entryId) return;
  const next = new Map(current);
  if (entryId === null) next.delete(productId);
  else next.set(productId, entryId);
  listed.set(next);
}

export function listEntryOf(productId: number): number | undefined {
  return listed.get().get(productId);
}

export function isListKnown(): boolean {
  return listKnown.get();
}

/** Re-renders when My List changes; answers the product's list entry id, if any. */
export function useListEntry(productId: number): number | undefined {
  return listed.use().get(productId);
}

/** The whole list index in React (the shell's `MyListScope` hands it down). */
export function useListed(): ReadonlyMap<number, number> {
  return listed.use();
}

/**
 * Replaces a map, except an empty one with another empty one: a new empty map would re-render every card for
 * nothing, and My List's change reaches the page through a context (`MyListScope`), which makes React hydrate at
 * once, in one long task, the sections it had left for later — on every guest's page load.
 */
function replaceMap<K, V>(store: Store<ReadonlyMap<K, V>>, next: ReadonlyMap<K, V>) {
  if (next.size > 0 || store.get().size > 0) store.set(next);
}

/** Empties what is known (a guest, a sign-out). */
export function forgetShopper() {
  replaceMap(listed, new Map());
  listKnown.set(false);
  replaceMap(cartEntries, new Map());
  setCounts({ wishlist: 0, cart: 0 });
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
  if (cart.status === 'fulfilled') rememberCart(cart.value);
  if (list.status === 'fulfilled') rememberMyList(list.value);
}

export async function refreshCartCount(): Promise<void> {
  const session = getSession();
  if (!session) return;
  const cart = await api.cart.list({ query: { userId: session.user.userId } });
  if (getSession()?.token === session.token) rememberCart(cart);
}
