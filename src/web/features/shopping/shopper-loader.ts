import { redirect } from 'react-router';
import { clearSession, getSession } from '#src/web/lib/session';
import { isSignedOut } from '#src/web/lib/errors';

export type Shopper = { userId: number; token: string };

/**
 * For the shopping pages' client loaders (spec 6: Cart, Checkout, Orders check for a token, My List for the login
 * flag; both are the stored session here): no session → /signIn. A token the server refuses signs the shopper out
 * and goes to /signIn too; other failures reach the page's error boundary.
 */
export async function loadForShopper<T>(load: (shopper: Shopper) => Promise<T>): Promise<T> {
  const session = getSession();
  if (!session) throw redirect('/signIn');
  try {
    return await load({ userId: session.user.userId, token: session.token });
  } catch (error) {
    if (isSignedOut(error)) {
      clearSession();
      throw redirect('/signIn');
    }
    throw error;
  }
}

export const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
