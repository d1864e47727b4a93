import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_AUTH_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { isUnverifiedError } from './errors';
import { flowStorage } from './storage';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useFormError } from './use-form-error';
import { useSignedIn } from './use-signed-in';

type Busy = 'signIn' | 'forgot' | 'verify' | null;

/**
 * The sign-in form's state and actions: sign in, or (for an unverified account) send a fresh code and go to the
 * code screen after 2 s, or start a password reset (spec 4, decisions §2).
 */
export function useSignIn() {
  const alert = useAlert();
  const navigate = useNavigate();
  const go = useDelayedNavigate();
  const signedIn = useSignedIn();
  const { fail, errorOf, clear } = useFormError();
  const base = useId();
  const emailId = `${base}-email`;
  const passwordId = `${base}-password`;

  const [mode, setMode] = useState<'signIn' | 'verify'>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  // After a success the page waits for its redirect: no second submit meanwhile.
  const [done, setDone] = useState(false);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      if (kind === 'signIn' && isUnverifiedError(error)) setMode('verify');
      fail(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const signIn = () => {
    if (!email.trim()) return fail(TEXT.emailBlank, emailId);
    if (!password.trim()) return fail(TEXT.passwordBlank, passwordId);
    return run('signIn', async () => {
      const answer = await api.accounts.signIn({ body: { email: email.trim(), password } });
      setDone(true);
      signedIn(answer);
    });
  };

  const sendVerification = () => {
    if (!email.trim()) return fail(TEXT.emailBlank, emailId);
    return run('verify', async () => {
      flowStorage.startVerification(email.trim());
      const answer = await api.accounts.resendOtp({ body: { email: email.trim() } });
      setDone(true);
      alert.showSuccess(answer.message);
      go('/verifyAccount', REDIRECT_AFTER_AUTH_MS);
    });
  };

  const forgotPassword = () => {
    if (!email.trim()) return fail(TEXT.enterEmail, emailId);
    return run('forgot', async () => {
      flowStorage.startReset(email.trim());
      const answer = await api.accounts.forgotPassword({ body: { email: email.trim() } });
      if (answer.status !== 'SUCCESS') return fail(answer.msg);
      alert.showSuccess(answer.msg);
      void navigate('/verifyAccount');
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || done) return;
    void (mode === 'verify' ? sendVerification() : signIn());
  };

  return {
    signedIn,
    errorOf,
    clear,
    emailId,
    passwordId,
    mode,
    setMode,
    email,
    setEmail,
    password,
    setPassword,
    busy,
    done,
    setDone,
    forgotPassword,
    onSubmit,
  };
}
