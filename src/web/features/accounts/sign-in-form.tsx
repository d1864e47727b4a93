import { LogIn, Mail, MailCheck } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { AuthLayout, SwitchLink } from './auth-layout';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { useHydrated } from '#src/web/lib/use-hydrated';
import { useSignIn } from './use-sign-in';

/**
 * Sign in with e-mail and password (or Google). An unverified account switches to the 'Verify Email' mode, which
 * only asks for the e-mail, sends a fresh code and goes to the code screen after 2 s (spec 4, decisions §2).
 */
export function SignInForm({ googleClientId }: { googleClientId: string | null }) {
  const hydrated = useHydrated();
  const {
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
  } = useSignIn();

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
