import { useCallback } from 'react';
import type { TSignedInUser } from '../../../contracts/accounts';
import { REDIRECT_AFTER_AUTH_MS } from '../../../shared/constants';
import { TEXT } from '../../../shared/texts';
import { useAlert } from '../../lib/alert';
import { saveSession } from '../../lib/session';
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
