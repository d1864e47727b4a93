import { useCallback } from 'react';
import type { TSignedInUser } from '#src/contracts/accounts';
import { REDIRECT_AFTER_AUTH_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { useAlert } from '#src/web/lib/alert';
import { saveSession } from '#src/web/lib/session';
import { toStoredUser } from './storage';
import { useDelayedNavigate } from './use-delayed-navigate';

/** Spec 4 (Login): 'User Login Successfully!', token and user stored, home after 2 s. */
export function useSignedIn() {
  const alert = useAlert();
  const go = useDelayedNavigate();
  return useCallback(
    (answer: { token: string; user: TSignedInUser }) => {
      saveSession(answer.token, toStoredUser(answer.user));
      alert.showSuccess(TEXT.loginSuccess);
      go('/', REDIRECT_AFTER_AUTH_MS);
    },
    [alert, go],
  );
}
