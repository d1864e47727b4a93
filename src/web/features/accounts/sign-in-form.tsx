import { LogIn, Mail, MailCheck } from '#src/web/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_AFTER_AUTH_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { isUnverifiedError } from './errors';
import { AuthLayout, SwitchLink } from './auth-layout';
import { errorText } from '#src/web/lib/errors';
import { Field } from '#src/web/components/ui/field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { flowStorage } from './storage';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useFormError } from './use-form-error';
import { useHydrated } from './use-hydrated';
import { useSignedIn } from './use-signed-in';

type Busy = 'signIn' | 'forgot' | 'verify' | null;

/**
 * Sign in with e-mail and password (or Google). An unverified account switches to the 'Verify Email' mode, which
 * only asks for the e-mail, sends a fresh code and goes to the code screen after 2 s (spec 4, decisions §2).
 */
export function SignInForm({ googleClientId }: { googleClientId: string | null }) {
  const hydrated = useHydrated();
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

  const locked = !hydrated || done;
  const verifying = mode === 'verify';
  return (
    <AuthLayout
      icon={verifying ? <MailCheck /> : <LogIn />}
      title={verifying ? TEXT.verifyEmail : TEXT.signIn}
      intro={verifying ? TEXT.auth.verifyIntro : TEXT.auth.signInIntro}
      footer={
        <SwitchLink text={TEXT.auth.noAccount}>
          <Link to="/signUp">{TEXT.auth.signUp}</Link>
        </SwitchLink>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field
          id={emailId}
          label={TEXT.auth.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          icon={<Mail />}
          placeholder="you@example.com"
          value={email}
          readOnly={locked}
          error={errorOf(emailId)}
          onChange={(event) => {
            setEmail(event.target.value);
            clear();
          }}
        />
        {verifying ? null : (
          <div>
            <PasswordField
              id={passwordId}
              label={TEXT.auth.password}
              autoComplete="current-password"
              value={password}
              readOnly={locked}
              error={errorOf(passwordId)}
              onChange={(event) => {
                setPassword(event.target.value);
                clear();
              }}
            />
            <div className="mt-2 flex justify-end">
              <Button
                variant="quiet"
                size="sm"
                className="-mr-3 text-brand-700 hover:text-brand-800"
                disabled={locked || busy !== null}
                busy={busy === 'forgot'}
                onClick={() => void forgotPassword()}
              >
                {TEXT.auth.forgotPassword}
              </Button>
            </div>
          </div>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={locked}
          busy={busy === 'signIn' || busy === 'verify'}
        >
          {verifying ? TEXT.verifyEmail : TEXT.signIn}
        </Button>
        {verifying ? (
          <Button
            variant="quiet"
            className="w-full"
            disabled={locked || busy !== null}
            onClick={() => setMode('signIn')}
          >
            {TEXT.auth.backToSignIn}
          </Button>
        ) : null}
      </form>
      {verifying ? null : (
        <>
          <OrDivider />
          <GoogleButton
            clientId={googleClientId}
            onSignedIn={(answer) => {
              setDone(true);
              signedIn(answer);
            }}
          />
        </>
      )}
    </AuthLayout>
  );
}
