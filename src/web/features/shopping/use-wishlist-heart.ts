import { useCallback, useContext, useRef } from 'react';
import { TEXT } from '#src/shared/texts';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { getCounts, setCounts } from '#src/web/lib/counts';
import { getSession } from '#src/web/lib/session';
import { errorText } from '#src/web/lib/errors';
import { MyListContext } from './shopping-counts';
import { isListKnown, listEntryOf, refreshCounts, rememberListEntry, useListEntry } from './shopping-store';

/**
 * A product's heart (spec 4, Wishlist heart): not added until an add succeeds or the product is found in the
 * shopper's list (`check`, run on hover or focus); a guest gets 'Please Login to continue'. Pressing an added heart
 * takes the product off the list again. A press while the list is not known yet (just signed in, answer on its way)
 * asks the server first and never takes a product off: the shopper saw an empty heart and meant to add.
 */
export function useWishlistHeart(productId: number) {
  const { showSuccess, showError } = useAlert();
  // Read for its changes only: they wake a heart whose section has not hydrated yet (see MyListScope). The value
  // comes from the store, which shows the server's (empty) state while hydrating and the list right after.
  useContext(MyListContext);
  const entry = useListEntry(productId);
  const checked = useRef(false);

  const lookUp = useCallback(async () => {
    const session = getSession();
    if (!session) return;
    const found = await api.myList.list({ query: { productId, userId: session.user.userId } });
    if (getSession()?.token !== session.token) return;
    const entryId = found[0]?.id ?? null;
    const changed = (listEntryOf(productId) ?? null) !== entryId;
    rememberListEntry(productId, entryId);
    // The list changed elsewhere (another tab or device): the badge follows the server.
    if (changed) await refreshCounts();
  }, [productId]);

  /** Once per mounted heart: asks the server whether the product is in the list. */
  const check = useCallback(() => {
    if (checked.current || !getSession()) return;
    checked.current = true;
    lookUp().catch((error: unknown) => {
      checked.current = false;
      console.error('my list check', error);
    });
  }, [lookUp]);

  const toggle = useCallback(async () => {
    if (!getSession()) {
      showError(TEXT.loginToContinue);
      return;
    }
    try {
      if (!isListKnown()) {
        await lookUp();
        if (listEntryOf(productId) !== undefined) return;
      } else if (entry !== undefined) {
        const answer = await api.myList.remove({ params: { id: entry } });
        rememberListEntry(productId, null);
        setCounts({ wishlist: Math.max(0, getCounts().wishlist - 1) });
        showSuccess(answer.msg);
        return;
      }
      const answer = await api.myList.add({ body: { productId } });
      if (answer.status) {
        setCounts({ wishlist: getCounts().wishlist + 1 });
        showSuccess(answer.msg);
      } else showError(answer.msg);
      // Either way it is in the list now; its entry id lets the heart take it off again.
      await lookUp();
    } catch (error) {
      showError(errorText(error));
    }
  }, [entry, productId, lookUp, showSuccess, showError]);

  return { inList: entry !== undefined, check, toggle };
}
