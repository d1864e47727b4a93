import { useEffect } from 'react';
import { api } from '#src/web/lib/api';
import { clearSession, getSession, saveSession } from '#src/web/lib/session';
import { toStoredUser } from './storage';
import { isSignedOut } from '#src/web/lib/errors';

/**
 * Spec 4 (Login): a token stored at start loads the user. A token the server no longer accepts (expired, password
 * changed, account deleted: 401) or that belongs to someone else than the stored user (403) signs the shopper out;
 * a network failure keeps the session for the next visit.
 */
export function SessionBootstrap() {
  useEffect(() => {
    const session = getSession();
    if (!session) return;
    const { token } = session;
    const stillCurrent = () => getSession()?.token === token;
    const userId = session.user.userId;
    if (!Number.isSafeInteger(userId) || userId <= 0) {
      clearSession();
      return;
    }
    api.accounts.getUser({ params: { id: userId } }).then(
      (user) => {
        if (stillCurrent()) saveSession(token, toStoredUser(user));
      },
      (error: unknown) => {
        const rejected = isSignedOut(error);
        if (rejected && stillCurrent()) clearSession();
      },
    );
  }, []);
  return null;
}
