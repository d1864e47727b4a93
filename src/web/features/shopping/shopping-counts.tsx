import { useEffect } from 'react';
import { useSession } from '#src/web/lib/session';
import { forgetShopper, refreshCounts } from './shopping-store';

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
