import { createContext, useEffect, type ReactNode } from 'react';
import { useSession } from '#src/web/lib/session';
import { forgetShopper, refreshCounts, useListed } from './shopping-store';

/**
 * Spec 4 (Login): a stored token at start, or a new sign-in, loads the shopper's cart and list for the header
 * badges; signing out clears them. Rendered once by the shell.
 */
export function ShoppingCounts() {
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) {
      forgetShopper();
      return;
    }
    refreshCounts().catch((error: unknown) => console.error('shopping counts', error));
  }, [token]);
  return null;
}

/** My List as the shell last rendered it; read by the hearts (see `MyListScope`). */
export const MyListContext = createContext<ReadonlyMap<number, number>>(new Map());

/**
 * Wraps the page so that a change of My List reaches every heart. The home page's lower sections hydrate late, at
 * idle priority (decision 011); until then their server HTML shows every heart empty, since the server cannot know
 * the shopper (the session is in localStorage). An external store does not reach a boundary that has not hydrated,
 * a context change does: React hydrates the boundary then, and its hearts show the list (issue 13).
 */
export function MyListScope({ children }: { children: ReactNode }) {
  return <MyListContext value={useListed()}>{children}</MyListContext>;
}
