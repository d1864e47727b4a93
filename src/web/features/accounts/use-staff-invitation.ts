import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#src/contracts/client';
import type { TInvitationView } from '#src/contracts/admin-staff';
import { TEXT } from '#src/shared/texts';
import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { saveSession } from '#src/web/lib/session';
import { toStoredUser } from './storage';
import { useFormError } from './use-form-error';

/** Which box a refusal of the accept endpoint belongs under, by its code (its message says it in the alert bar too). */
function fieldOfRefusal(error: unknown): 'name' | 'password' | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  if (code === 'NAME_REQUIRED') return 'name';
  return code === 'PASSWORD_REFUSED' ? 'password' : null;
}

/**
 * The invitation page's form (issue 31 §4): a new account's name and password, or an existing account's password;
 * blank boxes are refused under them (sign-up's way), then the server accepts the link, the page signs in with the
 * same e-mail and password as the sign-in page does (the back-office cookie comes with that answer) and opens the
 * back office, handing it the welcome. A link that stopped working meanwhile turns the page into its "not valid".
 */
export function useStaffInvitation(token: string, invitation: TInvitationView | null, welcome: string) {
  const navigate = useNavigate();
  const { fail, errorOf, clear } = useFormError();
  const base = useId();
  const ids = { name: `${base}-name`, password: `${base}-password` };
  const [values, setValues] = useState({ name: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [invalid, setInvalid] = useState(invitation === null);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!invitation || busy || done) return;
    if (!invitation.hasAccount && !values.name.trim()) return fail(STAFF_TEXT.nameNeeded, ids.name);
    if (!values.password) return fail(TEXT.passwordBlank, ids.password);
    setBusy(true);
    try {
      const accepted = await api.staffInvitations.accept({
        body: { token, name: values.name.trim(), password: values.password },
      });
      const answer = await api.accounts.signIn({ body: { email: accepted.email, password: values.password } });
      saveSession(answer.token, toStoredUser(answer.user));
      setDone(true);
      void navigate('/admin', { state: { success: welcome } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setInvalid(true);
      const field = fieldOfRefusal(error);
      fail(errorText(error), field ? ids[field] : undefined);
    } finally {
      setBusy(false);
    }
  };

  return { ids, values, busy, done, invalid, errorOf, change, onSubmit };
}
