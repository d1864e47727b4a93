import { api } from './api';
import { clearSession, getSession } from './session';

/**
 * Signs out on the server first (the token is revoked there: a copy of it answers 401 from now on, decision 015),
 * then forgets the session here. A failed call (offline, token already invalid) still signs the browser out.
 */
export async function signOut(): Promise<void> {
  if (getSession()) await api.accounts.signOut().catch(() => undefined);
  clearSession();
}
